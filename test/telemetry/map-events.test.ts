import * as semconv from '@opentelemetry/semantic-conventions/incubating';
import { describe, expect, it } from 'vitest';
import type { AuditEventType } from '../../src/audit/types.ts';
import { INSTRUMENTS } from '../../src/telemetry/instruments.ts';
import { TelemetryMapper, type TelemetryOp } from '../../src/telemetry/map-events.ts';

type Event = [AuditEventType, Record<string, unknown>];

/** Feeds events one millisecond apart; returns every operation in order. */
function map(events: Event[], includeContent = false): TelemetryOp[] {
  const mapper = new TelemetryMapper({ runId: 'r1', model: 'anthropic:claude-x', includeContent });
  return events.flatMap(([type, payload], i) => mapper.observe(type, payload, 1000 + i));
}

const started: Event = ['run.started', { title: 'T', mode: 'code', policy: { source: 'builtin:standard' } }];
const request = (turn: number, depth = 0): Event => [
  'model.request',
  { turn, depth, mode: 'code', messages: [] },
];
const response = (turn: number): Event => [
  'model.response',
  {
    turn,
    stop_reason: 'tool_use',
    usage: { input: 10, output: 5, cache_read: 2, cache_write: 1 },
    cost_usd: 0.01,
    latency_ms: 250,
  },
];
const finished = (status = 'completed'): Event => [
  'run.finished',
  { status, exit_reason: status, exit_code: 0, totals: { duration_ms: 5000 } },
];

const starts = (ops: TelemetryOp[]) =>
  ops.filter((o): o is Extract<TelemetryOp, { op: 'start' }> => o.op === 'start');
const ends = (ops: TelemetryOp[]) =>
  ops.filter((o): o is Extract<TelemetryOp, { op: 'end' }> => o.op === 'end');

