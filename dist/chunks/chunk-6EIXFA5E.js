#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/mcp/names.ts
import { createHash } from "node:crypto";
var MAX_TOOL_NAME = 64;
var PREFIX = "mcp--";
var SEPARATOR = "--";
var HASH_SUFFIX = 9;
var MAX_SERVER_NAME = MAX_TOOL_NAME - PREFIX.length - SEPARATOR.length - HASH_SUFFIX;
var SERVER_NAME_CHARS = /^[a-zA-Z0-9_-]+$/;
function serverNameProblems(name) {
  const problems = [];
  if (name.includes(SEPARATOR) || name.endsWith("-"))
    problems.push(
      'a server name may not hold "--" or end in "-": tools are named mcp--SERVER--TOOL, and each name must say which server its tool is of'
    );
  if (name.length > MAX_SERVER_NAME)
    problems.push(
      `a server name has at most ${MAX_SERVER_NAME} characters, so that every tool name (at most ${MAX_TOOL_NAME}) starts with mcp--SERVER--`
    );
  return problems;
}
var sanitize = (s) => s.replace(/[^a-zA-Z0-9_-]/g, "_");
var shortHash = (s) => createHash("sha256").update(s).digest("hex").slice(0, 8);
var toolKey = (server, tool) => `${server}\0${tool}`;
function functionName(server, tool) {
  const name = `${PREFIX}${sanitize(server)}${SEPARATOR}${sanitize(tool)}`;
  return name.length > MAX_TOOL_NAME ? `${name.slice(0, MAX_TOOL_NAME - HASH_SUFFIX)}_${shortHash(toolKey(server, tool))}` : name;
}
function readFunctionName(name) {
  const match = /^mcp--(.+?)--(.+)$/.exec(name);
  const [, server = "", tool = ""] = match ?? [];
  const valid = SERVER_NAME_CHARS.test(server) && serverNameProblems(server).length === 0;
  return match && valid ? { server, tool } : void 0;
}
var NAMED_OTHERS = 3;
function assignToolNames(pairs) {
  const byName = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    const name = functionName(pair.server, pair.tool);
    const same = byName.get(name);
    if (same) same.push(pair);
    else byName.set(name, [pair]);
  }
  const names = /* @__PURE__ */ new Map();
  const collisions = [];
  for (const [name, same] of byName) {
    if (same.length === 1) {
      const [{ server, tool }] = same;
      names.set(toolKey(server, tool), name);
      continue;
    }
    for (const pair of same) {
      const others = same.filter((p) => p !== pair);
      const listed = others.slice(0, NAMED_OTHERS).map((p) => p.server === pair.server ? `"${p.tool}"` : `"${p.tool}" of server "${p.server}"`);
      const more = others.length > NAMED_OTHERS ? ` and ${others.length - NAMED_OTHERS} more` : "";
      collisions.push({
        ...pair,
        reason: `its function name ${name} would also be that of tool ${listed.join(", ")}${more}`
      });
    }
  }
  return { names, collisions };
}

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

export {
  SERVER_NAME_CHARS,
  serverNameProblems,
  sanitize,
  toolKey,
  readFunctionName,
  assignToolNames,
  DEFAULT_LIMITS,
  effectiveLimits
};
