import { setTimeout as sleep } from 'node:timers/promises';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';

/** Statuses whose response has no body (a Response with one cannot be built). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** `response` with its body replaced (undefined when it has none to replace). */
export function withBody(
  response: Response,
  wrap: (body: ReadableStream<Uint8Array>) => ReadableStream<Uint8Array>,
): Response | undefined {
  if (!response.body || NULL_BODY.has(response.status)) return undefined;
  const wrapped = new Response(wrap(response.body), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // Redirect handling resolves a Location against the URL the response came from.
  Object.defineProperty(wrapped, 'url', { value: response.url });
  return wrapped;
}

/**
 * A fetch that starts a GET no sooner than `intervalMs` after the previous one started (waiting
 * ends early when the request is aborted: closing the transport is not held up). Other requests
 * are not delayed.
 */
export function pacedStreams(base: FetchLike, intervalMs: number): FetchLike {
  let next = 0;
  return async (url, init) => {
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') {
      const wait = next - Date.now();
      next = Math.max(next, Date.now()) + intervalMs;
      if (wait > 0)
        await sleep(wait, undefined, { signal: init?.signal ?? undefined }).catch(() => undefined);
    }
    return base(url, init);
  };
}

/**
 * A fetch with at most `max` requests in flight (a request is in flight until its response body
 * ended, failed or was cancelled: an SSE stream holds its connection) and at most `maxWaiting`
 * more waiting for one; past that a request fails at once. Every request the server makes of its
 * client (a ping) is answered with a POST: without a bound, a server sending thousands and never
 * answering the POSTs had as many sockets held open in the process that runs everything else.
 */
export function limitInFlight(base: FetchLike, max: number, maxWaiting: number): FetchLike {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active--;
    waiting.shift()?.();
  };
  const acquire = (signal: AbortSignal | null | undefined): Promise<void> => {
    if (active < max) {
      active++;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting)
      return Promise.reject(new Error(`more than ${max + maxWaiting} requests to the server at once`));
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abort);
        active++;
        resolve();
      };
      const abort = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason as Error);
      };
      waiting.push(start);
      signal?.addEventListener('abort', abort, { once: true });
    });
  };
  return async (url, init) => {
    await acquire(init?.signal);
    let response: Response;
    try {
      response = await base(url, init);
    } catch (err) {
      release();
      throw err;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      release();
    };
    const wrapped = withBody(response, (body) => {
      const reader = body.getReader();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const { value, done: end } = await reader.read();
            if (end) {
              finish();
              controller.close();
            } else controller.enqueue(value);
          } catch (err) {
            finish();
            controller.error(err);
          }
        },
        cancel(reason) {
          finish();
          return reader.cancel(reason);
        },
      });
    });
    if (!wrapped) finish();
    return wrapped ?? response;
  };
}
