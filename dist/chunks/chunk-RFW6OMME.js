#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32

// src/model/retry-after.ts
function retryAfterMs(headers, now = Date.now()) {
  const ms = Number(headers?.get("retry-after-ms") ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get("retry-after");
  if (!value) return void 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1e3 : void 0;
  const date = Date.parse(value);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}

// src/model/errors.ts
var ModelApiError = class extends Error {
  constructor(message, kind, status, retryAfterMs2) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs2;
  }
  kind;
  status;
  retryAfterMs;
  name = "ModelApiError";
};
var isContextOverflow = (err) => err instanceof ModelApiError && err.kind === "context_overflow";
var STATUS_HINT = {
  400: "bad request",
  401: "authentication failed",
  403: "permission denied",
  404: "not found (check the model name and base URL)",
  413: "request too large",
  429: "rate limited",
  529: "overloaded"
};
var CONTEXT_OVERFLOW = /prompt is too long|context[_ ]length|context window|maximum context|too many (input )?tokens/i;
function toModelError(provider, err, opts) {
  if (!(err instanceof Error) || err.name === "AbortError" || err.name === "APIUserAbortError") return err;
  if (err instanceof ModelApiError) return err;
  const e = err;
  const scrub = (text) => opts.secret ? text.split(opts.secret).join("***") : text;
  if (typeof e.status === "number") {
    const detail = scrub(serverMessage(e.error) ?? err.message);
    const hint = STATUS_HINT[e.status] ?? (e.status >= 500 ? "server error" : "error");
    const keyHint = (e.status === 401 || e.status === 403) && opts.keyVar ? ` (check ${opts.keyVar})` : "";
    const kind = e.status === 400 && CONTEXT_OVERFLOW.test(detail) ? "context_overflow" : "http";
    const headers = e.headers instanceof Headers ? e.headers : void 0;
    return new ModelApiError(
      `${provider} API ${e.status} ${hint}${keyHint}: ${detail}`,
      kind,
      e.status,
      retryAfterMs(headers)
    );
  }
  if (err instanceof SyntaxError) {
    return new ModelApiError(
      scrub(`${provider} sent a response that is not valid JSON: ${err.message}`),
      "bad_response"
    );
  }
  if (opts.inStream || opts.connectionError) {
    const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
    const what = opts.inStream ? "stream interrupted" : "connection error";
    return new ModelApiError(scrub(`${provider} ${what}: ${err.message}${cause}`), "connection");
  }
  return err;
}
function serverMessage(body) {
  if (typeof body !== "object" || body === null) return void 0;
  const b = body;
  const message = typeof b.error?.message === "string" ? b.error.message : b.message;
  return typeof message === "string" ? message : void 0;
}
var describeError = (err) => err instanceof Error ? err.message : String(err);

export {
  ModelApiError,
  isContextOverflow,
  toModelError,
  describeError
};
