#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/action/own-comment.ts
var PROGRESS_MARKER = "<!-- nightshift:progress -->";
var FOLLOW_UP_MARKER = "<!-- nightshift:follow-up -->";
var OWN = /^\s*<!-- nightshift:[a-z-]+ -->/;
var isOwnComment = (body) => OWN.test(body);
var OWN_COMMENT_SKIP = "the comment is nightshift's own (it quotes the model, so it never triggers a run)";

export {
  PROGRESS_MARKER,
  FOLLOW_UP_MARKER,
  isOwnComment,
  OWN_COMMENT_SKIP
};
