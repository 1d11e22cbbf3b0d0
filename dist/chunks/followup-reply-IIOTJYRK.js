#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER
} from "./chunk-OWOICUR3.js";
import {
  progressBody
} from "./chunk-5LNW2DIK.js";
import "./chunk-OMUM2K2Y.js";
import {
  markdownPath
} from "./chunk-5RQR2U5D.js";
import "./chunk-76QBOJT5.js";
import "./chunk-YGT6T23W.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-RAVO47M7.js";
import "./chunk-53LD6LXK.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

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
