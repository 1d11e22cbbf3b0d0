/**
 * Bytes of one message a server may send: a stdio line, an HTTP answer or error page, one event
 * of an SSE stream. One message may be a large resource; the SDK's own stdio transport caps at
 * the same 10 MB. Past it the server is cut off: a message is held whole in memory before it is
 * parsed, so without a bound one answer could take the runner's memory.
 */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** Counts the bytes of the message being received, chunk by chunk. */
export interface MessageMeter {
  /** The chunk's bytes added; true once the message under way has more than the limit. */
  push(chunk: Uint8Array): boolean;
}

/** A whole body is one message (a JSON answer, an error page). */
export function bodyMeter(maxBytes: number): MessageMeter {
  let bytes = 0;
  return { push: (chunk) => (bytes += chunk.length) > maxBytes };
}

/**
 * An SSE stream: each event is a message, ended by a blank line (lines end in `\r\n`, `\n` or
 * `\r`, as the SSE parser reads them), and a stream may go on for the whole run. Blank lines are
 * counted, not trusted to split anything else: the parser holds every byte of an event until it
 * ends. Pure.
 */
export function sseEventMeter(maxBytes: number): MessageMeter {
  let event = 0;
  let line = 0;
  let afterCr = false;
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === 10 && afterCr) {
          // The `\n` of a `\r\n`: the line already ended.
          afterCr = false;
          continue;
        }
        afterCr = byte === 13;
        if (byte === 10 || byte === 13) {
          if (line === 0) event = 0;
          line = 0;
        } else {
          line++;
          if (++event > maxBytes) return true;
        }
      }
      return false;
    },
  };
}
