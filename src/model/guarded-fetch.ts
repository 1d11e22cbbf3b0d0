import { ModelApiError } from './errors.ts';

/**
 * Most bytes one model response body may have (JSON or SSE). A real answer is bounded by the
 * output token limit (64k tokens streamed one OpenAI chunk each are about 15 MB); a server or
 * proxy sending more — an endless stream, a body of hundreds of MB — is cut off here instead of
 * filling memory.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** HTTP statuses whose response can have no body (the Response constructor refuses one). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/**
 * The fetch both SDKs use for the model API:
 * - redirects are not followed: a 3xx reaches the SDK as an HTTP error (see toModelError), so the
 *   conversation (and, where the fetch implementation keeps custom headers across origins, the
 *   API key) is never re-sent to wherever a misbehaving server or proxy points;
 * - the response body is counted as it is read and fails with a non-retried ModelApiError past
 *   `maxBytes`.
 */
export function guardedFetch(provider: string, maxBytes = MAX_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, { ...init, redirect: 'manual' });
    if (!response.body || NULL_BODY_STATUS.has(response.status)) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            controller.error(
              new ModelApiError(
                `${provider} response too large: more than ${maxBytes} bytes (a model answer is bounded by its output token limit)`,
                'too_large',
              ),
            );
            return;
          }
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
