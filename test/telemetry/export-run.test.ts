import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { startCollector, type CollectedSpan, type Collector } from '../support/otlp-collector.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const SECRET = 'sk-live-0123456789abcdef';
const COLLECTOR_TOKEN = 'collector-token-5f3a9c';

/**
 * A run that reads a file holding a secret, delegates to a subtask, is denied a command and calls
 * a tool that does not exist: every kind of span and outcome a trace can hold.
 */
function fixture(task: Record<string, unknown> = {}) {
  return makeFixture({
    files: { 'notes.txt': `plain note line\nkey: ${SECRET}\n` },
    policy: { extends: 'builtin:standard', command: { default: 'deny', deny: ['curl'] } },
    task,
    script: [
      { ...call('read_file', { path: 'notes.txt' }), usage: { input: 100, output: 20, cache_read: 50 } },
      call('new_task', { mode: 'ask', message: 'Summarize notes.txt' }),
      call('read_file', { path: 'notes.txt' }),
      complete('the notes hold a key'),
      call('execute_command', { command: 'curl https://example.com/x' }),
      call('hack_the_planet', { target: 'everything' }),
      complete('all done'),
    ],
  });
}

function env(collector: Collector, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    MY_SERVICE_API_KEY: SECRET,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer%20${COLLECTOR_TOKEN}`,
    OTEL_SERVICE_NAME: 'ns-test',
    OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=ci,team=platform',
    ...extra,
  };
}

let collectors: Collector[] = [];
afterEach(async () => {
  await Promise.all(collectors.map((c) => c.close()));
  collectors = [];
});
async function collector(mode?: Collector['mode']) {
  const c = await startCollector(mode);
  collectors.push(c);
  return c;
}

const named = (spans: CollectedSpan[], name: string) => spans.filter((s) => s.name === name);
const one = (spans: CollectedSpan[], test: (s: CollectedSpan) => boolean) => {
  const found = spans.filter(test);
  expect(found).toHaveLength(1);
  return found[0] as CollectedSpan;
};

describe('OpenTelemetry export', () => {
  it('exports a trace of the run: turns, model requests and tool calls with decisions and rules', async () => {
    const c = await collector();
    const fx = fixture();
    const lines: string[] = [];
    const result = await runTask({
      taskFile: fx.taskFile,
      pr: false,
      env: env(c),
      progress: (line) => lines.push(line),
    });
    expect(result.status).toBe('completed');
    const spans = c.spans;

    // One trace, one root: the run.
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
    const root = one(spans, (s) => s.parentSpanId === '');
    expect(root.name).toBe('invoke_agent nightshift');
    expect(root.attributes).toMatchObject({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.conversation.id': result.runId,
      'nightshift.run.status': 'completed',
      'nightshift.exit_reason': result.exitReason,
      'nightshift.tool_calls.denied': 1,
      'nightshift.tool_calls.rejected': 1,
      'gen_ai.usage.input_tokens': 150,
      'gen_ai.usage.output_tokens': 20,
      'gen_ai.usage.cache_read.input_tokens': 50,
    });
    expect(root.resource).toMatchObject({
      'service.name': 'ns-test',
      'deployment.environment': 'ci',
      team: 'platform',
    });

    // Turns: 5 of the task under the run, 2 of the subtask under its invoke_agent span.
    const turns = named(spans, 'turn');
    expect(turns).toHaveLength(7);
    const subtask = one(spans, (s) => s.name === 'invoke_agent nightshift' && s.parentSpanId !== '');
    const newTask = one(spans, (s) => s.name === 'execute_tool new_task');
    expect(subtask.parentSpanId).toBe(newTask.spanId);
    expect(subtask.attributes).toMatchObject({ 'nightshift.mode': 'ask', 'nightshift.depth': 1 });
    const turnNo = (s: CollectedSpan) => s.attributes['nightshift.turn'];
    expect(
      turns
        .filter((t) => t.parentSpanId === root.spanId)
        .map(turnNo)
        .sort(),
    ).toEqual([1, 2, 5, 6, 7]);
    expect(
      turns
        .filter((t) => t.parentSpanId === subtask.spanId)
        .map(turnNo)
        .sort(),
    ).toEqual([3, 4]);

    // A chat span per model request, a child of its turn.
    const chats = spans.filter((s) => s.attributes['gen_ai.operation.name'] === 'chat');
    expect(chats).toHaveLength(7);
    for (const chat of chats) {
      const turn = one(turns, (t) => t.spanId === chat.parentSpanId);
      expect(chat.attributes['nightshift.turn']).toBe(turnNo(turn));
      expect(chat.name).toBe(`chat ${String(chat.attributes['gen_ai.request.model'])}`);
      expect(chat.kind).toBe(3); // SPAN_KIND_CLIENT
    }
    expect(one(chats, (s) => turnNo(s) === 1).attributes).toMatchObject({
      'gen_ai.provider.name': 'script',
      'gen_ai.usage.input_tokens': 150,
      'gen_ai.usage.output_tokens': 20,
      'gen_ai.usage.cache_read.input_tokens': 50,
      'gen_ai.response.finish_reasons': ['tool_use'],
    });

    // Tool calls: the rule behind each decision, the stage of each rejection.
    const reads = named(spans, 'execute_tool read_file');
    expect(reads).toHaveLength(2);
    expect(reads[0]?.attributes).toMatchObject({
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.name': 'read_file',
      'gen_ai.tool.call.id': 'call_1_1',
      'nightshift.policy.decision': 'allow',
      'nightshift.tool.outcome': 'ok',
    });
    expect(reads.every((r) => typeof r.attributes['nightshift.policy.rule'] === 'string')).toBe(true);
    const denied = one(spans, (s) => s.name === 'execute_tool execute_command');
    expect(denied.attributes).toMatchObject({
      'gen_ai.tool.name': 'execute_command',
      'nightshift.policy.resolved': 'deny',
      'nightshift.tool.outcome': 'denied',
    });
    // The rule the audit log names for that decision.
    const decision = fx
      .events(result.auditLog)
      .find((e) => e.type === 'tool.decision' && e.call_id === denied.attributes['gen_ai.tool.call.id']);
    expect(decision?.resolved).toBe('deny');
    expect(denied.attributes['nightshift.policy.rule']).toBe(decision?.rule);
    expect(denied.attributes['nightshift.policy.rule']).toMatch(/^command\.deny\[\d+\]/);
    expect(denied.status).toEqual({ code: 2, message: `denied by ${String(decision?.rule)}` });
    expect(turnNo(one(turns, (t) => t.spanId === denied.parentSpanId))).toBe(5);
    const unknown = one(spans, (s) => s.attributes['nightshift.tool.rejection_stage'] === 'unknown_tool');
    // A name the model made up stays out of the span name and gen_ai.tool.name.
    expect(unknown.name).toBe('execute_tool');
    expect(unknown.attributes['gen_ai.tool.name']).toBeUndefined();
    expect(unknown.attributes['nightshift.tool.requested_name']).toBe('hack_the_planet');
    expect(unknown.status.code).toBe(2);

    // Children start and end inside their parents.
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    for (const s of spans.filter((x) => x.parentSpanId)) {
      const parent = byId.get(s.parentSpanId);
      expect(parent, s.name).toBeDefined();
      expect(s.startMs).toBeGreaterThanOrEqual((parent as CollectedSpan).startMs);
      expect(s.endMs).toBeLessThanOrEqual((parent as CollectedSpan).endMs);
    }

    // Metrics.
    const point = (metric: string, attrs: Record<string, unknown>) =>
      c.points.filter(
        (p) => p.metric === metric && Object.entries(attrs).every(([k, v]) => p.attributes[k] === v),
      );
    expect(point('gen_ai.client.token.usage', { 'gen_ai.token.type': 'input' })[0]).toMatchObject({
      unit: '{token}',
      value: 150,
      count: 7,
    });
    expect(point('gen_ai.client.token.usage', { 'gen_ai.token.type': 'output' })[0]?.value).toBe(20);
    expect(point('nightshift.tokens', { 'nightshift.token.type': 'cache_read' })[0]?.value).toBe(50);
    expect(
      point('nightshift.tool.calls', { 'gen_ai.tool.name': 'read_file', 'nightshift.tool.outcome': 'ok' })[0]
        ?.value,
    ).toBe(2);
    expect(
      point('nightshift.tool.calls', {
        'gen_ai.tool.name': '_OTHER',
        'nightshift.tool.outcome': 'rejected',
      })[0]?.value,
    ).toBe(1);
    expect(
      point('nightshift.tool.denials', {
        'gen_ai.tool.name': 'execute_command',
        'nightshift.policy.rule': denied.attributes['nightshift.policy.rule'],
      })[0]?.value,
    ).toBe(1);
    expect(point('nightshift.run.duration', { 'nightshift.run.status': 'completed' })[0]?.count).toBe(1);
    expect(point('nightshift.cost', {})).toHaveLength(1);

    // The collector's credentials went to the collector, and nowhere else.
    expect(c.requests.map((r) => r.headers.authorization)).toContain(`Bearer ${COLLECTOR_TOKEN}`);
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(COLLECTOR_TOKEN);
    expect(lines.join('\n')).not.toContain(COLLECTOR_TOKEN);
    expect(lines.filter((l) => l.includes('telemetry'))).toEqual([]);
  });

  it('exports no prompt, response, argument or output by default', async () => {
    const c = await collector();
    const result = await runTask({ taskFile: fixture().taskFile, pr: false, env: env(c) });
    expect(result.status).toBe('completed');
    const bodies = c.requests.map((r) => r.body).join('\n');
    expect(bodies).toContain('execute_tool read_file');
    for (const text of [
      'plain note line',
      SECRET,
      'Do the thing.',
      'Summarize notes.txt',
      'example.com',
      'all done',
    ])
      expect(bodies).not.toContain(text);
    const contentKeys = [
      'gen_ai.input.messages',
      'gen_ai.output.messages',
      'gen_ai.tool.call.arguments',
      'gen_ai.tool.call.result',
      'nightshift.policy.reason',
      'nightshift.tool.message',
      'nightshift.detail',
    ];
    for (const s of c.spans) for (const key of contentKeys) expect(s.attributes).not.toHaveProperty([key]);
  });

  it.each([
    ['telemetry.include_content', { telemetry: { include_content: true } }, {}],
    [
      'OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT',
      {},
      { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true' },
    ],
  ])(
    'with %s, content is exported redacted: a secret in a tool output never reaches the collector',
    async (_, task, extra) => {
      const c = await collector();
      const result = await runTask({ taskFile: fixture(task).taskFile, pr: false, env: env(c, extra) });
      expect(result.status).toBe('completed');
      const bodies = c.requests.map((r) => r.body).join('\n');
      expect(bodies).not.toContain(SECRET);
      expect(bodies).not.toContain(Buffer.from(SECRET).toString('base64').slice(4, -4));
      const read = named(c.spans, 'execute_tool read_file')[0];
      expect(read?.attributes['gen_ai.tool.call.arguments']).toBe('{"path":"notes.txt"}');
      expect(read?.attributes['gen_ai.tool.call.result']).toContain('plain note line');
      expect(read?.attributes['gen_ai.tool.call.result']).toContain('key: ***');
      const firstChat = c.spans.find(
        (s) => s.attributes['gen_ai.operation.name'] === 'chat' && s.attributes['nightshift.turn'] === 1,
      );
      const input = JSON.parse(String(firstChat?.attributes['gen_ai.input.messages'])) as {
        role: string;
        parts: { content?: string }[];
      }[];
      expect(input[0]?.role).toBe('user');
      expect(input[0]?.parts[0]?.content).toContain('Do the thing.');
      const output = JSON.parse(String(firstChat?.attributes['gen_ai.output.messages'])) as {
        parts: { type: string; name?: string }[];
      }[];
      expect(output[0]?.parts).toContainEqual(
        expect.objectContaining({ type: 'tool_call', name: 'read_file' }),
      );
      const denied = named(c.spans, 'execute_tool execute_command')[0];
      expect(denied?.attributes['nightshift.policy.reason']).toEqual(expect.any(String));
    },
  );

  it.each(['fail', 'hang'] as const)(
    'a collector that %ss does not fail the run: a warning, and the run ends',
    async (mode) => {
      const c = await collector(mode);
      const lines: string[] = [];
      const result = await runTask({
        taskFile: fixture().taskFile,
        pr: false,
        env: env(c, { OTEL_EXPORTER_OTLP_TIMEOUT: '300' }),
        progress: (line) => lines.push(line),
      });
      expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
      expect(c.requests.length).toBeGreaterThan(0);
      const warnings = lines.filter((l) => l.startsWith('warning: telemetry'));
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.join('\n')).toMatch(mode === 'fail' ? /HTTP 500/ : /timed out|did not finish/);
      expect(lines.join('\n')).not.toContain(COLLECTOR_TOKEN);
    },
  );

  it('a collector that is down does not fail the run', async () => {
    const c = await collector();
    const url = c.url;
    await c.close();
    collectors = [];
    const lines: string[] = [];
    const result = await runTask({
      taskFile: fixture().taskFile,
      pr: false,
      env: { ...env(c), OTEL_EXPORTER_OTLP_ENDPOINT: url },
      progress: (line) => lines.push(line),
    });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(lines.filter((l) => l.startsWith('warning: telemetry')).join('\n')).toMatch(/ECONNREFUSED/);
  });

  it.each([
    ['OTEL_SDK_DISABLED=true', {}, { OTEL_SDK_DISABLED: 'true' }],
    ['telemetry.enabled: false', { telemetry: { enabled: false } }, {}],
    [
      'OTEL_TRACES_EXPORTER and OTEL_METRICS_EXPORTER none',
      {},
      { OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: 'none' },
    ],
  ])('%s: no request reaches the collector', async (_, task, extra) => {
    const c = await collector();
    const result = await runTask({ taskFile: fixture(task).taskFile, pr: false, env: env(c, extra) });
    expect(result.status).toBe('completed');
    expect(c.requests).toEqual([]);
  });

  it('the task block points at the collector and sends its headers, ${VAR} expanded', async () => {
    const c = await collector();
    const fx = fixture({
      telemetry: {
        endpoint: c.url,
        headers: { 'x-team-key': '${TEAM_TELEMETRY_KEY}' },
        service_name: 'from-task',
        metrics: false,
      },
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      pr: false,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TEAM_TELEMETRY_KEY: 'team-key-77aa11' },
    });
    expect(result.status).toBe('completed');
    expect(c.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/traces']));
    expect(c.requests.map((r) => r.path)).not.toContain('/v1/metrics');
    expect(c.requests[0]?.headers['x-team-key']).toBe('team-key-77aa11');
    expect(c.spans[0]?.resource['service.name']).toBe('from-task');
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain('team-key-77aa11');
  });
});
