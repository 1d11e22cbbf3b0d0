#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  external_exports
} from "./chunk-SEJPUJUE.js";

// src/audit/read.ts
import { readFileSync } from "node:fs";

// src/audit/schema.ts
var int = () => external_exports.number().int().nonnegative();
var ms = () => external_exports.number().nonnegative();
var auditCommonShape = {
  v: external_exports.literal(1),
  seq: int(),
  ts: external_exports.iso.datetime({ offset: true }),
  run_id: external_exports.string().min(1),
  /** Hex SHA-256 of the previous line's bytes (without its newline); "" on the first line. */
  prev: external_exports.union([external_exports.literal(""), external_exports.string().regex(/^[0-9a-f]{64}$/)])
};
function event(type, shape) {
  return external_exports.looseObject({ ...auditCommonShape, type: external_exports.literal(type), ...shape });
}
var todoSchema = external_exports.looseObject({
  text: external_exports.string(),
  status: external_exports.enum(["pending", "in_progress", "completed"])
});
var usageSchema = external_exports.looseObject({ input: int(), output: int(), cache_read: int(), cache_write: int() });
var responseToolCallSchema = external_exports.looseObject({
  id: external_exports.string(),
  name: external_exports.string(),
  /** Absent when the model's argument text was not valid JSON; `args_json` then holds that text. */
  args: external_exports.unknown().optional(),
  args_json: external_exports.string().optional(),
  parse_error: external_exports.string().optional()
});
var prOutcomeSchema = external_exports.looseObject({
  operation: external_exports.enum(["created", "updated", "none"]),
  url: external_exports.string().optional(),
  number: int().optional()
});
var sandboxReportSchema = external_exports.looseObject({
  setting: external_exports.enum(["auto", "bubblewrap", "none", "required"]),
  backend: external_exports.enum(["bubblewrap", "none"]),
  protections: external_exports.looseObject({
    pid_namespace: external_exports.boolean(),
    filesystem: external_exports.boolean(),
    no_new_privs: external_exports.boolean(),
    network: external_exports.enum(["off", "proxy", "host"]),
    env_allowlist: external_exports.boolean(),
    own_environ_scrubbed: external_exports.boolean()
  }),
  reason: external_exports.string().optional()
});
var commandSandboxSchema = external_exports.looseObject({
  backend: external_exports.enum(["bubblewrap", "none"]),
  exit_cause: external_exports.enum(["exit", "signal", "timeout", "cancelled", "start_failed"]),
  network_denied: int().optional()
});
var auditEventSchema = external_exports.discriminatedUnion("type", [
  event("run.started", {
    title: external_exports.string(),
    prompt_sha256: external_exports.string(),
    mode: external_exports.string(),
    model: external_exports.string(),
    policy: external_exports.looseObject({
      source: external_exports.string(),
      sha256: external_exports.string(),
      files: external_exports.array(external_exports.object({ path: external_exports.string(), sha256: external_exports.string() })).optional()
    }),
    workspace: external_exports.string(),
    git_base: external_exports.string().nullable(),
    sandbox: sandboxReportSchema.optional(),
    nightshift_version: external_exports.string()
  }),
  event("model.request", {
    turn: int(),
    messages: external_exports.array(external_exports.unknown()),
    tools: external_exports.array(external_exports.unknown()),
    request_bytes: int()
  }),
  event("model.response", {
    turn: int(),
    stop_reason: external_exports.enum(["end_turn", "tool_use", "max_tokens", "other"]),
    text: external_exports.string(),
    tool_calls: external_exports.array(responseToolCallSchema),
    usage: usageSchema,
    cost_usd: external_exports.number().nonnegative(),
    latency_ms: ms()
  }),
  event("model.retry", { turn: int(), attempt: int(), error: external_exports.string() }),
  event("tool.call", {
    call_id: external_exports.string(),
    turn: int(),
    name: external_exports.string(),
    /** The name the model called when it was an alias of `name` (edit_file, mcp__docs__search). */
    requested_name: external_exports.string().optional(),
    args: external_exports.unknown()
  }),
  event("tool.rejected", {
    call_id: external_exports.string(),
    stage: external_exports.enum(["unknown_tool", "mode", "file_restriction", "params", "repetition", "policy", "limit"]),
    message: external_exports.string()
  }),
  event("tool.decision", {
    call_id: external_exports.string(),
    decision: external_exports.enum(["allow", "deny", "ask"]),
    resolved: external_exports.enum(["allow", "deny"]),
    rule: external_exports.string(),
    reason: external_exports.string()
  }),
  event("tool.result", {
    call_id: external_exports.string(),
    ok: external_exports.boolean(),
    duration_ms: ms(),
    output_bytes: int(),
    output: external_exports.string(),
    sandbox: commandSandboxSchema.optional()
  }),
  event("mode.switched", { from: external_exports.string(), to: external_exports.string() }),
  event("subtask.started", { mode: external_exports.string(), message: external_exports.string() }),
  event("subtask.finished", { mode: external_exports.string() }),
  event("todo.updated", { todos: external_exports.array(todoSchema) }),
  event("followup.answered", { question: external_exports.string(), answer: external_exports.string() }),
  event("limit.reached", { limit: external_exports.string(), value: external_exports.number(), max: external_exports.number() }),
  event("context.elided", {}),
  event("mcp.connected", { server: external_exports.string() }),
  event("mcp.error", { server: external_exports.string(), error: external_exports.string() }),
  /** `exit_code` is null when the command was killed (timeout, signal) before it exited. */
  event("checks.finished", {
    command: external_exports.string(),
    exit_code: external_exports.number().int().nullable(),
    duration_ms: ms(),
    sandbox: commandSandboxSchema.optional()
  }),
  /** Required checks failed after the task completed: their output goes back to the model. */
  event("checks.repair", {
    round: external_exports.number().int().positive(),
    max_rounds: external_exports.number().int().positive(),
    failed: external_exports.array(external_exports.looseObject({ command: external_exports.string(), exit_code: external_exports.number().int() }))
  }),
  /**
   * One connection a sandboxed command tried through the network proxy (docs/sandbox.md). `rule` is
   * `network.allow[N] "PATTERN"` or `default`; `reason` says why a malformed or unsupported
   * request was refused (host "" and port 0 when it named none); `call_id` is the tool call
   * whose command tried it, when known.
   */
  event("sandbox.network", {
    host: external_exports.string(),
    port: external_exports.number().int().min(0).max(65535),
    decision: external_exports.enum(["allow", "deny"]),
    rule: external_exports.string(),
    reason: external_exports.string().optional(),
    call_id: external_exports.string().optional()
  }),
  /** A change in the final diff the policy denies, put back as it was at the run's base. */
  event("delivery.reverted", { path: external_exports.string(), change: external_exports.string(), rule: external_exports.string(), reason: external_exports.string() }),
  /** A path dirty before the run and changed by it: left in the working tree, never delivered. */
  event("delivery.excluded", { path: external_exports.string(), change: external_exports.string(), rule: external_exports.string(), reason: external_exports.string() }),
  /** Nothing was committed or pushed: `reason` says why (denied changes, a changed .git/config). */
  event("delivery.refused", { reason: external_exports.string() }),
  event("git.committed", { sha: external_exports.string(), branch: external_exports.string() }),
  // The local forge's pull request is a file: it has a url (file://) but no number.
  event("pr.created", { url: external_exports.string(), number: int().optional(), branch: external_exports.string() }),
  event("pr.updated", { url: external_exports.string(), number: int(), branch: external_exports.string() }),
  event("pr.none", {}),
  event("run.finished", {
    status: external_exports.enum(["completed", "failed", "limit", "halted", "cancelled", "error"]),
    exit_reason: external_exports.string(),
    exit_code: int(),
    totals: external_exports.looseObject({
      turns: int(),
      tool_calls: int(),
      rejected: int(),
      denied: int(),
      input_tokens: int(),
      output_tokens: int(),
      cost_usd: external_exports.number().nonnegative(),
      duration_ms: ms()
    }),
    pr: prOutcomeSchema,
    /** The structured result, when the task declares `output.schema` and completed. */
    result_json: external_exports.unknown().optional()
  })
]);

