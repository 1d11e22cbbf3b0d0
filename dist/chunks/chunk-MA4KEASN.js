#!/usr/bin/env -S node --max-semi-space-size=2
import {
  looksLikeSecretName
} from "./chunk-FPJNLJJ7.js";

// src/policy/limits.ts
var DEFAULT_LIMITS = {
  max_turns: 50,
  max_tool_calls: 300,
  max_cost_usd: 5,
  max_input_tokens: 3e6,
  max_output_tokens: 5e5,
  timeout: 30 * 6e4,
  command_timeout: 10 * 6e4,
  // A flood (`yes`) writes ~1 GB/s for the whole command_timeout: this bounds the disk it takes.
  max_command_output_bytes: 256 * 1024 * 1024,
  consecutive_mistakes: 5,
  identical_calls: 3
};
var DURATIONS = /* @__PURE__ */ new Set(["timeout", "command_timeout"]);
function effectiveLimits(policyLimits, tighteners, warnings) {
  const limits = { ...policyLimits };
  for (const tightener of tighteners) {
    for (const key of Object.keys(limits)) {
      const value = tightener[key];
      if (value === void 0) continue;
      if (value <= limits[key]) limits[key] = value;
      else
        warnings.push(
          `limits.${key} ${show(key, value)} is looser than the policy's ${show(key, limits[key])}: ignored (a task can only tighten limits)`
        );
    }
  }
  return limits;
}
var show = (key, value) => DURATIONS.has(key) ? `${value / 1e3}s` : String(value);

// src/audit/redact.ts
var MIN_SECRET_LENGTH = 6;
var MASK = "***";
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  #pattern = null;
  #longest = 0;
  #dirty = false;
  /** Registers one value; values shorter than {@link MIN_SECRET_LENGTH} are ignored (see there). */
  addSecret(value) {
    if (!value) return;
    const candidates = [value, value.trim(), ...value.includes("\n") ? value.split(/\r?\n/) : []];
    for (const c of candidates) {
      if (c.length < MIN_SECRET_LENGTH || this.#secrets.has(c)) continue;
      this.#secrets.add(c);
      this.#dirty = true;
    }
  }
  /** Registers the value of every variable whose name looks like a key, token, secret or password. */
  addFromEnv(env) {
    for (const [name, value] of Object.entries(env)) {
      if (looksLikeSecretName(name)) this.addSecret(value);
    }
  }
  /** Number of registered values (before expansion into encoded forms). */
  get size() {
    return this.#secrets.size;
  }
  redact(text) {
    const pattern = this.#compiled();
    if (!pattern) return text;
    return text.replace(pattern, MASK);
  }
  /**
   * The compiled pattern (global) and the length of its longest alternative, for redacting a
   * stream piece by piece (see RedactStream); null when nothing is registered.
   */
  matcher() {
    const pattern = this.#compiled();
    return pattern ? { pattern, longest: this.#longest } : null;
  }
  /**
   * A copy of a JSON value with every string (keys included) redacted. Redacting before
   * serialization, not the serialized line, keeps the JSON valid: a secret can never be cut in
   * the middle of an escape sequence. Values with `toJSON` (Date) are converted first, like
   * JSON.stringify would; functions and undefined are left for JSON.stringify to drop.
   */
  redactDeep(value) {
    if (!this.#compiled()) return value;
    return this.#deep(value);
  }
  #deep(value) {
    if (typeof value === "string") return this.redact(value);
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((v) => this.#deep(v));
    const withJson = value;
    if (typeof withJson.toJSON === "function") return this.#deep(withJson.toJSON());
    const out = /* @__PURE__ */ Object.create(null);
    for (const [k, v] of Object.entries(value)) out[this.redact(k)] = this.#deep(v);
    return out;
  }
  #compiled() {
    if (this.#dirty) {
      const forms = /* @__PURE__ */ new Set();
      for (const s of this.#secrets) for (const f of encodedForms(s)) forms.add(f);
      const sorted = [...forms].sort((a, b) => b.length - a.length);
      this.#pattern = sorted.length ? new RegExp(sorted.map(escapeRegExp).join("|"), "g") : null;
      this.#longest = sorted[0]?.length ?? 0;
      this.#dirty = false;
    }
    return this.#pattern;
  }
};
function encodedForms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const hex = bytes.toString("hex");
  const forms = [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    hex,
    hex.toUpperCase()
  ];
  for (let offset = 0; offset < 3; offset++) {
    const b64 = base64Core(bytes, offset);
    forms.push(b64, b64.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return forms.filter((f) => f.length >= MIN_SECRET_LENGTH);
}
function base64Core(bytes, offset) {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const start = Math.ceil(offset * 8 / 6);
  const end = Math.floor((offset + bytes.length) * 8 / 6);
  return encoded.slice(start, end);
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/tools/truncate.ts
function truncateHeadTail(text, maxBytes, hint = "") {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= maxBytes) return { text, omitted: 0 };
  const headBytes = Math.floor(maxBytes * 0.4);
  const tailBytes = maxBytes - headBytes;
  const head = buf.subarray(0, headBytes).toString("utf8").replace(/\uFFFD$/, "");
  const tail = buf.subarray(buf.length - tailBytes).toString("utf8").replace(/^\uFFFD/, "");
  const omitted = buf.length - headBytes - tailBytes;
  const marker = `
[... ${omitted} bytes omitted${hint ? `; ${hint}` : ""} ...]
`;
  return { text: head + marker + tail, omitted };
}
var MAX_TOOL_OUTPUT_BYTES = 5e4;

export {
  MASK,
  Redactor,
  truncateHeadTail,
  MAX_TOOL_OUTPUT_BYTES,
  DEFAULT_LIMITS,
  effectiveLimits
};
