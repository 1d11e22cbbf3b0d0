#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  progressBody
} from "./chunk-THZVJK7I.js";
import {
  FOLLOW_UP_MARKER
} from "./chunk-MNTO33OU.js";
import {
  markdownPath
} from "./chunk-5AOFE2OR.js";
import "./chunk-RO45VQTL.js";
import "./chunk-7VANGLES.js";
import "./chunk-DYI5UNC7.js";

// src/action/followup-reply.ts
function followUpReplyBody(plan, result, runUrl) {
  const pushed = result.pr.operation === "updated" && result.commit ? `Pushed ${result.commit.slice(0, 12)} to ${markdownPath(plan.pr.headRef)} for this follow-up.` : "No change was pushed for this follow-up.";
  return [FOLLOW_UP_MARKER, pushed, "", progressBody({ phase: "finished", result, runUrl })].join("\n");
}
async function postFollowUpReply(octokit, target, plan, body) {
  if (plan.replyTo.length > 0) {
    for (const id of plan.replyTo)
      await octokit.rest.pulls.createReplyForReviewComment({
        ...target,
        pull_number: plan.pr.number,
        comment_id: id,
        body
      });
    return;
  }
  await octokit.rest.issues.createComment({ ...target, issue_number: plan.pr.number, body });
}
export {
  followUpReplyBody,
  postFollowUpReply
};
