import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/audit/schema.ts';
import { rebuildConversation } from '../../src/run/rebuild-conversation.ts';

/** Events as the loop writes them (common fields that the rebuild does not read left out). */
const ev = (type: string, payload: Record<string, unknown>) =>
  ({ v: 1, ts: '', run_id: 'r', prev: '', seq: 0, type, ...payload }) as unknown as AuditEvent;
const request = (messages: unknown[], offset: number, extra: Record<string, unknown> = {}) =>
  ev('model.request', {
    turn: 1,
    mode: 'code',
    depth: 0,
    message_offset: offset,
    messages,
    tools: [],
    request_bytes: 0,
    ...extra,
  });
const response = (calls: { id: string; name: string; args?: unknown }[], text = '') =>
  ev('model.response', {
    turn: 1,
    stop_reason: 'tool_use',
    text,
    tool_calls: calls,
    usage: {},
    cost_usd: 0,
    latency_ms: 0,
  });
const call = (id: string, name: string) => ev('tool.call', { call_id: id, turn: 1, name, args: {} });
const result = (id: string, output: string, ok = true) =>
  ev('tool.result', { call_id: id, ok, duration_ms: 0, output_bytes: 0, output });
const allow = (id: string) =>
  ev('tool.decision', {
    call_id: id,
    decision: 'allow',
    resolved: 'allow',
    rule: 'read.allow[0]',
    reason: 'r',
  });
const task = { role: 'user', content: '<task>\nDo it.\n</task>' };

describe('rebuildConversation', () => {
  it('joins the root requests, leaves subtasks out, and ends with the last response and its outcomes', () => {
    const events = [
      ev('run.started', {}),
      request([task], 0),
      response([{ id: 'n', name: 'new_task', args: { mode: 'ask', message: 'sub' } }]),
      call('n', 'new_task'),
      allow('n'),
      ev('subtask.started', { mode: 'ask', message: 'sub', depth: 1 }),
      request([{ role: 'user', content: 'sub' }], 0, { depth: 1, mode: 'ask' }),
      response([{ id: 'x', name: 'switch_mode', args: { mode_slug: 'debug' } }]),
      call('x', 'switch_mode'),
      ev('mode.switched', { from: 'ask', to: 'debug' }),
      result('x', 'switched'),
      ev('subtask.finished', { mode: 'ask', depth: 1, result: 'sub done' }),
      result('n', 'sub done'),
      request(
        [
          {
            role: 'assistant',
            text: '',
            toolCalls: [{ id: 'n', name: 'new_task', args: { mode: 'ask', message: 'sub' } }],
          },
          { role: 'tool', callId: 'n', name: 'new_task', output: 'sub done', isError: false },
        ],
        1,
      ),
      response([
        { id: 'a', name: 'read_file', args: { path: 'a' } },
        { id: 'd', name: 'execute_command', args: { command: 'curl x' } },
        { id: 'm', name: 'switch_mode', args: { mode_slug: 'architect' } },
        { id: 'b', name: 'read_file', args: { path: 'b' } },
        { id: 'c', name: 'read_file', args: { path: 'c' } },
      ]),
      call('a', 'read_file'),
      allow('a'),
      result('a', 'A'),
      call('d', 'execute_command'),
      ev('tool.decision', {
        call_id: 'd',
        decision: 'deny',
        resolved: 'deny',
        rule: 'command.deny[0]',
        reason: 'curl',
      }),
      call('m', 'switch_mode'),
      allow('m'),
      ev('mode.switched', { from: 'code', to: 'architect' }),
      result('m', 'Switched'),
      call('b', 'read_file'),
      allow('b'),
      // killed here: b started, c never did
    ];
    const rebuilt = rebuildConversation(events);
    expect(rebuilt.mode).toBe('architect');
    expect(rebuilt.responses).toBe(3);
    expect(rebuilt.pending.map((c) => c.id)).toEqual(['b', 'c']);
    expect(rebuilt.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
      'tool',
      'tool',
      'tool',
    ]);
    expect(rebuilt.messages.slice(4)).toEqual([
      { role: 'tool', callId: 'a', name: 'read_file', output: 'A', isError: false },
      {
        role: 'tool',
        callId: 'd',
        name: 'execute_command',
        output:
          'Denied by policy (command.deny[0]): curl. Do not retry this; choose an action the policy allows.',
        isError: true,
      },
      { role: 'tool', callId: 'm', name: 'switch_mode', output: 'Switched', isError: false },
    ]);
  });

  it('calls after an accepted attempt_completion are "not run", not pending; a rejection is its message', () => {
    const rebuilt = rebuildConversation([
      request([task], 0),
      response([
        { id: 'p', name: 'read_file', args: {} },
        { id: 'f', name: 'attempt_completion', args: { result: 'x' } },
        { id: 'g', name: 'read_file', args: { path: 'g' } },
      ]),
      call('p', 'read_file'),
      ev('tool.rejected', { call_id: 'p', stage: 'params', message: 'path is required' }),
      call('f', 'attempt_completion'),
      allow('f'),
      result('f', 'x'),
    ]);
    expect(rebuilt.pending).toEqual([]);
    expect(rebuilt.messages.slice(2).map((m) => (m.role === 'tool' ? m.output : m.role))).toEqual([
      'path is required',
      'x',
      'Not run: attempt_completion ended the task first.',
    ]);
  });

  it('a run stopped during a model request ends with that request; a broken log is refused', () => {
    const rebuilt = rebuildConversation([request([task], 0)]);
    expect(rebuilt).toMatchObject({ messages: [task], pending: [], mode: 'code' });
    expect(() => rebuildConversation([request([task], 0), request([task], 5)])).toThrow(
      /message_offset 5 does not continue the 1 messages/,
    );
    expect(() => rebuildConversation([request([{ role: 'system', content: 'x' }], 0)])).toThrow(
      /messages\.0/,
    );
    expect(() => rebuildConversation([ev('run.started', {})])).toThrow(/no conversation to resume/);
  });
});
