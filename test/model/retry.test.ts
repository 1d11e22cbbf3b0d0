import { describe, expect, it } from 'vitest';
import { ModelApiError } from '../../src/model/errors.ts';
import { retryAfterMs } from '../../src/model/retry-after.ts';
import { withRetry } from '../../src/model/retry.ts';
import { collect } from './helpers.ts';

const h = (init: Record<string, string>) => new Headers(init);
const signal = new AbortController().signal;

describe('retryAfterMs', () => {
  it('reads retry-after-ms, seconds and HTTP dates', () => {
    expect(retryAfterMs(h({ 'retry-after-ms': '250.5', 'retry-after': '9' }))).toBe(250.5);
    expect(retryAfterMs(h({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(h({ 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }), now)).toBe(7000);
    expect(retryAfterMs(h({ 'retry-after': 'Wed, 31 Dec 2025 00:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(h({}))).toBeUndefined();
  });
});

describe('withRetry', () => {
  const fail429 = (retryAfter?: number) =>
    new ModelApiError('x API 429 rate limited: slow down', 'http', 429, retryAfter);

  it('backs off exponentially with full jitter, bounded by maxDelayMs', async () => {
    const { events, onEvent } = collect();
    let calls = 0;
    const result = await withRetry(
      () => (++calls < 4 ? Promise.reject(fail429()) : Promise.resolve('ok')),
      signal,
      onEvent,
      { baseDelayMs: 2, maxDelayMs: 5, random: () => 0.5 },
    );
    expect(result).toBe('ok');
    expect(events.map((e) => e.delayMs)).toEqual([1, 2, 3]); // 0.5 × min(5, 2·2^n)
    expect(events[0]).toEqual({
      type: 'model.retry',
      attempt: 1,
      status: 429,
      error: 'x API 429 rate limited: slow down',
      delayMs: 1,
    });
  });

  it('gives up at once when the server asks to wait past the time budget', async () => {
    const { events, onEvent } = collect();
    const err = fail429(60_000);
    await expect(withRetry(() => Promise.reject(err), signal, onEvent, { maxTotalMs: 1000 })).rejects.toBe(
      err,
    );
    expect(events).toEqual([]);
  });

  it('does not retry client errors or unknown errors', async () => {
    let calls = 0;
    const bad = new ModelApiError('x API 400 bad request: no', 'http', 400);
    await expect(withRetry(() => (calls++, Promise.reject(bad)), signal, undefined)).rejects.toBe(bad);
    await expect(
      withRetry(() => (calls++, Promise.reject(new TypeError('bug'))), signal, undefined),
    ).rejects.toThrow('bug');
    expect(calls).toBe(2);
  });
});
