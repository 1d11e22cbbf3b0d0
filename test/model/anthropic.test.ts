import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { isContextOverflow, ModelApiError } from '../../src/model/errors.ts';
import type { Message, ModelProvider } from '../../src/model/types.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { collect, FAST_RETRY, KEY, request, withoutCacheControl } from './helpers.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (stream: boolean, name = 'claude-haiku-4-5'): ModelProvider =>
  createProvider(
    { provider: 'anthropic', name, max_output_tokens: 1024 },
    { ANTHROPIC_API_KEY: KEY },
    { baseUrl: server.url, stream, retry: FAST_RETRY },
  );
const signal = () => new AbortController().signal;
type Body = {
  system: { cache_control?: unknown }[];
  tools: Record<string, unknown>[];
  messages: { role: string; content: Record<string, unknown>[] }[];
};
const body = (i: number) => server.requests[i]!.body as unknown as Body;

describe.each([false, true])('anthropic provider (stream: %s)', (stream) => {
  it('runs a multi-turn exchange with tool calls and sends cache-friendly, well-paired requests', async () => {
    const p = provider(stream);
    server.reply(
      {
        text: 'Let me look.',
        toolCalls: [{ id: 'tu_1', name: 'read_file', args: { path: 'a.ts' } }],
        usage: { input: 1000, output: 50, cacheWrite: 2000 },
      },
      {
        toolCalls: [{ id: 'tu_2', name: 'attempt_completion', args: { result: 'done' } }],
        usage: { input: 10, output: 5, cacheRead: 3000 },
      },
    );
    const messages: Message[] = [{ role: 'user', content: 'Fix the bug.' }];
    const r1 = await p.complete(request(messages), signal());
    expect(r1).toMatchObject({
      text: 'Let me look.',
      toolCalls: [{ id: 'tu_1', name: 'read_file', args: { path: 'a.ts' } }],
      stopReason: 'tool_use',
      usage: { input: 1000, output: 50, cacheRead: 0, cacheWrite: 2000 },
    });
    // Haiku 4.5: $1 in, $5 out, $1.25 cache write per MTok.
    expect(r1.costUsd).toBeCloseTo((1000 * 1 + 50 * 5 + 2000 * 1.25) / 1e6, 12);

    messages.push({ role: 'assistant', text: r1.text, toolCalls: r1.toolCalls });
    messages.push({ role: 'tool', callId: 'tu_1', name: 'read_file', output: 'const a = 1;', isError: true });
    const r2 = await p.complete(request(messages, 2), signal());
    expect(r2.toolCalls).toEqual([{ id: 'tu_2', name: 'attempt_completion', args: { result: 'done' } }]);
    expect(r2.usage).toEqual({ input: 10, output: 5, cacheRead: 3000, cacheWrite: 0 });

    const second = body(1);
    expect(second.tools[0]).toEqual({
      name: 'read_file',
      description: 'Read a file.',
      input_schema: expect.objectContaining({ required: ['path'] }) as unknown,
    });
    expect(second.tools.map((t) => t.cache_control)).toEqual([undefined, { type: 'ephemeral' }]);
    expect(second.system).toEqual([
      { type: 'text', text: 'You are nightshift.', cache_control: { type: 'ephemeral' } },
    ]);
    expect(second.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Fix the bug.' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me look.' },
          { type: 'tool_use', id: 'tu_1', name: 'read_file', input: { path: 'a.ts' } },
        ],
      },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'tu_1',
            content: 'const a = 1;',
            is_error: true,
            cache_control: { type: 'ephemeral' },
          },
        ],
      },
    ]);
    // Append-only: the first request, without its moving tail marker, is a prefix of the second.
    const firstMessages = withoutCacheControl(JSON.stringify(body(0).messages)).slice(0, -1);
    expect(withoutCacheControl(JSON.stringify(second.messages)).startsWith(firstMessages)).toBe(true);
    expect(body(0).messages[0]!.content[0]!.cache_control).toEqual({ type: 'ephemeral' });

    for (const req of server.requests) {
      expect(req.raw).not.toContain(KEY);
      expect(JSON.stringify(req.headers)).toContain(`Bearer ${KEY}`);
      expect(req.body.stream === true).toBe(stream);
    }
  });

  it('retries 429 (honouring retry-after), 500 and 529, reporting each attempt', async () => {
    server.fail({ status: 429, headers: { 'retry-after': '0' } }, { status: 500 }, { status: 529 });
    server.reply({ text: 'ok' });
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent);
    expect(r.text).toBe('ok');
    expect(events.map((e) => [e.attempt, e.status, e.delayMs])).toEqual([
      [1, 429, 0],
      [2, 500, 0],
      [3, 529, 0],
    ]);
    expect(events[2]!.error).toMatch(/anthropic API 529 overloaded/);
    expect(server.requests).toHaveLength(4);
  });

  it('retries a connection dropped before the response and, when streaming, in the middle of it', async () => {
    server.fail({ drop: true });
    if (stream) server.reply({ text: 'cut', dropAfterEvents: 2 });
    server.reply({ text: 'whole' });
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent);
    expect(r.text).toBe('whole');
    expect(events.map((e) => e.error)).toEqual([
      expect.stringMatching(/^anthropic connection error/),
      ...(stream ? [expect.stringMatching(/^anthropic stream interrupted/) as unknown] : []),
    ]);
  });

  it('re-asks once with a note when max_tokens cut a tool call off, summing usage', async () => {
    // A cut-off object is not JSON, so the JSON API sends what it parsed of it.
    const cut = stream ? { rawArgs: '{"path": "src/very/lo' } : { args: { path: 'src/very/lo' } };
    server.reply(
      { toolCalls: [{ name: 'read_file', ...cut }], stop: 'max_tokens', usage: { input: 100, output: 1024 } },
      { toolCalls: [{ name: 'read_file', args: { path: 'a' } }], usage: { input: 100, output: 10 } },
    );
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent);
    expect(r.toolCalls).toMatchObject([{ name: 'read_file', args: { path: 'a' } }]);
    expect(r.usage).toMatchObject({ input: 200, output: 1034 });
    expect(events).toEqual([
      expect.objectContaining({
        error: expect.stringMatching(/cut off at max_tokens/) as unknown,
        delayMs: 0,
      }) as unknown,
    ]);
    const note = body(1).messages.at(-1)!.content.at(-1)!;
    expect(note.text).toMatch(/output limit of 1024 tokens in the middle of a read_file call/);
  });

  it('returns a second cut-off call with its parse error, for the pipeline to answer', async () => {
    const cut = stream ? { rawArgs: '{"path": "x' } : { args: { path: 'x' } };
    server.reply(
      { toolCalls: [{ name: 'read_file', ...cut }], stop: 'max_tokens' },
      { toolCalls: [{ name: 'read_file', ...cut }], stop: 'max_tokens' },
    );
    const r = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal());
    expect(r.stopReason).toBe('max_tokens');
    expect(r.toolCalls[0]).toMatchObject({
      args: undefined,
      rawArgs: stream ? '{"path": "x' : '{"path":"x"}',
    });
    expect(r.toolCalls[0]!.parseError).toBeTruthy();
  });

  it('re-asks empty responses a bounded number of times', async () => {
    server.reply({}, {}, { text: 'finally' });
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent);
    expect(r.text).toBe('finally');
    expect(events.map((e) => e.error)).toEqual(['empty response; re-asking', 'empty response; re-asking']);
    server.reply({}, {}, {});
    const empty = await provider(stream).complete(request([{ role: 'user', content: 'hi' }]), signal());
    expect(empty).toMatchObject({ text: '', toolCalls: [], usage: { input: 300 } });
  });

  it('fails at once on 401 without the key in the message, and flags context overflow', async () => {
    server.fail({ status: 401, message: `invalid x-api-key ${KEY}` });
    const err = await provider(stream)
      .complete(request([{ role: 'user', content: 'hi' }]), signal())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelApiError);
    expect((err as Error).message).toMatch(
      /^anthropic API 401 authentication failed \(check ANTHROPIC_API_KEY\)/,
    );
    expect((err as Error).message).not.toContain(KEY);
    expect(server.requests).toHaveLength(1);

    server.fail({ status: 400, message: 'prompt is too long: 210000 tokens > 200000 maximum' });
    const overflow = await provider(stream)
      .complete(request([{ role: 'user', content: 'hi' }]), signal())
      .catch((e: unknown) => e);
    expect(isContextOverflow(overflow)).toBe(true);
  });

  it('gives up after the attempt limit with the last error', async () => {
    server.fail(...Array.from({ length: 5 }, () => ({ status: 503 })));
    const { events, onEvent } = collect();
    const err = await provider(stream)
      .complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent)
      .catch((e: unknown) => e);
    expect((err as ModelApiError).status).toBe(503);
    expect(events).toHaveLength(4);
    expect(server.requests).toHaveLength(5);
  });
});

