import {
  StreamableHTTPClientTransport,
  type StreamableHTTPClientTransportOptions,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { MAX_MESSAGE_BYTES, bodyMeter, sseEventMeter } from './message-size.ts';

/** Statuses whose response has no body (a Response with one cannot be built). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The SDK's streamable HTTP transport, with every message the server sends held to
 * MAX_MESSAGE_BYTES, as a stdio server's lines are: the SDK reads a JSON answer, an error page or
 * an SSE event whole, and reads on after the call timed out. A server past the limit is
 * disconnected (the connection is closed, so the hub starts it again for the next call).
 */
export class BoundedHttpTransport extends StreamableHTTPClientTransport {
  /** Why the transport was closed under the server, for error messages; unset otherwise. */
  exitDescription: string | undefined;

  constructor(url: URL, opts: StreamableHTTPClientTransportOptions, maxBytes = MAX_MESSAGE_BYTES) {
    const tooLarge = { handler: (): void => undefined };
    super(url, { ...opts, fetch: boundedFetch(opts.fetch ?? fetch, maxBytes, () => tooLarge.handler()) });
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
