import * as z from '../zod.ts';

/*
 * One audit line (docs/audit.md). Payloads are loose objects: the listed fields are what readers may
 * rely on; a run may record more. No transforms, so z.toJSONSchema() can publish it.
 */

const int = () => z.number().int().nonnegative();
const ms = () => z.number().nonnegative();

let built: ReturnType<typeof buildAuditEventSchema> | undefined;

/** Built on first use: a run writes and summarizes its own log without it (~10 ms of zod at start). */
export function auditEventSchema(): ReturnType<typeof buildAuditEventSchema> {
  return (built ??= buildAuditEventSchema());
}

function buildAuditEventSchema() {
  const auditCommonShape = {
    v: z.literal(1),
    seq: int(),
    ts: z.iso.datetime({ offset: true }),
    run_id: z.string().min(1),
    /** Hex SHA-256 of the previous line's bytes (without its newline); "" on the first line. */
    prev: z.union([z.literal(''), z.string().regex(/^[0-9a-f]{64}$/)]),
  };

  function event<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
    return z.looseObject({ ...auditCommonShape, type: z.literal(type), ...shape });
  }

  const todoSchema = z.looseObject({
    text: z.string(),
    status: z.enum(['pending', 'in_progress', 'completed']),
  });
  const usageSchema = z.looseObject({ input: int(), output: int(), cache_read: int(), cache_write: int() });
  const responseToolCallSchema = z.looseObject({
    id: z.string(),
    name: z.string(),
    /** Absent when the model's argument text was not valid JSON; `args_json` then holds that text. */
    args: z.unknown().optional(),
    args_json: z.string().optional(),
    parse_error: z.string().optional(),
  });
  const prOutcomeSchema = z.looseObject({
    operation: z.enum(['created', 'updated', 'none']),
    url: z.string().optional(),
    number: int().optional(),
  });

  /** run.started.sandbox: the backend a run's processes start in and what it protects. */
  const sandboxReportSchema = z.looseObject({
    setting: z.enum(['auto', 'bubblewrap', 'none', 'required']),
    backend: z.enum(['bubblewrap', 'none']),
    protections: z.looseObject({
      pid_namespace: z.boolean(),
      filesystem: z.boolean(),
      no_new_privs: z.boolean(),
      network: z.enum(['off', 'proxy', 'host']),
      env_allowlist: z.boolean(),
      own_environ_scrubbed: z.boolean(),
      // Logs written before it existed lack it.
      read_deny: z.boolean().optional(),
    }),
    // Logs written before it existed lack it.
    bounds: z.looseObject({ processes: int().nullable(), tmpfs_bytes: int().nullable() }).optional(),
    reason: z.string().optional(),
  });

  /** tool.result.sandbox and checks.finished.sandbox: where a command ran and how it ended. */
  const commandSandboxSchema = z.looseObject({
    backend: z.enum(['bubblewrap', 'none']),
    exit_cause: z.enum(['exit', 'signal', 'timeout', 'cancelled', 'output_limit', 'start_failed']),
    network_denied: int().optional(),
  });

  return z.discriminatedUnion('type', [
    event('run.started', {
      title: z.string(),
      prompt_sha256: z.string(),
      mode: z.string(),
      model: z.string(),
      policy: z.looseObject({
        source: z.string(),
        sha256: z.string(),
        files: z.array(z.object({ path: z.string(), sha256: z.string() })).optional(),
      }),
      workspace: z.string(),
      git_base: z.string().nullable(),
      /** What the progress output warned of as the run started (looser limits ignored, a refused .git). */
      warnings: z.array(z.string()).optional(),
      sandbox: sandboxReportSchema.optional(),
      nightshift_version: z.string(),
      /** A resumed run: the earlier run's id and the head of its log as this run read it. */
      resumed_from: z
        .looseObject({
          run_id: z.string().min(1),
          chain_head: z.object({ seq: int(), hash: z.string().regex(/^[0-9a-f]{64}$/) }),
        })
        .optional(),
    }),
    event('model.request', {
      turn: int(),
      messages: z.array(z.unknown()),
      tools: z.array(z.unknown()),
      request_bytes: int(),
    }),
    event('model.response', {
      turn: int(),
      stop_reason: z.enum(['end_turn', 'tool_use', 'max_tokens', 'other']),
      text: z.string(),
      tool_calls: z.array(responseToolCallSchema),
      usage: usageSchema,
      cost_usd: z.number().nonnegative(),
      latency_ms: ms(),
    }),
    event('model.retry', { turn: int(), attempt: int(), error: z.string() }),
    event('tool.call', {
      call_id: z.string(),
      turn: int(),
      name: z.string(),
      /** The name the model called when it was an alias of `name` (edit_file, mcp__docs__search). */
      requested_name: z.string().optional(),
      args: z.unknown(),
    }),
    event('tool.rejected', {
      call_id: z.string(),
      stage: z.enum(['unknown_tool', 'mode', 'file_restriction', 'params', 'repetition', 'policy', 'limit']),
      message: z.string(),
    }),
    event('tool.decision', {
      call_id: z.string(),
      decision: z.enum(['allow', 'deny', 'ask']),
      resolved: z.enum(['allow', 'deny']),
      rule: z.string(),
      reason: z.string(),
      /** A custom tool's command line, its arguments substituted: what was decided and runs. */
      command: z.string().optional(),
    }),
    event('tool.result', {
      call_id: z.string(),
      ok: z.boolean(),
      duration_ms: ms(),
      output_bytes: int(),
      output: z.string(),
      sandbox: commandSandboxSchema.optional(),
    }),
    event('mode.switched', { from: z.string(), to: z.string() }),
    event('subtask.started', { mode: z.string(), message: z.string() }),
    event('subtask.finished', { mode: z.string() }),
    event('todo.updated', { todos: z.array(todoSchema) }),
    event('followup.answered', { question: z.string(), answer: z.string() }),
    event('limit.reached', { limit: z.string(), value: z.number(), max: z.number() }),
    event('context.elided', {}),
    event('mcp.connected', { server: z.string() }),
    event('mcp.error', { server: z.string(), error: z.string() }),
    /** `exit_code` is null when the command was killed (timeout, signal) before it exited. */
    event('checks.finished', {
      command: z.string(),
      exit_code: z.number().int().nullable(),
      duration_ms: ms(),
      sandbox: commandSandboxSchema.optional(),
    }),
    /** Required checks failed after the task completed: their output goes back to the model. */
    event('checks.repair', {
      round: z.number().int().positive(),
      max_rounds: z.number().int().positive(),
      failed: z.array(z.looseObject({ command: z.string(), exit_code: z.number().int() })),
    }),
    /**
     * One connection a sandboxed command tried through the network proxy (docs/sandbox.md). `rule` is
     * `network.allow[N] "PATTERN"`, `default`, or `invariant:internal-address` (an allowed name
     * that resolved to a non-public address); `reason` says why a malformed or unsupported
     * request was refused (host "" and port 0 when it named none) or which internal address it
     * reached; `call_id` is the tool call whose command tried it, when known.
     */
    event('sandbox.network', {
      host: z.string(),
      port: z.number().int().min(0).max(65535),
      decision: z.enum(['allow', 'deny']),
      rule: z.string(),
      reason: z.string().optional(),
      call_id: z.string().optional(),
    }),
    /**
     * Something the browser was kept from loading (docs/audit.md): at `layer` `request` a URL Chromium
     * was about to request (`url`, `resource_type`, `navigation`), at `connection` a host:port it
     * dialled through the browser's proxy (redirect hops, preconnects, WebSockets). `call_id` is the
     * browser_action call whose page asked, when one was running.
     */
    event('browser.blocked', {
      layer: z.enum(['request', 'connection']),
      url: z.string().optional(),
      host: z.string().optional(),
      port: z.number().int().min(0).max(65535).optional(),
      rule: z.string(),
      reason: z.string(),
      call_id: z.string().optional(),
    }),
    /** A screenshot browser_action saved in the out dir (`path` relative to it) and sent the model. */
    event('browser.screenshot', {
      path: z.string(),
      bytes: int(),
      url: z.string(),
      call_id: z.string().optional(),
    }),
    /** The browser closed: `reason` `action` (close), `relaunch`, `run_end` (also cancel and error). */
    event('browser.closed', { reason: z.string(), call_id: z.string().optional() }),
    /** A change in the final diff the policy denies, put back as it was at the run's base. */
    event('delivery.reverted', {
      path: z.string(),
      change: z.string(),
      rule: z.string(),
      reason: z.string(),
    }),
    /** A path dirty before the run and changed by it: left in the working tree, never delivered. */
    event('delivery.excluded', {
      path: z.string(),
      change: z.string(),
      rule: z.string(),
      reason: z.string(),
    }),
    /** Nothing was committed or pushed: `reason` says why (denied changes, a changed .git/config). */
    event('delivery.refused', { reason: z.string() }),
    event('git.committed', { sha: z.string(), branch: z.string() }),
    // The local forge's pull request is a file: it has a url (file://) but no number.
    event('pr.created', { url: z.string(), number: int().optional(), branch: z.string() }),
    event('pr.updated', { url: z.string(), number: int(), branch: z.string() }),
    event('pr.none', {}),
    event('run.finished', {
      status: z.enum(['completed', 'failed', 'limit', 'halted', 'cancelled', 'error']),
      exit_reason: z.string(),
      exit_code: int(),
      totals: z.looseObject({
        turns: int(),
        tool_calls: int(),
        rejected: int(),
        denied: int(),
        input_tokens: int(),
        output_tokens: int(),
        cost_usd: z.number().nonnegative(),
        duration_ms: ms(),
      }),
      pr: prOutcomeSchema,
      /** The structured result, when the task declares `output.schema` and completed. */
      result_json: z.unknown().optional(),
    }),
  ]);
}

export type AuditEvent = z.output<ReturnType<typeof auditEventSchema>>;
