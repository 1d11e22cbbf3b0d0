#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  progressBody
} from "./chunk-LLVX3RX5.js";
import {
  FOLLOW_UP_MARKER
} from "./chunk-QKINIHLP.js";
import "./chunk-NCRQ6HKT.js";
import {
  markdownPath
} from "./chunk-L4U2PPZ7.js";
import "./chunk-7S3OJZQ6.js";
import "./chunk-S54QEMEL.js";
import "./chunk-P25D7F5B.js";
import "./chunk-F2Y5ZGLF.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-INV3AWBG.js";
import "./chunk-NBONIBK7.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";

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