describe('anthropic provider, streaming only', () => {
  it('turns malformed tool-call JSON into a call with rawArgs and parseError', async () => {
    server.reply({ toolCalls: [{ id: 't1', name: 'read_file', rawArgs: '{"path": nope}' }] });
    const r = await provider(true).complete(request([{ role: 'user', content: 'hi' }]), signal());
    expect(r.toolCalls).toEqual([
      {
        id: 't1',
        name: 'read_file',
        args: undefined,
        rawArgs: '{"path": nope}',
        parseError: expect.any(String) as unknown,
      },
    ]);
  });

  it('retries an error event in the middle of a stream', async () => {
    server.reply({ text: 'partial', errorAfterEvents: 3 }, { text: 'complete' });
    const { events, onEvent } = collect();
    const r = await provider(true).complete(request([{ role: 'user', content: 'hi' }]), signal(), onEvent);
    expect(r.text).toBe('complete');
    expect(events[0]!.error).toMatch(/^anthropic stream interrupted: .*Overloaded/);
  });

  it('abandons a request in flight when the signal aborts', async () => {
    server.fail({ hang: true });
    const ac = new AbortController();
    const pending = provider(true).complete(request([{ role: 'user', content: 'hi' }]), ac.signal);
    await expect.poll(() => server.requests.length).toBe(1);
    ac.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('stops when the signal aborts', async () => {
    server.fail({ status: 429, headers: { 'retry-after': '30' } });
    const ac = new AbortController();
    const pending = provider(true).complete(request([{ role: 'user', content: 'hi' }]), ac.signal, () =>
      ac.abort(new Error('cancelled')),
    );
    await expect(pending).rejects.toThrow('cancelled');
  });
});
