#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  FOLLOW_UP_MARKER
} from "./chunk-KASXN4XH.js";
import {
  progressBody
} from "./chunk-JYCPVZE7.js";
import "./chunk-US7RSOGA.js";
import "./chunk-52CCVUNM.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-4RX42Z4P.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-6XO4EPZB.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/action/followup-reply.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
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
