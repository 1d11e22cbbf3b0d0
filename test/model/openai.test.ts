import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { ModelApiError } from '../../src/model/errors.ts';
import type { Message, ModelProvider } from '../../src/model/types.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { collect, FAST_RETRY, KEY, request } from './helpers.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (stream: boolean, compatible = false): ModelProvider =>
  createProvider(
    compatible
      ? {
          provider: 'openai-compatible',
          name: 'llama3:8b',
          base_url: server.openaiUrl,
          max_output_tokens: 1024,
        }
      : { provider: 'openai', name: 'gpt-4.1-mini', max_output_tokens: 1024 },
    { OPENAI_API_KEY: KEY },
    { ...(compatible ? {} : { baseUrl: server.openaiUrl }), stream, retry: FAST_RETRY },
  );
const signal = () => new AbortController().signal;
type Body = {
  messages: Record<string, unknown>[];
  tools: Record<string, unknown>[];
  max_tokens?: number;
  max_completion_tokens?: number;
  stream_options?: unknown;
};
const body = (i: number) => server.requests[i]!.body as unknown as Body;
const hi: Message[] = [{ role: 'user', content: 'hi' }];

describe.each([false, true])('openai provider (stream: %s)', (stream) => {
  it('runs a multi-turn exchange with tool calls and sends prefix-stable, well-paired requests', async () => {
    const p = provider(stream);
    server.reply(
      {
        text: 'Looking.',
        toolCalls: [
          { id: 'c1', name: 'read_file', args: { path: 'a.ts' } },
          { id: 'c2', name: 'read_file', args: { path: 'b.ts' } },
        ],
        usage: { input: 1000, output: 50, cacheRead: 4000 },
      },
      { toolCalls: [{ id: 'c3', name: 'attempt_completion', args: { result: 'done' } }] },
    );
    const messages: Message[] = [{ role: 'user', content: 'Fix the bug.' }];
    const r1 = await p.complete(request(messages), signal());
    expect(r1).toMatchObject({
      text: 'Looking.',
      toolCalls: [
        { id: 'c1', name: 'read_file', args: { path: 'a.ts' } },
        { id: 'c2', name: 'read_file', args: { path: 'b.ts' } },
      ],
      stopReason: 'tool_use',
      // prompt_tokens 5000 includes 4000 cached: normalized input excludes them.
      usage: { input: 1000, output: 50, cacheRead: 4000, cacheWrite: 0 },
    });
    // gpt-4.1-mini: $0.40 in, $1.60 out, $0.10 cached per MTok.
    expect(r1.costUsd).toBeCloseTo((1000 * 0.4 + 50 * 1.6 + 4000 * 0.1) / 1e6, 12);

    messages.push({ role: 'assistant', text: r1.text, toolCalls: r1.toolCalls });
    messages.push({ role: 'tool', callId: 'c1', name: 'read_file', output: 'A', isError: false });
    messages.push({ role: 'tool', callId: 'c2', name: 'read_file', output: 'no such file', isError: true });
    const r2 = await p.complete(request(messages, 2), signal());
    expect(r2.toolCalls).toEqual([{ id: 'c3', name: 'attempt_completion', args: { result: 'done' } }]);

    const second = body(1);
    expect(second.tools[0]).toEqual({
      type: 'function',
      function: {
        name: 'read_file',
        description: 'Read a file.',
        parameters: {
          type: 'object',
          properties: { path: { type: 'string' } },
          required: ['path'],
          additionalProperties: false,
        },
      },
    });
    expect(second.messages).toEqual([
      { role: 'system', content: 'You are nightshift.' },
      { role: 'user', content: 'Fix the bug.' },
      {
        role: 'assistant',
        content: 'Looking.',
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{"path":"a.ts"}' } },
          { id: 'c2', type: 'function', function: { name: 'read_file', arguments: '{"path":"b.ts"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'A' },
      { role: 'tool', tool_call_id: 'c2', content: 'ERROR: no such file' },
    ]);
    expect(second.max_completion_tokens).toBe(1024);
    expect(second.max_tokens).toBeUndefined();
    expect(second.stream_options).toEqual(stream ? { include_usage: true } : undefined);
    // Prefix-stable: the first request's messages open the second's unchanged.
    const first = JSON.stringify(body(0).messages).slice(0, -1);
    expect(JSON.stringify(second.messages).startsWith(first)).toBe(true);
    for (const req of server.requests) {
      expect(req.raw).not.toContain(KEY);
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    }
  });

  it('speaks to openai-compatible servers at base_url with max_tokens', async () => {
    server.reply({ text: 'hello' });
    const p = provider(stream, true);
    expect(p.id).toBe('openai-compatible:llama3:8b');
    const r = await p.complete(request(hi), signal());
    expect(r).toMatchObject({ text: 'hello', stopReason: 'end_turn', costUsd: 0 });
    expect(body(0)).toMatchObject({ model: 'llama3:8b', max_tokens: 1024 });
    expect(body(0).max_completion_tokens).toBeUndefined();
  });

  it('retries 429 (retry-after-ms), 502 and a dropped connection, reporting each attempt', async () => {
    server.fail({ status: 429, headers: { 'retry-after-ms': '1' } }, { status: 502 }, { drop: true });
    if (stream) server.reply({ text: 'cut', dropAfterEvents: 2 });
    server.reply({ text: 'ok' });
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request(hi), signal(), onEvent);
    expect(r.text).toBe('ok');
    expect(events.map((e) => [e.attempt, e.status, e.delayMs])).toEqual([
      [1, 429, 1],
      [2, 502, 0],
      [3, undefined, 0],
      ...(stream ? [[4, undefined, 0]] : []),
    ]);
    expect(events[2]!.error).toMatch(/^openai connection error/);
    if (stream) expect(events[3]!.error).toMatch(/^openai stream interrupted/);
  });

  it('turns malformed tool-call JSON into a call with rawArgs and parseError', async () => {
    server.reply({ toolCalls: [{ id: 't1', name: 'read_file', rawArgs: '{"path": nope}' }] });
    const r = await provider(stream).complete(request(hi), signal());
    expect(r.toolCalls).toMatchObject([
      { id: 't1', name: 'read_file', args: undefined, rawArgs: '{"path": nope}' },
    ]);
    expect(r.toolCalls[0]!.parseError).toMatch(/JSON/);
  });

  it('re-asks once with a note when the length limit cut a tool call off', async () => {
    server.reply(
      { toolCalls: [{ name: 'write_to_file', rawArgs: '{"path": "a", "content": "lo' }], stop: 'max_tokens' },
      { toolCalls: [{ name: 'write_to_file', args: { path: 'a', content: 'short' } }] },
    );
    const { events, onEvent } = collect();
    const r = await provider(stream).complete(request(hi), signal(), onEvent);
    expect(r.toolCalls).toMatchObject([{ name: 'write_to_file', args: { path: 'a', content: 'short' } }]);
    expect(r.usage.input).toBe(200);
    expect(events).toHaveLength(1);
    expect(body(1).messages.at(-1)).toEqual({
      role: 'user',
      content: expect.stringMatching(/write_to_file call/) as unknown,
    });
  });

  it('re-asks an empty response', async () => {
    server.reply({}, { text: 'there' });
    const r = await provider(stream).complete(request(hi), signal());
    expect(r.text).toBe('there');
    expect(server.requests).toHaveLength(2);
  });

  it('fails at once on 404 and 403 with a clear message', async () => {
    server.fail(
      { status: 404, message: 'The model `gpt-4.1-mini` does not exist' },
      { status: 403, message: 'nope' },
    );
    const p = provider(stream);
    const e404 = await p.complete(request(hi), signal()).catch((e: unknown) => e);
    expect(e404).toBeInstanceOf(ModelApiError);
    expect((e404 as Error).message).toMatch(
      /^openai API 404 not found \(check the model name and base URL\): The model/,
    );
    const e403 = await p.complete(request(hi), signal()).catch((e: unknown) => e);
    expect((e403 as Error).message).toMatch(/403 permission denied \(check OPENAI_API_KEY\)/);
    expect(server.requests).toHaveLength(2);
  });
});

describe('openai provider, streaming only', () => {
  it('retries an error chunk in the middle of a stream', async () => {
    server.reply({ text: 'partial', errorAfterEvents: 2 }, { text: 'complete' });
    const { events, onEvent } = collect();
    const r = await provider(true).complete(request(hi), signal(), onEvent);
    expect(r.text).toBe('complete');
    expect(events[0]!.error).toMatch(/^openai stream interrupted: .*overloaded/);
  });

  it('abandons a request in flight when the signal aborts', async () => {
    server.fail({ hang: true });
    const ac = new AbortController();
    const pending = provider(true).complete(request(hi), ac.signal);
    await expect.poll(() => server.requests.length).toBe(1);
    ac.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('stops when the signal aborts', async () => {
    server.fail({ status: 503, headers: { 'retry-after': '30' } });
    const ac = new AbortController();
    const pending = provider(true).complete(request(hi), ac.signal, () => ac.abort(new Error('cancelled')));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
