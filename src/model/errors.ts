import { retryAfterMs } from './retry-after.ts';

/**
 * A model API failure in one shape for both SDKs. `kind` tells the retry loop and the run loop
 * what to do: retry (`connection`, `bad_response`, retryable statuses), elide old tool outputs and ask again
 * (`context_overflow`), or stop with this message (everything else, `too_large` included: a body past
 * MAX_RESPONSE_BYTES).
 */
export class ModelApiError extends Error {
  override name = 'ModelApiError';
  constructor(
    message: string,
    readonly kind: 'http' | 'connection' | 'context_overflow' | 'bad_response' | 'too_large',
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const isContextOverflow = (err: unknown): boolean =>
  err instanceof ModelApiError && err.kind === 'context_overflow';

const STATUS_HINT: Record<number, string> = {
  400: 'bad request',
  401: 'authentication failed',
  403: 'permission denied',
  404: 'not found (check the model name and base URL)',
  413: 'request too large',
  429: 'rate limited',
  529: 'overloaded',
};

const CONTEXT_OVERFLOW =
  /prompt is too long|context[_ ]length|context window|maximum context|too many (input )?tokens/i;

interface SdkErrorLike {
  status?: unknown;
  headers?: unknown;
  error?: unknown;
}

/**
 * Turns what an SDK threw into a ModelApiError (aborts and programming errors pass through).
 * `inStream`: the error came while reading a response body, so the connection broke mid-stream.
 * `connectionError`: the SDK could not connect (its APIConnectionError).
 * The API key is scrubbed from the message in case a server echoes it.
 */
export function toModelError(
  provider: string,
  err: unknown,
  opts: { secret?: string; keyVar?: string; inStream?: boolean; connectionError?: boolean },
): unknown {
  if (!(err instanceof Error) || err.name === 'AbortError' || err.name === 'APIUserAbortError') return err;
  if (err instanceof ModelApiError) return err;
  // guardedFetch's error, wrapped by an SDK's stream helper (OpenAI's keeps it as the cause).
  if (err.cause instanceof ModelApiError) return err.cause;
  const e = err as SdkErrorLike;
  const scrub = (text: string) => (opts.secret ? text.split(opts.secret).join('***') : text);
  if (typeof e.status === 'number') {
    const detail = cut(scrub(serverMessage(e.error) ?? err.message));
    const hint = STATUS_HINT[e.status] ?? (e.status >= 500 ? 'server error' : 'error');
    const keyHint = (e.status === 401 || e.status === 403) && opts.keyVar ? ` (check ${opts.keyVar})` : '';
    const headers = e.headers instanceof Headers ? e.headers : undefined;
    if (e.status >= 300 && e.status < 400) {
      // guardedFetch does not follow redirects: say where the server pointed, and what to do.
      const location = cut(scrub(headers?.get('location') ?? 'nowhere'));
      return new ModelApiError(
        `${provider} API ${e.status} redirect to ${location} not followed: set base_url to the URL that answers the API itself`,
        'http',
        e.status,
      );
    }
    const kind = e.status === 400 && CONTEXT_OVERFLOW.test(detail) ? 'context_overflow' : 'http';
    return new ModelApiError(
      `${provider} API ${e.status} ${hint}${keyHint}: ${detail}`,
      kind,
      e.status,
      retryAfterMs(headers),
    );
  }
  if (err instanceof SyntaxError) {
    return new ModelApiError(
      scrub(`${provider} sent a response that is not valid JSON: ${err.message}`),
      'bad_response',
    );
  }
  if (opts.inStream || opts.connectionError) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
    const what = opts.inStream ? 'stream interrupted' : 'connection error';
    return new ModelApiError(scrub(`${provider} ${what}: ${err.message}${cause}`), 'connection');
  }
  return err;
}

/** Most characters of a server's error message kept: it is repeated in every retry's log line. */
export const MAX_ERROR_DETAIL = 1000;
const cut = (text: string) =>
  text.length > MAX_ERROR_DETAIL
    ? `${text.slice(0, MAX_ERROR_DETAIL)}… (${text.length - MAX_ERROR_DETAIL} more characters)`
    : text;

/** The `message` of an error body: Anthropic `{type, error: {message}}`, OpenAI `{message}` (SDK-unwrapped). */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { message?: unknown; error?: { message?: unknown } };
  const message = typeof b.error?.message === 'string' ? b.error.message : b.message;
  return typeof message === 'string' ? message : undefined;
}

export const describeError = (err: unknown): string => (err instanceof Error ? err.message : String(err));
