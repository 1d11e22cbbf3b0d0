#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// src/run/tool-messages.ts
function denialOutput(decision) {
  return `Denied by policy (${decision.rule}): ${decision.reason}. Do not retry this; choose an action the policy allows.`;
}
var NOT_RUN_AFTER_COMPLETION = "Not run: attempt_completion ended the task first.";

export {
  denialOutput,
  NOT_RUN_AFTER_COMPLETION
};
