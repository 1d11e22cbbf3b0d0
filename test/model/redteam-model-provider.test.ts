import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { ModelApiError } from '../../src/model/errors.ts';
import { MAX_RESPONSE_BYTES } from '../../src/model/guarded-fetch.ts';
import { collect, FAST_RETRY, KEY, request } from './helpers.ts';

/**
 * A hostile or broken model endpoint, spoken to by the real SDKs over loopback: servers written
 * here by hand because they break the wire formats on purpose.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
interface Raw {
  url: string;
  hits: { path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): void;
}
const open: Raw[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function rawServer(handler: Handler): Promise<Raw> {
  const hits: Raw['hits'] = [];
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      hits.push({ path: req.url ?? '', headers: req.headers, body });
      res.on('error', () => undefined);
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const raw = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    hits,
    close: () => {
      http.closeAllConnections();
      http.close();
    },
  };
  open.push(raw);
  return raw;
}

const providers = ['anthropic', 'openai'] as const;
type Provider = (typeof providers)[number];
const baseOf = (provider: Provider, url: string) => (provider === 'anthropic' ? url : `${url}/v1`);
const make = (provider: Provider, url: string, stream: boolean, name = 'loopback-model') =>
  createProvider(
    { provider, name, max_output_tokens: 100 },
    {},
    { apiKey: KEY, baseUrl: baseOf(provider, url), stream, retry: FAST_RETRY },
  );
const ask = (provider: Provider, url: string, stream: boolean) => {
  const { events, onEvent } = collect();
  const result = make(provider, url, stream)
    .complete(
      request([{ role: 'user', content: 'SECRET-CONVERSATION' }]),
      AbortSignal.timeout(60_000),
      onEvent,
    )
    .then(
      (r) => ({ ok: true as const, r }),
      (err: unknown) => ({ ok: false as const, err }),
    );
  return { events, result };
};

const anthropicJson = (extra: Record<string, unknown>) =>
  JSON.stringify({
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'm',
    content: [{ type: 'text', text: 'ok' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
    ...extra,
  });
const openaiJson = (extra: Record<string, unknown>) =>
  JSON.stringify({
    id: 'c1',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    ...extra,
  });
const json = (res: ServerResponse, text: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(text);
};

describe.each(providers)('%s: redirects are not followed', (provider) => {
  it.each([301, 302, 307, 308].flatMap((status) => [false, true].map((stream) => ({ status, stream }))))(
    '$status (stream $stream): the other host never sees the request, the key or the conversation',
    async ({ status, stream }) => {
      const other = await rawServer((_req, res) =>
        json(res, provider === 'anthropic' ? anthropicJson({}) : openaiJson({})),
      );
      const redirector = await rawServer((req, res) => {
        res.writeHead(status, { location: `${other.url}${req.url ?? ''}` });
        res.end();
      });
      const { result, events } = ask(provider, redirector.url, stream);
      const outcome = await result;
      expect(other.hits).toEqual([]);
      expect(outcome.ok).toBe(false);
      const err = (outcome as { err: unknown }).err;
      expect(err).toBeInstanceOf(ModelApiError);
      expect((err as Error).message).toContain(`${status} redirect to ${other.url}`);
      expect((err as Error).message).toContain('base_url');
      // Not retried: a redirect is configuration, not a transient failure.
      expect(redirector.hits).toHaveLength(1);
      expect(events).toEqual([]);
    },
  );
});

describe.each(providers)('%s: response size is bounded', (provider) => {
  it('a JSON body past MAX_RESPONSE_BYTES fails once, without reading it all', async () => {
    const block = Buffer.alloc(1 << 20, 'a');
    let written = 0;
    const server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const head =
        provider === 'anthropic'
          ? '{"id":"m","type":"message","content":[{"type":"text","text":"'
          : '{"id":"c","choices":[{"index":0,"message":{"role":"assistant","content":"';
      res.write(head);
      const pump = () => {
        while (!res.destroyed && written < 3 * MAX_RESPONSE_BYTES) {
          written += block.length;
          if (!res.write(block)) return void res.once('drain', pump);
        }
        res.end('"}]}');
      };
      pump();
    });
    const { result } = ask(provider, server.url, false);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    const err = (outcome as { err: ModelApiError }).err;
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err.kind).toBe('too_large');
    expect(err.message).toMatch(/response too large: more than \d+ bytes/);
    expect(server.hits).toHaveLength(1);
    expect(written).toBeLessThan(3 * MAX_RESPONSE_BYTES);
  });

  it('an endless stream of deltas ends in the same error, not a stall until the run times out', async () => {
    const server = await rawServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const big = 'b'.repeat(60_000);
      const start =
        provider === 'anthropic'
          ? 'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","model":"m","content":[],"stop_reason":null,"usage":{"input_tokens":1,"output_tokens":1}}}\n\n' +
            'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t1","name":"read_file","input":{}}}\n\n'
          : 'data: {"id":"c","object":"chat.completion.chunk","created":0,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"t1","type":"function","function":{"name":"read_file","arguments":""}}]},"finish_reason":null}]}\n\n';
      const delta =
        provider === 'anthropic'
          ? `event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"${big}"}}\n\n`
          : `data: {"id":"c","object":"chat.completion.chunk","created":0,"model":"m","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"${big}"}}]},"finish_reason":null}]}\n\n`;
      res.write(start);
      const pump = () => {
        while (!res.destroyed) if (!res.write(delta)) return void res.once('drain', pump);
      };
      pump();
    });
    const { result } = ask(provider, server.url, true);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    const err = (outcome as { err: ModelApiError }).err;
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err.kind).toBe('too_large');
    expect(server.hits).toHaveLength(1);
  });
});

describe('usage numbers from a hostile server', () => {
  const cases: { label: string; anthropic: unknown; openai: unknown }[] = [
    {
      label: 'negative',
      anthropic: { input_tokens: -1e12, output_tokens: -5 },
      openai: { prompt_tokens: -1e12, completion_tokens: -5, total_tokens: 0 },
    },
    {
      label: 'strings',
      anthropic: { input_tokens: '1000', output_tokens: 'lots' },
      openai: { prompt_tokens: '1000', completion_tokens: 'lots', total_tokens: 'x' },
    },
    {
      label: 'objects',
      anthropic: { input_tokens: { a: 1 }, output_tokens: [7] },
      openai: { prompt_tokens: { a: 1 }, completion_tokens: [7], total_tokens: null },
    },
    {
      label: 'cached beyond the prompt',
      anthropic: { input_tokens: 1, output_tokens: 1, cache_read_input_tokens: -9 },
      openai: { prompt_tokens: 10, completion_tokens: 1, prompt_tokens_details: { cached_tokens: 1e6 } },
    },
  ];
  // Anthropic's wire format always has usage; a proxy that drops it must not crash the turn.
  const missing = {
    provider: 'anthropic' as const,
    label: 'missing',
    anthropic: undefined,
    openai: undefined,
  };
  it.each([...providers.flatMap((provider) => cases.map((c) => ({ provider, ...c }))), missing])(
    '$provider: $label counts become finite, non-negative numbers and a finite cost',
    async ({ provider, label, ...usage }) => {
      const server = await rawServer((_req, res) =>
        json(
          res,
          provider === 'anthropic'
            ? anthropicJson({ usage: usage.anthropic })
            : openaiJson({ usage: usage.openai }),
        ),
      );
      // A priced model: a negative count would be a negative cost, NaN a cost no limit ever hits.
      const p = make(provider, server.url, false, provider === 'anthropic' ? 'claude-haiku-4-5' : 'gpt-4.1');
      const r = await p.complete(request([{ role: 'user', content: 'hi' }]), AbortSignal.timeout(30_000));
      const { input, output, cacheRead, cacheWrite } = r.usage;
      for (const n of [input, output, cacheRead, cacheWrite, r.costUsd]) {
        expect(typeof n).toBe('number');
        expect(Number.isFinite(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
      }
      if (label === 'strings') expect(r.usage.input).toBe(1000);
    },
  );
});

describe('anthropic: tool input nested 100,000 deep (JSON API)', () => {
  it('comes back as a call for the run loop to bound, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const server = await rawServer((_req, res) =>
      json(
        res,
        anthropicJson({
          content: [{ type: 'tool_use', id: 't1', name: 'read_file', input: 'PLACEHOLDER' }],
          stop_reason: 'tool_use',
        }).replace('"PLACEHOLDER"', `{"path":${deep}}`),
      ),
    );
    const r = await make('anthropic', server.url, false).complete(
      request([{ role: 'user', content: 'hi' }]),
      AbortSignal.timeout(30_000),
    );
    expect(r.toolCalls).toHaveLength(1);
    expect(r.toolCalls[0]).toMatchObject({ id: 't1', name: 'read_file' });
  });

  it('input that is not an object becomes a call with a parse error', async () => {
    const server = await rawServer((_req, res) =>
      json(
        res,
        anthropicJson({
          content: [
            { type: 'tool_use', id: 't1', name: 'read_file', input: ['a'] },
            { type: 'tool_use', id: 't2', name: 'read_file' },
          ],
          stop_reason: 'tool_use',
        }),
      ),
    );
    const r = await make('anthropic', server.url, false).complete(
      request([{ role: 'user', content: 'hi' }]),
      AbortSignal.timeout(30_000),
    );
    expect(r.toolCalls.map((c) => c.parseError)).toEqual([
      'tool arguments must be a JSON object',
      'tool arguments must be a JSON object',
    ]);
  });
});

describe('JSON bodies of the wrong shape', () => {
  const oai = (message: unknown, finish: unknown = 'tool_calls') =>
    openaiJson({ choices: [{ index: 0, message, finish_reason: finish }] });
  const anth = (content: unknown) => anthropicJson({ content, stop_reason: 'tool_use' });
  const call = (fn: unknown, id: unknown = 'a') => ({ tool_calls: [{ id, type: 'function', function: fn }] });
  const bad: { provider: Provider; label: string; body: string }[] = [
    { provider: 'openai', label: 'choices null', body: openaiJson({ choices: null }) },
    {
      provider: 'openai',
      label: 'no message',
      body: openaiJson({ choices: [{ index: 0, finish_reason: 'stop' }] }),
    },
    {
      provider: 'openai',
      label: 'tool_calls an object',
      body: oai({ role: 'assistant', tool_calls: { a: 1 } }),
    },
    { provider: 'anthropic', label: 'content null', body: anth(null) },
    { provider: 'anthropic', label: 'content an object', body: anth({ a: 1 }) },
    { provider: 'anthropic', label: 'a null block', body: anth([null]) },
  ];
  it.each(bad)(
    '$provider: $label is a bad response (retried, then reported), not a TypeError',
    async ({ provider, body }) => {
      const server = await rawServer((_req, res) => json(res, body));
      const { result, events } = ask(provider, server.url, false);
      const outcome = await result;
      expect(outcome.ok).toBe(false);
      const err = (outcome as { err: ModelApiError }).err;
      expect(err).toBeInstanceOf(ModelApiError);
      expect(err.kind).toBe('bad_response');
      expect(err.message).toMatch(new RegExp(`^${provider} response has`));
      expect(events.length).toBeGreaterThan(0);
    },
  );

  const odd: { provider: Provider; label: string; body: string; expected: unknown[] }[] = [
    {
      provider: 'openai',
      label: 'arguments as an object',
      body: oai({ role: 'assistant', ...call({ name: 'read_file', arguments: { path: 'x' } }) }),
      expected: [{ id: 'a', name: 'read_file', args: { path: 'x' } }],
    },
    {
      provider: 'openai',
      label: 'arguments null',
      body: oai({ role: 'assistant', ...call({ name: 'read_file', arguments: null }) }),
      expected: [{ id: 'a', name: 'read_file', args: {} }],
    },
    {
      provider: 'openai',
      label: 'arguments a number',
      body: oai({ role: 'assistant', ...call({ name: 'read_file', arguments: 5 }) }),
      expected: [
        { id: 'a', name: 'read_file', args: undefined, parseError: 'tool arguments must be a JSON object' },
      ],
    },
    {
      provider: 'openai',
      label: 'no function',
      body: oai({ role: 'assistant', tool_calls: [{ id: 'a', type: 'function' }] }),
      expected: [{ id: 'a', name: '', args: {} }],
    },
    {
      provider: 'openai',
      label: 'id and name not strings',
      body: oai({ role: 'assistant', ...call({ name: null, arguments: '{}' }, 7) }),
      expected: [{ id: '', name: '', args: {} }],
    },
    {
      provider: 'anthropic',
      label: 'id and name not strings',
      body: anth([{ type: 'tool_use', id: { a: 1 }, name: null, input: {} }]),
      expected: [{ id: '', name: '', args: {} }],
    },
  ];
  it.each(odd)(
    '$provider: $label becomes calls with string ids and names',
    async ({ provider, body, expected }) => {
      const server = await rawServer((_req, res) => json(res, body));
      const r = await make(provider, server.url, false).complete(
        request([{ role: 'user', content: 'hi' }]),
        AbortSignal.timeout(30_000),
      );
      expect(r.toolCalls).toEqual(expected.map((c): unknown => expect.objectContaining(c)));
    },
  );

  it.each([
    { provider: 'openai' as const, body: oai({ role: 'assistant', content: { a: 1 } }, 'stop') },
    { provider: 'anthropic' as const, body: anthropicJson({ content: [{ type: 'text', text: 5 }] }) },
  ])(
    '$provider: text that is not a string is no text (an empty answer, re-asked)',
    async ({ provider, body }) => {
      const server = await rawServer((_req, res) => json(res, body));
      const { result, events } = ask(provider, server.url, false);
      const outcome = await result;
      expect(outcome).toMatchObject({ ok: true, r: { text: '', toolCalls: [] } });
      expect(events.map((e) => e.error)).toContain('empty response; re-asking');
    },
  );
});

describe('anthropic: streamed events of the wrong shape', () => {
  const sse = (events: Record<string, unknown>[]) =>
    events.map((e) => `event: ${String(e.type)}\ndata: ${JSON.stringify(e)}\n\n`).join('');
  const stream = (res: ServerResponse, text: string) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(text);
  };
  const message = { id: 'm', type: 'message', role: 'assistant', model: 'm', content: [], stop_reason: null };

  it('tool input nested 100,000 deep in content_block_start is a call, not a stack overflow', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const text = sse([
      { type: 'message_start', message: { ...message, usage: { input_tokens: 1, output_tokens: 1 } } },
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'tool_use', id: 't1', name: 'read_file', input: 'PLACEHOLDER' },
      },
      { type: 'content_block_stop', index: 0 },
      { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 2 } },
      { type: 'message_stop' },
    ]).replace('"PLACEHOLDER"', `{"path":${deep}}`);
    const server = await rawServer((_req, res) => stream(res, text));
    const r = await make('anthropic', server.url, true).complete(
      request([{ role: 'user', content: 'hi' }]),
      AbortSignal.timeout(30_000),
    );
    expect(r.toolCalls).toHaveLength(1);
    expect(r.toolCalls[0]).toMatchObject({ id: 't1', name: 'read_file' });
  });

  it('a stream without usage is answered once, with zero counts, not retried as broken', async () => {
    const text = sse([
      { type: 'message_start', message },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'hello' } },
      { type: 'content_block_stop', index: 0 },
      { type: 'message_delta', delta: { stop_reason: 'end_turn' } },
      { type: 'message_stop' },
    ]);
    const server = await rawServer((_req, res) => stream(res, text));
    const { result, events } = ask('anthropic', server.url, true);
    expect(await result).toMatchObject({
      ok: true,
      r: { text: 'hello', usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 } },
    });
    expect(events).toEqual([]);
    expect(server.hits).toHaveLength(1);
  });
});

describe.each(providers)('%s: error bodies from a hostile server', (provider) => {
  it('a megabyte of error message is cut before it reaches every retry event and the final error', async () => {
    const message = `${'overloaded '.repeat(100_000)}END`;
    const server = await rawServer((_req, res) => {
      res.writeHead(529, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(
        JSON.stringify(
          provider === 'anthropic'
            ? { type: 'error', error: { type: 'overloaded_error', message } }
            : { error: { message, type: 'server_error', code: null } },
        ),
      );
    });
    const { result, events } = ask(provider, server.url, true);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    const err = (outcome as { err: ModelApiError }).err;
    expect(err.message.length).toBeLessThan(2000);
    expect(err.message).toMatch(/more characters\)$/);
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.error.length).toBeLessThan(2000);
  });
});
