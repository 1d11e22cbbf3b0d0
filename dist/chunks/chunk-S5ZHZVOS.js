#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import {
  _enum,
  array,
  boolean,
  discriminatedUnion,
  iso_exports,
  literal,
  looseObject,
  number,
  object,
  string,
  union,
  unknown
} from "./chunk-M7DO6ZCZ.js";

// src/audit/read.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";

// src/audit/schema.ts
var int = () => number().int().nonnegative();
var ms = () => number().nonnegative();
var built;
function auditEventSchema() {
  return built ??= buildAuditEventSchema();
}
function buildAuditEventSchema() {
  const auditCommonShape = {
    v: literal(1),
    seq: int(),
    ts: iso_exports.datetime({ offset: true }),
    run_id: string().min(1),
    /** Hex SHA-256 of the previous line's bytes (without its newline); "" on the first line. */
    prev: union([literal(""), string().regex(/^[0-9a-f]{64}$/)])
  };
  function event(type, shape) {
    return looseObject({ ...auditCommonShape, type: literal(type), ...shape });
  }
  const todoSchema = looseObject({
    text: string(),
    status: _enum(["pending", "in_progress", "completed"])
  });
  const usageSchema = looseObject({ input: int(), output: int(), cache_read: int(), cache_write: int() });
  const responseToolCallSchema = looseObject({
    id: string(),
    name: string(),
    /** Absent when the model's argument text was not valid JSON; `args_json` then holds that text. */
    args: unknown().optional(),
    args_json: string().optional(),
    parse_error: string().optional()
  });
  const prOutcomeSchema = looseObject({
    operation: _enum(["created", "updated", "none"]),
    url: string().optional(),
    number: int().optional()
  });
  const sandboxReportSchema = looseObject({
    setting: _enum(["auto", "bubblewrap", "none", "required"]),
    backend: _enum(["bubblewrap", "none"]),
    protections: looseObject({
      pid_namespace: boolean(),
      filesystem: boolean(),
      no_new_privs: boolean(),
      network: _enum(["off", "proxy", "host"]),
      env_allowlist: boolean(),
      own_environ_scrubbed: boolean(),
      // Logs written before it existed lack it.
      read_deny: boolean().optional()
    }),
    // Logs written before it existed lack it.
    bounds: looseObject({ processes: int().nullable(), tmpfs_bytes: int().nullable() }).optional(),
    reason: string().optional()
  });
  const commandSandboxSchema = looseObject({
    backend: _enum(["bubblewrap", "none"]),
    exit_cause: _enum(["exit", "signal", "timeout", "cancelled", "output_limit", "start_failed"]),
    network_denied: int().optional()
  });
  return discriminatedUnion("type", [
    event("run.started", {
      title: string(),
      prompt_sha256: string(),
      mode: string(),
      model: string(),
      policy: looseObject({
        source: string(),
        sha256: string(),
        files: array(object({ path: string(), sha256: string() })).optional()
      }),
      workspace: string(),
      git_base: string().nullable(),
      /** What the progress output warned of as the run started (looser limits ignored, a refused .git). */
      warnings: array(string()).optional(),
      sandbox: sandboxReportSchema.optional(),
      nightshift_version: string(),
      /** A resumed run: the earlier run's id and the head of its log as this run read it. */
      resumed_from: looseObject({
        run_id: string().min(1),
        chain_head: object({ seq: int(), hash: string().regex(/^[0-9a-f]{64}$/) })
      }).optional()
    }),
    event("model.request", {
      turn: int(),
      messages: array(unknown()),
      tools: array(unknown()),
      request_bytes: int()
    }),
    event("model.response", {
      turn: int(),
      stop_reason: _enum(["end_turn", "tool_use", "max_tokens", "other"]),
      text: string(),
      tool_calls: array(responseToolCallSchema),
      usage: usageSchema,
      cost_usd: number().nonnegative(),
      latency_ms: ms()
    }),
    event("model.retry", { turn: int(), attempt: int(), error: string() }),
    event("tool.call", {
      call_id: string(),
      turn: int(),
      name: string(),
      /** The name the model called when it was an alias of `name` (edit_file, mcp__docs__search). */
      requested_name: string().optional(),
      args: unknown()
    }),
    event("tool.rejected", {
      call_id: string(),
      stage: _enum(["unknown_tool", "mode", "file_restriction", "params", "repetition", "policy", "limit"]),
      message: string()
    }),
    event("tool.decision", {
      call_id: string(),
      decision: _enum(["allow", "deny", "ask"]),
      resolved: _enum(["allow", "deny"]),
      rule: string(),
      reason: string(),
      /** A custom tool's command line, its arguments substituted: what was decided and runs. */
      command: string().optional()
    }),
    event("tool.result", {
      call_id: string(),
      ok: boolean(),
      duration_ms: ms(),
      output_bytes: int(),
      output: string(),
      sandbox: commandSandboxSchema.optional()
    }),
    event("mode.switched", { from: string(), to: string() }),
    event("subtask.started", { mode: string(), message: string() }),
    event("subtask.finished", { mode: string() }),
    event("todo.updated", { todos: array(todoSchema) }),
    event("followup.answered", { question: string(), answer: string() }),
    event("limit.reached", { limit: string(), value: number(), max: number() }),
    event("context.elided", {}),
    event("mcp.connected", { server: string() }),
    event("mcp.error", { server: string(), error: string() }),
    /** `exit_code` is null when the command was killed (timeout, signal) before it exited. */
    event("checks.finished", {
      command: string(),
      exit_code: number().int().nullable(),
      duration_ms: ms(),
      sandbox: commandSandboxSchema.optional()
    }),
    /** Required checks failed after the task completed: their output goes back to the model. */
    event("checks.repair", {
      round: number().int().positive(),
      max_rounds: number().int().positive(),
      failed: array(looseObject({ command: string(), exit_code: number().int() }))
    }),
    /**
     * One connection a sandboxed command tried through the network proxy (docs/sandbox.md). `rule` is
     * `network.allow[N] "PATTERN"`, `default`, or `invariant:internal-address` (an allowed name
     * that resolved to a non-public address); `reason` says why a malformed or unsupported
     * request was refused (host "" and port 0 when it named none) or which internal address it
     * reached; `call_id` is the tool call whose command tried it, when known.
     */
    event("sandbox.network", {
      host: string(),
      port: number().int().min(0).max(65535),
      decision: _enum(["allow", "deny"]),
      rule: string(),
      reason: string().optional(),
      call_id: string().optional()
    }),
    /**
     * Something the browser was kept from loading (docs/audit.md): at `layer` `request` a URL Chromium
     * was about to request (`url`, `resource_type`, `navigation`), at `connection` a host:port it
     * dialled through the browser's proxy (redirect hops, preconnects, WebSockets). `call_id` is the
     * browser_action call whose page asked, when one was running.
     */
    event("browser.blocked", {
      layer: _enum(["request", "connection"]),
      url: string().optional(),
      host: string().optional(),
      port: number().int().min(0).max(65535).optional(),
      rule: string(),
      reason: string(),
      call_id: string().optional()
    }),
    /** A screenshot browser_action saved in the out dir (`path` relative to it) and sent the model. */
    event("browser.screenshot", {
      path: string(),
      bytes: int(),
      url: string(),
      call_id: string().optional()
    }),
    /** The browser closed: `reason` `action` (close), `relaunch`, `run_end` (also cancel and error). */
    event("browser.closed", { reason: string(), call_id: string().optional() }),
    /** A change in the final diff the policy denies, put back as it was at the run's base. */
    event("delivery.reverted", {
      path: string(),
      change: string(),
      rule: string(),
      reason: string()
    }),
    /** A path dirty before the run and changed by it: left in the working tree, never delivered. */
    event("delivery.excluded", {
      path: string(),
      change: string(),
      rule: string(),
      reason: string()
    }),
    /** Nothing was committed or pushed: `reason` says why (denied changes, a changed .git/config). */
    event("delivery.refused", { reason: string() }),
    event("git.committed", { sha: string(), branch: string() }),
    // The local forge's pull request is a file: it has a url (file://) but no number.
    event("pr.created", { url: string(), number: int().optional(), branch: string() }),
    event("pr.updated", { url: string(), number: int(), branch: string() }),
    event("pr.none", {}),
    event("run.finished", {
      status: _enum(["completed", "failed", "limit", "halted", "cancelled", "error"]),
      exit_reason: string(),
      exit_code: int(),
      totals: looseObject({
        turns: int(),
        tool_calls: int(),
        rejected: int(),
        denied: int(),
        input_tokens: int(),
        output_tokens: int(),
        cost_usd: number().nonnegative(),
        duration_ms: ms()
      }),
      pr: prOutcomeSchema,
      /** The structured result, when the task declares `output.schema` and completed. */
      result_json: unknown().optional()
    })
  ]);
}

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
  return jsonLines(text, file).map((json, i) => {
    const parsed = auditEventSchema().safeParse(json);
    if (!parsed.success)
      throw new AuditLogError(file, i + 1, `not an audit event: ${describeIssues(parsed.error.issues)}`);
    return parsed.data;
  });
}
var MAX_AUDIT_LOG_BYTES = 256 * 1024 * 1024;
function readAuditLog(file) {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() && !stat.isDirectory())
      throw new ConfigError(`${file} is not a regular file; an audit log must be one`);
    if (stat.size > MAX_AUDIT_LOG_BYTES)
      throw new ConfigError(
        `${file} holds ${stat.size} bytes, more than an audit log may have (${MAX_AUDIT_LOG_BYTES})`
      );
    return parseAuditLog(readFileSync(fd, "utf8"), file);
  } finally {
    closeSync(fd);
  }
}
function readOwnAuditLog(file) {
  return jsonLines(readFileSync(file, "utf8"), file);
}
function jsonLines(text, file) {
  return splitAuditLines(text).lines.map((line, i) => {
    try {
      return JSON.parse(line);
    } catch (err) {
      throw new AuditLogError(file, i + 1, `not JSON: ${err.message}`);
    }
  });
}

export {
  auditEventSchema,
  splitAuditLines,
  AuditLogError,
  describeIssues,
  parseAuditLog,
  readAuditLog,
  readOwnAuditLog
};
