import type { ProviderEvent } from './types.ts';
import { describeError, ModelApiError } from './errors.ts';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** Backoff before attempt n+1 is a random delay in [0, min(maxDelayMs, baseDelayMs * 2^(n-1))]. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No retry is started when its delay would end later than this after the first attempt began. */
  maxTotalMs?: number;
  /** Source of jitter in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  maxTotalMs: 10 * 60_000,
  random: Math.random,
};

/** HTTP statuses that say "try again later"; 529 is Anthropic's "overloaded". */
const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);

/**
 * Runs `attempt` until it succeeds, retrying rate limits, server errors, connection errors and
 * interrupted streams with exponential backoff and full jitter, honouring the server's
 * retry-after. Every retry is reported before its delay. Other errors are thrown at once.
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  signal: AbortSignal,
  onEvent: ((e: ProviderEvent) => void) | undefined,
  options: RetryOptions = {},
): Promise<T> {
  const o = { ...DEFAULT_RETRY, ...options };
  const started = Date.now();
  for (let n = 1; ; n++) {
    signal.throwIfAborted();
    try {
      return await attempt(n);
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      const status = err instanceof ModelApiError ? err.status : undefined;
      if (!isRetryable(err) || n >= o.maxAttempts) throw err;
      const hinted = err instanceof ModelApiError ? err.retryAfterMs : undefined;
      const delayMs = Math.round(hinted ?? o.random() * Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (n - 1)));
      if (Date.now() - started + delayMs > o.maxTotalMs) throw err;
      onEvent?.({
        type: 'model.retry',
        attempt: n,
        ...(status !== undefined ? { status } : {}),
        error: describeError(err),
        delayMs,
      });
      await sleep(delayMs, signal);
    }
  }
}

export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ModelApiError)) return false;
  // An unreadable body is most often a response cut by a proxy: worth a bounded retry.
  return err.status === undefined
    ? err.kind === 'connection' || err.kind === 'bad_response'
    : RETRYABLE_STATUS.has(err.status);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
