import { afterAll, beforeAll, expect, it } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { collect, FAST_RETRY, KEY, request } from './helpers.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

it.each(['anthropic', 'openai'] as const)(
  '%s: a garbled JSON body is retried with a clear reason',
  async (provider) => {
    server.reset();
    server.fail({ rawBody: '{"id": "msg_1", "content": [' });
    server.reply({ text: 'fine' });
    const p = createProvider(
      { provider, name: 'x', max_output_tokens: 10 },
      {},
      {
        apiKey: KEY,
        baseUrl: provider === 'anthropic' ? server.url : server.openaiUrl,
        stream: false,
        retry: FAST_RETRY,
      },
    );
    const { events, onEvent } = collect();
    const r = await p.complete(
      request([{ role: 'user', content: 'hi' }]),
      new AbortController().signal,
      onEvent,
    );
    expect(r.text).toBe('fine');
    expect(events[0]!.error).toBe(
      `${provider} sent a response that is not valid JSON: Unexpected end of JSON input`,
    );
  },
);
