#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/run/tool-messages.ts
function denialOutput(decision) {
  return `Denied by policy (${decision.rule}): ${decision.reason}. Do not retry this; choose an action the policy allows.`;
}
var NOT_RUN_AFTER_COMPLETION = "Not run: attempt_completion ended the task first.";

export {
  denialOutput,
  NOT_RUN_AFTER_COMPLETION
};
