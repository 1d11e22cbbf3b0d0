#!/usr/bin/env -S node --max-semi-space-size=2

// src/policy/limits.ts
import { totalmem } from "node:os";
var MIB = 1024 * 1024;
var DEFAULT_LIMITS = {
  max_turns: 50,
  max_tool_calls: 300,
  max_cost_usd: 5,
  max_input_tokens: 3e6,
  max_output_tokens: 5e5,
  timeout: 30 * 6e4,
  command_timeout: 10 * 6e4,
  // A flood (`yes`) writes ~1 GB/s for the whole command_timeout: this bounds the disk it takes.
  max_command_output_bytes: 256 * 1024 * 1024,
  // Tasks (threads included) one sandboxed process and everything it starts may run at once: far
  // above `make -j`, pytest's workers or a browser's, far below pid_max's smallest default (32768).
  max_processes: 4096,
  // Each memory-backed directory of the sandbox (/tmp, HOME, /dev/shm): a quarter of the machine's
  // memory, so that even all three full leave the host, nightshift and the runner room to live.
  max_tmpfs_bytes: Math.max(64 * MIB, Math.floor(totalmem() / 4 / MIB) * MIB),
  consecutive_mistakes: 5,
  identical_calls: 3
};
var DURATIONS = /* @__PURE__ */ new Set(["timeout", "command_timeout"]);
function effectiveLimits(policyLimits, tighteners, warnings) {
  const limits = { ...policyLimits };
  for (const tightener of tighteners) {
    for (const key of Object.keys(limits)) {
      const value = tightener[key];
      if (value === void 0) continue;
      if (value <= limits[key]) limits[key] = value;
      else
        warnings.push(
          `limits.${key} ${show(key, value)} is looser than the policy's ${show(key, limits[key])}: ignored (a task can only tighten limits)`
        );
    }
  }
  return limits;
}
var show = (key, value) => DURATIONS.has(key) ? `${value / 1e3}s` : String(value);

// src/tools/truncate.ts
function truncateHeadTail(text, maxBytes, hint = "") {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= maxBytes) return { text, omitted: 0 };
  const headBytes = Math.floor(maxBytes * 0.4);
  const tailBytes = maxBytes - headBytes;
  const head = buf.subarray(0, headBytes).toString("utf8").replace(/\uFFFD$/, "");
  const tail = buf.subarray(buf.length - tailBytes).toString("utf8").replace(/^\uFFFD/, "");
  const omitted = buf.length - headBytes - tailBytes;
  const marker = `
[... ${omitted} bytes omitted${hint ? `; ${hint}` : ""} ...]
`;
  return { text: head + marker + tail, omitted };
}
var MAX_TOOL_OUTPUT_BYTES = 5e4;

export {
  truncateHeadTail,
  MAX_TOOL_OUTPUT_BYTES,
  DEFAULT_LIMITS,
  effectiveLimits
};
