import {
  StreamableHTTPClientTransport,
  type StreamableHTTPClientTransportOptions,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { MAX_MESSAGE_BYTES, bodyMeter, sseEventMeter } from './message-size.ts';

/** The least time between two requests for the stream of server messages (the SDK's own first delay). */
export const STREAM_REOPEN_MS = 1000;

/** Statuses whose response has no body (a Response with one cannot be built). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The SDK's streamable HTTP transport, with every message the server sends held to
 * MAX_MESSAGE_BYTES, as a stdio server's lines are: the SDK reads a JSON answer, an error page or
 * an SSE event whole, and reads on after the call timed out. A server past the limit is
 * disconnected (the connection is closed, so the hub starts it again for the next call). The
 * stream of server messages (a GET) is opened at most once per STREAM_REOPEN_MS: the SDK reopens
 * it after the delay the server asks for (`retry: 0`), and starts counting its attempts again
 * after each stream that ended cleanly, so a server ending it at once would have it reopened
 * hundreds of times a second for the whole run.
 */
export class BoundedHttpTransport extends StreamableHTTPClientTransport {
  /** Why the transport was closed under the server, for error messages; unset otherwise. */
  exitDescription: string | undefined;

  constructor(url: URL, opts: StreamableHTTPClientTransportOptions, maxBytes = MAX_MESSAGE_BYTES) {
    const tooLarge = { handler: (): void => undefined };
    const bounded = boundedFetch(opts.fetch ?? fetch, maxBytes, () => tooLarge.handler());
    super(url, { ...opts, fetch: pacedStreams(bounded, STREAM_REOPEN_MS) });
    tooLarge.handler = () => {
      this.exitDescription ??= `was disconnected: it sent an HTTP message over ${maxBytes} bytes`;
      void this.close();
    };
  }
}

/**
 * A fetch whose response bodies fail (and stop being read) once one message passes `maxBytes`:
 * an SSE stream's event, any other body whole. `onTooLarge` runs after the body failed, so the
 * reader sees the size, not the abort that follows.
 */
export function boundedFetch(base: FetchLike, maxBytes: number, onTooLarge: () => void): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    if (!response.body || NULL_BODY.has(response.status)) return response;
    // The SDK's own reading of the header decides what it parses as SSE.
    const meter =
      mediaTypeEssence(response.headers.get('content-type')) === 'text/event-stream'
        ? sseEventMeter(maxBytes)
        : bodyMeter(maxBytes);
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (!meter.push(chunk)) return controller.enqueue(chunk);
          // Erroring the stream cancels the source: the connection is dropped, nothing more is read.
          controller.error(new Error(`the server sent an HTTP message over ${maxBytes} bytes`));
          queueMicrotask(onTooLarge);
        },
      }),
    );
    const bounded = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    // Redirect handling resolves a Location against the URL the response came from.
    Object.defineProperty(bounded, 'url', { value: response.url });
    return bounded;
  };
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
