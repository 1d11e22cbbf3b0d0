import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseAuditLog, readAuditLog } from '../../src/audit/read.ts';
import { auditEventSchema } from '../../src/audit/schema.ts';
import type { AuditEventType } from '../../src/audit/types.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import { tempLog } from './sample-run.ts';

const usage = { input: 1, output: 1, cache_read: 0, cache_write: 0 };
const totals = {
  turns: 1,
  tool_calls: 0,
  rejected: 0,
  denied: 0,
  input_tokens: 1,
  output_tokens: 1,
  cost_usd: 0,
  duration_ms: 5,
};

/** The least each type must carry (a Record, so a new AuditEventType fails to compile here). */
const MINIMAL: Record<AuditEventType, Record<string, unknown>> = {
  'run.started': {
    title: 't',
    prompt_sha256: 'p',
    mode: 'code',
    model: 'script:x',
    policy: { source: 'builtin:standard', sha256: 's' },
    workspace: '/w',
    git_base: null,
    nightshift_version: '0.1.0',
  },
  'model.request': { turn: 1, messages: [], tools: [], request_bytes: 10 },
  'model.response': {
    turn: 1,
    stop_reason: 'end_turn',
    text: '',
    tool_calls: [],
    usage,
    cost_usd: 0,
    latency_ms: 1,
  },
  'model.retry': { turn: 1, attempt: 1, status: 529, error: 'overloaded', delayMs: 500 },
  'tool.call': { call_id: 'c', turn: 1, name: 'read_file', args: null },
  'tool.rejected': { call_id: 'c', stage: 'mode', message: 'not in this mode' },
  'tool.decision': {
    call_id: 'c',
    decision: 'ask',
    resolved: 'deny',
    rule: 'command.default',
    reason: 'no rule',
  },
  'tool.result': { call_id: 'c', ok: false, duration_ms: 1, output_bytes: 0, output: '' },
  'mode.switched': { from: 'code', to: 'ask' },
  'subtask.started': { mode: 'ask', message: 'm' },
  'subtask.finished': { mode: 'ask' },
  'todo.updated': { todos: [] },
  'followup.answered': { question: 'q', answer: 'a' },
  'limit.reached': { limit: 'max_turns', value: 3, max: 3 },
  'context.elided': {},
  'mcp.connected': { server: 'docs', tools: ['search'] },
  'mcp.error': { server: 'docs', error: 'exited' },
  'checks.finished': { command: 'npm test', exit_code: null, duration_ms: 10 },
  'checks.repair': { round: 1, max_rounds: 2, failed: [{ command: 'npm test', exit_code: 1 }] },
  'delivery.reverted': { path: 'a', change: 'added', rule: 'edit.deny[0]', reason: 'r' },
  'delivery.excluded': { path: 'a', change: 'modified', rule: 'invariant:dirty-before-run', reason: 'r' },
  'delivery.refused': { reason: 'r' },
  'sandbox.network': { host: 'registry.npmjs.org', port: 443, decision: 'deny', rule: 'default' },
  'browser.blocked': {
    layer: 'request',
    url: 'http://evil.test/',
    rule: 'browser.default',
    reason: 'r',
  },
  'browser.screenshot': { path: 'screenshots/001-launch.png', bytes: 10, url: 'http://127.0.0.1/' },
  'browser.closed': { reason: 'run_end' },
  'git.committed': { sha: 'abc', branch: 'b' },
  'pr.created': { url: 'file:///out/pull-request.md', branch: 'b' },
  'pr.updated': { url: 'u', number: 1, branch: 'b' },
  'pr.none': {},
  'run.finished': {
    status: 'cancelled',
    exit_reason: 'cancelled',
    exit_code: 130,
    totals,
    pr: { operation: 'none' },
  },
};

describe('auditEventSchema', () => {
  it('has one branch per event type and accepts each type through the writer', () => {
    expect(
      auditEventSchema()
        .options.map((o) => o.shape.type.value)
        .sort(),
    ).toEqual(Object.keys(MINIMAL).sort());
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r' });
    for (const [type, payload] of Object.entries(MINIMAL)) w.emit(type as AuditEventType, payload);
    w.close();
    expect(verifyAuditLog(file)).toMatchObject({ ok: true, lines: 31 });
    expect(readAuditLog(file)[3]).toMatchObject({ type: 'model.retry', delayMs: 500 });
  });

  it('rejects a payload missing a required field, naming it', () => {
    const common = { v: 1, seq: 0, ts: '2026-01-01T00:00:00.000Z', run_id: 'r', prev: '' };
    const { call_id: _dropped, ...noCallId } = MINIMAL['tool.result'];
    const result = auditEventSchema().safeParse({ ...common, type: 'tool.result', ...noCallId });
    expect(result.error?.issues[0]?.path).toEqual(['call_id']);
    expect(auditEventSchema().safeParse({ ...common, type: 'tool.bogus' }).success).toBe(false);
  });

  it('converts to JSON Schema', () => {
    const json = z.toJSONSchema(auditEventSchema()) as { oneOf?: unknown[] };
    expect(json.oneOf).toHaveLength(31);
  });
});

describe('parseAuditLog', () => {
  it('names the file and line of a bad line and skips a cut-short last line', () => {
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r' });
    w.emit('pr.none', {});
    w.emit('pr.none', {});
    w.close();
    const text = readFileSync(file, 'utf8');
    expect(parseAuditLog(`${text}{"v":1,"se`)).toHaveLength(2);
    writeFileSync(file, `${text}{"v":2}\n`);
    expect(() => readAuditLog(file)).toThrow(`${file}:3: not an audit event`);
    expect(() => parseAuditLog('{oops\n', 'x.jsonl')).toThrow(/^x\.jsonl:1: not JSON/);
  });
});