describe('TelemetryMapper', () => {
  it('uses only GenAI names the installed semantic conventions define', () => {
    const ops = map(
      [
        started,
        request(1),
        response(1),
        ['tool.call', { call_id: 'c1', turn: 1, name: 'read_file', args: { path: 'a' } }],
        [
          'tool.decision',
          { call_id: 'c1', decision: 'allow', resolved: 'allow', rule: 'read.allow[0]', reason: 'r' },
        ],
        ['tool.result', { call_id: 'c1', ok: true, duration_ms: 3, output_bytes: 1, output: 'x' }],
        finished(),
      ],
      true,
    );
    const known = new Set(
      (Object.values(semconv) as unknown[]).filter((v): v is string => typeof v === 'string'),
    );
    const keys = new Set(
      ops
        .flatMap((o) => ('attributes' in o && o.attributes ? Object.keys(o.attributes) : []))
        .filter((k) => k.startsWith('gen_ai.')),
    );
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expect(known, key).toContain(key);
    for (const name of Object.keys(INSTRUMENTS).filter((n) => n.startsWith('gen_ai.')))
      expect(known, name).toContain(name);
    expect(INSTRUMENTS['gen_ai.client.token.usage'].boundaries[0]).toBe(1);
    const operations = starts(ops)
      .map((s) => s.attributes['gen_ai.operation.name'])
      .filter(Boolean);
    expect(new Set(operations)).toEqual(
      new Set([
        semconv.GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
        semconv.GEN_AI_OPERATION_NAME_VALUE_CHAT,
        semconv.GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
      ]),
    );
    expect(starts(ops).find((s) => s.name === 'chat claude-x')?.attributes).toMatchObject({
      [semconv.ATTR_GEN_AI_PROVIDER_NAME]: semconv.GEN_AI_PROVIDER_NAME_VALUE_ANTHROPIC,
      [semconv.ATTR_GEN_AI_REQUEST_MODEL]: 'claude-x',
    });
  });

  it('counts cached tokens in gen_ai input tokens, as the conventions say, and keeps them apart in nightshift.tokens', () => {
    const ops = map([started, request(1), response(1), finished()]);
    const chat = ends(ops).find((e) => e.attributes?.['gen_ai.usage.input_tokens'] !== undefined);
    expect(chat?.attributes).toMatchObject({
      'gen_ai.usage.input_tokens': 13,
      'gen_ai.usage.cache_read.input_tokens': 2,
      'gen_ai.usage.cache_creation.input_tokens': 1,
    });
    const records = ops.filter((o) => o.op === 'record');
    expect(records).toContainEqual(
      expect.objectContaining({
        instrument: 'gen_ai.client.token.usage',
        value: 13,
        attributes: expect.objectContaining({ 'gen_ai.token.type': 'input' }) as unknown,
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({
        instrument: 'nightshift.tokens',
        value: 10,
        attributes: expect.objectContaining({ 'nightshift.token.type': 'input' }) as unknown,
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ instrument: 'gen_ai.client.operation.duration', value: 0.25 }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ instrument: 'nightshift.run.duration', value: 5 }),
    );
  });

  it('a nested call reusing its parent call id settles the right span; every span ends once', () => {
    const ops = map([
      started,
      request(1),
      response(1),
      ['tool.call', { call_id: 'same', turn: 1, name: 'new_task', args: {} }],
      [
        'tool.decision',
        { call_id: 'same', decision: 'allow', resolved: 'allow', rule: 'default', reason: '' },
      ],
      ['subtask.started', { mode: 'ask', message: 'm', depth: 1 }],
      request(2, 1),
      response(2),
      ['tool.call', { call_id: 'same', turn: 2, name: 'read_file', args: {} }],
      [
        'tool.decision',
        { call_id: 'same', decision: 'deny', resolved: 'deny', rule: 'read.deny[0]', reason: '' },
      ],
      ['subtask.finished', { mode: 'ask', depth: 1, result: 'r' }],
      ['tool.result', { call_id: 'same', ok: true, duration_ms: 1, output_bytes: 1, output: 'r' }],
      finished(),
    ]);
    const spanOf = (name: string) => starts(ops).find((s) => s.name === name)?.span;
    expect(ends(ops).find((e) => e.attributes?.['nightshift.policy.rule'] === 'read.deny[0]')?.name).toBe(
      'execute_tool read_file',
    );
    expect(ends(ops).find((e) => e.name === 'execute_tool new_task')?.attributes).toMatchObject({
      'nightshift.tool.outcome': 'ok',
    });
    // The subtask hangs under the new_task call, its turn under the subtask.
    const subtask = starts(ops).filter((s) => s.name === 'invoke_agent nightshift')[1];
    expect(subtask?.parent).toBe(spanOf('execute_tool'));
    expect(starts(ops).filter((s) => s.name === 'turn')[1]?.parent).toBe(subtask?.span);
    const ended = ends(ops).map((e) => e.span);
    expect([...ended].sort()).toEqual(
      starts(ops)
        .map((s) => s.span)
        .sort(),
    );
    expect(new Set(ended).size).toBe(ended.length);
  });

  it('closes whatever is open when the run ends early, with the reason, and the turn ends at its last event', () => {
    const ops = map([
      started,
      request(1),
      response(1),
      ['tool.call', { call_id: 'c', turn: 1, name: 'execute_command', args: {} }],
      [
        'tool.decision',
        { call_id: 'c', decision: 'allow', resolved: 'allow', rule: 'command.allow[0]', reason: '' },
      ],
      request(2),
      finished('limit'),
    ]);
    expect(ends(ops).find((e) => e.name === 'execute_tool execute_command')?.error).toBe('unfinished: limit');
    const chat2 = starts(ops).filter((s) => s.name === 'chat claude-x')[1];
    expect(ends(ops).find((e) => e.span === chat2?.span)).toMatchObject({ error: 'limit', time: 1006 });
    const turn1 = starts(ops).find((s) => s.name === 'turn');
    expect(ends(ops).find((e) => e.span === turn1?.span)?.time).toBe(1002);
    expect(ends(ops).at(-1)).toMatchObject({
      span: 1,
      error: 'limit',
      attributes: expect.objectContaining({ 'error.type': 'limit' }) as unknown,
    });
  });

  it('a made-up tool name stays out of span names and metric attributes', () => {
    const name = 'x'.repeat(50) + '_exfil_' + Math.random();
    const ops = map([
      started,
      request(1),
      response(1),
      ['tool.call', { call_id: 'c', turn: 1, name, args: {} }],
      ['tool.rejected', { call_id: 'c', stage: 'unknown_tool', message: 'no such tool' }],
      finished(),
    ]);
    for (const o of ops) {
      if ('name' in o && o.name) expect(o.name).not.toContain(name);
      if (o.op === 'record') expect(JSON.stringify(o.attributes)).not.toContain(name);
    }
    expect(ends(ops).find((e) => e.attributes?.['nightshift.tool.requested_name'] === name)?.error).toBe(
      'rejected at the unknown_tool stage',
    );
  });

  it('ignores events before run.started and after run.finished', () => {
    const mapper = new TelemetryMapper({ runId: 'r', model: 'script:s', includeContent: false });
    expect(mapper.observe('model.request', { turn: 1 }, 1)).toEqual([]);
    mapper.observe(...started, 2);
    mapper.observe(...finished(), 3);
    expect(mapper.observe('model.request', { turn: 2 }, 4)).toEqual([]);
  });
});
