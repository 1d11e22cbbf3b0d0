import type { TodoItem } from '../tools/types.ts';
import type { AuditEvent } from './schema.ts';
import type { RejectionStage, RunStatus } from './types.ts';

export { formatSummaryText } from './summary-text.ts';
export { formatSummaryMarkdown } from './summary-markdown.ts';

export interface ToolCallRow {
  seq: number;
  callId: string;
  turn: number;
  name: string;
  /** What the call was about, short: the command, the path, or compact arguments. */
  target: string;
  outcome: 'ok' | 'error' | 'rejected' | 'denied' | 'pending';
  decision?: 'allow' | 'deny' | 'ask';
  rule?: string;
  stage?: RejectionStage;
  /** Why it was denied or rejected, or the first line of a failed tool's output. */
  reason?: string;
  durationMs?: number;
}

export interface SummaryTotals {
  turns: number;
  toolCalls: number;
  rejected: number;
  denied: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  durationMs: number;
}

export interface Summary {
  runId: string;
  title: string;
  model?: string;
  mode?: string;
  policy?: string;
  /** Where commands ran: the backend, and why it is `none` when it is. */
  sandbox?: { backend: string; network: string; reason?: string };
  version?: string;
  /**
   * `unfinished` when the log has no run.finished (the process was killed, or the run is still
   * going: to summarize a live run, e.g. for the PR body, set status, exitReason and exitCode).
   */
  status: RunStatus | 'unfinished';
  exitReason: string;
  exitCode: number | null;
  detail?: string;
  totals: SummaryTotals;
  completion?: string;
  todos: TodoItem[];
  calls: ToolCallRow[];
  limits: { limit: string; value: number; max: number }[];
  /** The last run of the required checks (earlier runs failed and started a repair round). */
  checks: { command: string; exitCode: number | null; durationMs: number }[];
  /** Repair rounds run: failed checks whose output went back to the model (checks.repair). */
  repairRounds: number;
  commit?: { sha: string; branch: string };
  /** Changes in the final diff that were not delivered (delivery.reverted / delivery.excluded). */
  notDelivered: { path: string; change: string; rule: string; action: 'reverted' | 'excluded' }[];
  pr: { operation: 'created' | 'updated' | 'none'; url?: string; number?: number };
  /** Screenshots browser_action saved: paths relative to the out dir, with the page shown. */
  screenshots: { path: string; url: string }[];
  /** Requests and connections the browser was kept from making (browser.blocked). */
  browserBlocked: number;
  events: number;
}

/**
 * Folds a run's events into what a reader wants first: outcome, totals, todos, every tool call
 * with its decision and result, and what was delivered. Works on an unfinished log too (totals
 * are then counted from the events).
 */
