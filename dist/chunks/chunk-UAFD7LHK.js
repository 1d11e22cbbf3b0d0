#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/action/permission.ts
async function checkActor(octokit, target, actor, allowedBots) {
  if (actor.isBot) {
    const bare = actor.login.replace(/\[bot\]$/, "");
    const listed = allowedBots.some((b) => b === actor.login || b === bare);
    return listed ? { allowed: true, reason: `bot ${actor.login} is listed in allowed-bots` } : { allowed: false, reason: `bot ${actor.login} is not listed in allowed-bots` };
  }
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...target,
      username: actor.login
    });
    const ok = data.permission === "admin" || data.permission === "write";
    return {
      allowed: ok,
      reason: `${actor.login} has ${data.role_name || data.permission} permission${ok ? "" : "; write or admin is required"}`
    };
  } catch (err) {
    if (err.status === 404) {
      return {
        allowed: false,
        reason: `${actor.login} is not a collaborator; write or admin permission is required`
      };
    }
    throw err;
  }
}

// src/action/untrusted.ts
import { createHash } from "node:crypto";
function fenceUntrusted(label, text) {
  const tag = createHash("sha256").update(text).digest("hex").slice(0, 16);
  return [`<<<BEGIN UNTRUSTED ${label} ${tag}>>>`, text, `<<<END UNTRUSTED ${label} ${tag}>>>`];
}

export {
  fenceUntrusted,
  checkActor
};
