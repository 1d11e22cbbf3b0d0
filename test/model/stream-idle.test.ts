import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { ModelApiError } from '../../src/model/errors.ts';
import type { ModelProvider } from '../../src/model/types.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { collect, FAST_RETRY, KEY, request } from './helpers.ts';

/**
 * A stream that stalls after its headers — silent, or sending only keep-alive pings — hits the
 * idle timeout (`model.stream_idle_timeout`) and is retried like a dropped stream, on both wire
 * formats, through the real SDKs.
 */
let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const apis = [
  { provider: 'anthropic', name: 'claude-haiku-4-5', url: () => server.url, key: 'ANTHROPIC_API_KEY' },
  { provider: 'openai', name: 'gpt-4.1', url: () => server.openaiUrl, key: 'OPENAI_API_KEY' },
] as const;

describe.each(apis)('$provider stream idle timeout', (api) => {
  const provider = (timeoutS: number, maxAttempts = 5): ModelProvider =>
    createProvider(
      { provider: api.provider, name: api.name, max_output_tokens: 1024, stream_idle_timeout: timeoutS },
      { [api.key]: KEY },
      { baseUrl: api.url(), retry: { ...FAST_RETRY, maxAttempts } },
    );
  const ask = (p: ModelProvider, onEvent?: ReturnType<typeof collect>['onEvent']) =>
    p.complete(request([{ role: 'user', content: 'hi' }]), new AbortController().signal, onEvent);

  it.each([
    { stall: 'after the headers, keep-alive pings only', stallAfterEvents: 0, pingEveryMs: 50 },
    { stall: 'after the first events, pings only', stallAfterEvents: 2, pingEveryMs: 50 },
    { stall: 'after the headers, silence', stallAfterEvents: 0 },
  ])('a stream stalled $stall is abandoned and retried', async (fault) => {
    server.reply({ text: 'lost answer', ...fault }, { text: 'second try' });
    const { events, onEvent } = collect();
    const started = Date.now();
    const response = await ask(provider(0.3), onEvent);
    expect(response.text).toBe('second try');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'model.retry', attempt: 1 });
    expect(events[0]?.error).toMatch(/stalled/);
    expect(server.requests).toHaveLength(2);
    // The client closed the stalled connection rather than leaving it open.
    expect(server.requests[0]?.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a stream that keeps stalling ends in a retryable connection error naming the timeout', async () => {
    server.reply(
      { text: 'a', stallAfterEvents: 0, pingEveryMs: 50 },
      { text: 'b', stallAfterEvents: 0, pingEveryMs: 50 },
    );
    const err = await ask(provider(0.2, 2)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelApiError);
    expect(err).toMatchObject({ kind: 'connection' });
    expect((err as Error).message).toMatch(/nothing received for 0.2 s \(model.stream_idle_timeout\)/);
  });

  it('a slow but live stream, longer than the timeout in all, is not cut', async () => {
    // Each event comes within the timeout: the watchdog measures the silence between events.
    server.reply({
      text: 'slow but fine',
      toolCalls: [{ name: 'read_file', args: { path: 'a' } }],
      eventGapMs: 120,
    });
    const { events, onEvent } = collect();
    const started = Date.now();
    const response = await ask(provider(0.4), onEvent);
    expect(Date.now() - started).toBeGreaterThan(400);
    expect(response.text).toBe('slow but fine');
    expect(events).toEqual([]);
  });
});