export function summarizeAudit(events: readonly AuditEvent[]): Summary {
  const calls = new Map<string, ToolCallRow>();
  const completions = new Map<string, string>();
  const s: Summary = {
    runId: events[0]?.run_id ?? '',
    title: '',
    status: 'unfinished',
    exitReason: 'unfinished',
    exitCode: null,
    totals: {
      turns: 0,
      toolCalls: 0,
      rejected: 0,
      denied: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      durationMs: 0,
    },
    todos: [],
    calls: [],
    limits: [],
    checks: [],
    repairRounds: 0,
    notDelivered: [],
    pr: { operation: 'none' },
    screenshots: [],
    browserBlocked: 0,
    events: events.length,
  };
  const callOf = (e: AuditEvent): ToolCallRow | undefined =>
    e.type === 'tool.rejected' || e.type === 'tool.decision' || e.type === 'tool.result'
      ? calls.get(e.call_id)
      : undefined;
  for (const e of events) {
    const call = callOf(e);
    switch (e.type) {
      case 'run.started':
        s.title = e.title;
        s.model = e.model;
        s.mode = e.mode;
        s.policy = e.policy.source;
        s.version = e.nightshift_version;
        if (e.sandbox)
          s.sandbox = {
            backend: e.sandbox.backend,
            network: e.sandbox.protections.network,
            ...(e.sandbox.reason ? { reason: e.sandbox.reason } : {}),
          };
        break;
      case 'model.request':
        s.totals.turns = Math.max(s.totals.turns, e.turn);
        break;
      case 'model.response':
        s.totals.inputTokens += e.usage.input;
        s.totals.outputTokens += e.usage.output;
        s.totals.costUsd += e.cost_usd;
        break;
      case 'tool.call': {
        const row: ToolCallRow = {
          seq: e.seq,
          callId: e.call_id,
          turn: e.turn,
          name: e.name,
          target: target(e.args),
          outcome: 'pending',
        };
        calls.set(e.call_id, row);
        const result = (e.args as { result?: unknown } | null)?.result;
        if (e.name === 'attempt_completion' && typeof result === 'string') completions.set(e.call_id, result);
        s.calls.push(row);
        s.totals.toolCalls += 1;
        break;
      }
      case 'tool.rejected':
        s.totals.rejected += 1;
        if (!call) break;
        call.outcome = 'rejected';
        call.stage = e.stage;
        call.reason = e.message;
        break;
      case 'tool.decision':
        if (e.resolved === 'deny') s.totals.denied += 1;
        if (!call) break;
        call.decision = e.decision;
        call.rule = e.rule;
        if (e.resolved === 'deny') {
          call.outcome = 'denied';
          call.reason = e.reason;
        }
        break;
      case 'tool.result':
        if (!call) break;
        call.outcome = e.ok ? 'ok' : 'error';
        call.durationMs = e.duration_ms;
        if (!e.ok) call.reason = firstLine(e.output);
        if (e.ok && completions.has(e.call_id)) s.completion = completions.get(e.call_id);
        break;
      case 'todo.updated':
        s.todos = e.todos.map(({ text, status }) => ({ text, status }));
        break;
      case 'limit.reached':
        s.limits.push({ limit: e.limit, value: e.value, max: e.max });
        break;
      case 'checks.finished':
        s.checks.push({ command: e.command, exitCode: e.exit_code, durationMs: e.duration_ms });
        break;
      case 'checks.repair':
        s.repairRounds = e.round;
        s.checks = [];
        break;
      case 'delivery.reverted':
      case 'delivery.excluded':
        s.notDelivered.push({
          path: e.path,
          change: e.change,
          rule: e.rule,
          action: e.type === 'delivery.reverted' ? 'reverted' : 'excluded',
        });
        break;
      case 'browser.screenshot':
        s.screenshots.push({ path: e.path, url: e.url });
        break;
      case 'browser.blocked':
        s.browserBlocked += 1;
        break;
      case 'git.committed':
        s.commit = { sha: e.sha, branch: e.branch };
        break;
      case 'pr.created':
      case 'pr.updated':
        s.pr = { operation: e.type === 'pr.created' ? 'created' : 'updated', url: e.url };
        if (e.number !== undefined) s.pr.number = e.number;
        break;
      case 'run.finished':
        s.status = e.status;
        s.exitReason = e.exit_reason;
        s.exitCode = e.exit_code;
        s.pr = e.pr;
        if (typeof e.detail === 'string') s.detail = e.detail;
        // The loop's own counters are authoritative (e.g. duration includes delivery).
        s.totals = {
          turns: e.totals.turns,
          toolCalls: e.totals.tool_calls,
          rejected: e.totals.rejected,
          denied: e.totals.denied,
          inputTokens: e.totals.input_tokens,
          outputTokens: e.totals.output_tokens,
          costUsd: e.totals.cost_usd,
          durationMs: e.totals.duration_ms,
        };
        break;
    }
  }
  if (s.status === 'unfinished') {
    if (events.length > 1)
      s.totals.durationMs = Date.parse(events.at(-1)?.ts ?? '') - Date.parse(events[0]?.ts ?? '');
  }
  return s;
}

const TARGET_KEYS = ['command', 'path', 'regex', 'query', 'mode_slug', 'mode', 'question', 'todos', 'result'];

/** The argument a reader recognizes a call by; compact JSON when there is none. */
export function target(args: unknown): string {
  if (typeof args === 'string') return args;
  if (args && typeof args === 'object' && !Array.isArray(args)) {
    const record = args as Record<string, unknown>;
    if (typeof record.server_name === 'string') {
      const what = [record.tool_name, record.uri].find((v) => typeof v === 'string') ?? '';
      return `${record.server_name}/${what}`;
    }
    for (const key of TARGET_KEYS) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return JSON.stringify(args) ?? '';
}

const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';
