#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ROOMODES_FILE
} from "./chunk-M2SSU7YT.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/run/resume-mode.ts
function checkResumedMode(mode, task, policy, runId) {
  if (mode === task.mode) return;
  const verdict = Object.hasOwn(policy.tools, "switch_mode") ? policy.tools.switch_mode : void 0;
  if (verdict === void 0 || verdict === "allow") return;
  throw new ConfigError(
    `resume: run ${runId} ended in mode "${mode}", not the task's "${task.mode}", and the current policy does not let the run switch modes (tools.switch_mode: ${verdict}); resume under a policy that allows it, or start the task again`
  );
}
function modesAsRestored(modes, restoredPaths, read, needed) {
  if (!restoredPaths.includes(ROOMODES_FILE)) return modes;
  const again = read();
  for (const slug of needed)
    if (!again.has(slug))
      throw new ConfigError(
        `resume: mode "${slug}" is defined only by the earlier run's ${ROOMODES_FILE}, not by the workspace as restored; modes: ${[...again.keys()].join(", ")}`
      );
  return again;
}

export {
  checkResumedMode,
  modesAsRestored
};
