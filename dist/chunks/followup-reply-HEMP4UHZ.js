#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  FOLLOW_UP_MARKER
} from "./chunk-RNGRJTDX.js";
import {
  progressBody
} from "./chunk-DIWCHF34.js";
import "./chunk-UQMFFLRU.js";
import "./chunk-HWJ7CZJQ.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-VVXEDMMB.js";
import "./chunk-XQIJNWVO.js";
import "./chunk-TNPT2AYZ.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-SQGG32EV.js";

// src/action/followup-reply.ts
function followUpReplyBody(plan, result, runUrl) {
  const pushed = result.pr.operation === "updated" && result.commit ? `Pushed ${result.commit.slice(0, 12)} to \`${plan.pr.headRef}\` for this follow-up.` : "No change was pushed for this follow-up.";
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
