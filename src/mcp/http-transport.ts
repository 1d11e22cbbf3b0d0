import {
  StreamableHTTPClientTransport,
  type StreamableHTTPClientTransportOptions,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mediaTypeEssence } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { MAX_MESSAGE_BYTES, bodyMeter, sseEventMeter } from './message-size.ts';
import { limitInFlight, pacedStreams, withBody } from './request-limits.ts';

/** The least time between two requests for the stream of server messages (the SDK's own first delay). */
export const STREAM_REOPEN_MS = 1000;

/** Requests to one server in flight at once, and waiting for one of those (see limitInFlight). */
export const MAX_IN_FLIGHT = 16;
export const MAX_WAITING = 1000;

/**
 * The SDK's streamable HTTP transport, with every message the server sends held to
 * MAX_MESSAGE_BYTES, as a stdio server's lines are: the SDK reads a JSON answer, an error page or
 * an SSE event whole, and reads on after the call timed out. A server past the limit is
 * disconnected (the connection is closed, so the hub starts it again for the next call). The
 * stream of server messages (a GET) is opened at most once per STREAM_REOPEN_MS: the SDK reopens
 * it after the delay the server asks for (`retry: 0`), and starts counting its attempts again
 * after each stream that ended cleanly, so a server ending it at once would have it reopened
 * hundreds of times a second for the whole run. At most MAX_IN_FLIGHT requests go to the server
 * at once (see limitInFlight).
 */
export class BoundedHttpTransport extends StreamableHTTPClientTransport {
  /** Why the transport was closed under the server, for error messages; unset otherwise. */
  exitDescription: string | undefined;

  constructor(url: URL, opts: StreamableHTTPClientTransportOptions, maxBytes = MAX_MESSAGE_BYTES) {
    const tooLarge = { handler: (): void => undefined };
    const bounded = boundedFetch(opts.fetch ?? fetch, maxBytes, () => tooLarge.handler());
    const limited = limitInFlight(bounded, MAX_IN_FLIGHT, MAX_WAITING);
    super(url, { ...opts, fetch: pacedStreams(limited, STREAM_REOPEN_MS) });
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
    // The SDK's own reading of the header decides what it parses as SSE.
    const meter =
      mediaTypeEssence(response.headers.get('content-type')) === 'text/event-stream'
        ? sseEventMeter(maxBytes)
        : bodyMeter(maxBytes);
    const bounded = withBody(response, (body) =>
      body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            if (!meter.push(chunk)) return controller.enqueue(chunk);
            // Erroring the stream cancels the source: the connection is dropped, nothing more is read.
            controller.error(new Error(`the server sent an HTTP message over ${maxBytes} bytes`));
            queueMicrotask(onTooLarge);
          },
        }),
      ),
    );
    return bounded ?? response;
  };
}