// src/audit/read.ts
function splitAuditLines(text) {
  const parts = text.split("\n");
  const last = parts.pop() ?? "";
  return { lines: parts, tail: last === "" ? void 0 : last };
}
var AuditLogError = class extends Error {
  constructor(file, line, detail) {
    super(`${file}:${line}: ${detail}`);
    this.file = file;
    this.line = line;
    this.name = "AuditLogError";
  }
  file;
  line;
};
function describeIssues(issues) {
  return issues.slice(0, 3).map((i) => i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message).join("; ");
}
function parseAuditLog(text, file = "<audit log>") {
  return splitAuditLines(text).lines.map((line, i) => {
    let json;
    try {
      json = JSON.parse(line);
    } catch (err) {
      throw new AuditLogError(file, i + 1, `not JSON: ${err.message}`);
    }
    const parsed = auditEventSchema.safeParse(json);
    if (!parsed.success)
      throw new AuditLogError(file, i + 1, `not an audit event: ${describeIssues(parsed.error.issues)}`);
    return parsed.data;
  });
}
function readAuditLog(file) {
  return parseAuditLog(readFileSync(file, "utf8"), file);
}

export {
  auditEventSchema,
  splitAuditLines,
  AuditLogError,
  describeIssues,
  readAuditLog
};
