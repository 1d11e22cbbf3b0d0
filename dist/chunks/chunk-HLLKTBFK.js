#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

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
  if (err.cause instanceof ModelApiError) return err.cause;
  const e = err;
  const scrub = (text) => opts.secret ? text.split(opts.secret).join("***") : text;
  if (typeof e.status === "number") {
    const detail = cut(scrub(serverMessage(e.error) ?? err.message));
    const hint = STATUS_HINT[e.status] ?? (e.status >= 500 ? "server error" : "error");
    const keyHint = (e.status === 401 || e.status === 403) && opts.keyVar ? ` (check ${opts.keyVar})` : "";
    const headers = e.headers instanceof Headers ? e.headers : void 0;
    if (e.status >= 300 && e.status < 400) {
      const location = cut(scrub(headers?.get("location") ?? "nowhere"));
      return new ModelApiError(
        `${provider} API ${e.status} redirect to ${location} not followed: set base_url to the URL that answers the API itself`,
        "http",
        e.status
      );
    }
    const kind = e.status === 400 && CONTEXT_OVERFLOW.test(detail) ? "context_overflow" : "http";
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
var MAX_ERROR_DETAIL = 1e3;
var cut = (text) => text.length > MAX_ERROR_DETAIL ? `${text.slice(0, MAX_ERROR_DETAIL)}\u2026 (${text.length - MAX_ERROR_DETAIL} more characters)` : text;
function serverMessage(body) {
  if (typeof body !== "object" || body === null) return void 0;
  const b = body;
  const message = typeof b.error?.message === "string" ? b.error.message : b.message;
  return typeof message === "string" ? message : void 0;
}
var describeError = (err) => err instanceof Error ? err.message : String(err);

// src/model/guarded-fetch.ts
var MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
var NULL_BODY_STATUS = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
function guardedFetch(provider, maxBytes = MAX_RESPONSE_BYTES) {
  return async (input, init) => {
    const response = await fetch(input, { ...init, redirect: "manual" });
    if (!response.body || NULL_BODY_STATUS.has(response.status)) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) {
            controller.error(
              new ModelApiError(
                `${provider} response too large: more than ${maxBytes} bytes (a model answer is bounded by its output token limit)`,
                "too_large"
              )
            );
            return;
          }
          controller.enqueue(chunk);
        }
      })
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
  };
}

// src/model/usage.ts
function tokenCount(value) {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (Number.isNaN(n) || n <= 0) return 0;
  return Math.min(n, Number.MAX_SAFE_INTEGER);
}
var normalizeUsage = (u) => ({
  input: tokenCount(u?.input),
  output: tokenCount(u?.output),
  cacheRead: tokenCount(u?.cacheRead),
  cacheWrite: tokenCount(u?.cacheWrite)
});

// src/validate/depth.ts
var MAX_ARGS_DEPTH = 64;
var TOO_DEEP = `arguments nest deeper than ${MAX_ARGS_DEPTH} levels`;
function nestsDeeperThan(value, limit) {
  const stack = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
function boundArgsDepth(call) {
  if (!nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) return call;
  return {
    id: call.id,
    name: call.name,
    args: void 0,
    rawArgs: call.rawArgs ?? stringifyIteratively(call.args),
    parseError: TOO_DEEP
  };
}
function stringifyIteratively(value) {
  const out = [];
  const stack = [];
  const open = (v) => {
    if (v === null || typeof v !== "object") {
      out.push(JSON.stringify(v) ?? "null");
    } else if (Array.isArray(v)) {
      out.push("[");
      stack.push({ close: "]", items: v.map((x) => [null, x]), next: 0 });
    } else {
      out.push("{");
      const entries = Object.entries(v).filter(([, x]) => x !== void 0 && typeof x !== "function");
      stack.push({ close: "}", items: entries, next: 0 });
    }
  };
  open(value);
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const item = top.items[top.next];
    if (!item) {
      out.push(top.close);
      stack.pop();
      continue;
    }
    if (top.next > 0) out.push(",");
    top.next += 1;
    if (item[0] !== null) out.push(`${JSON.stringify(item[0])}:`);
    open(item[1]);
  }
  return out.join("");
}

export {
  ModelApiError,
  isContextOverflow,
  toModelError,
  describeError,
  guardedFetch,
  tokenCount,
  normalizeUsage,
  MAX_ARGS_DEPTH,
  TOO_DEEP,
  nestsDeeperThan,
  boundArgsDepth,
  stringifyIteratively
};
