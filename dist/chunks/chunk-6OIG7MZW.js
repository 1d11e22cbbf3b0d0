#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";

// src/audit/secret-forms.ts
var single = (source) => ({ alts: [source], min: 1, max: 1 });
var PREFIX_UNITS = 8;
function secretForms(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const forms = [
    form([...secret].map(textUnit)),
    form([...bytes.toString("hex")].map((d) => single(hexDigit(d))))
  ];
  for (let offset = 0; offset < 3; offset++) forms.push(form([...base64Core(bytes, offset)].map(base64Unit)));
  return forms;
}
function form(units) {
  const source = (us) => us.map((u) => u.alts.length === 1 ? u.alts[0] : `(?:${u.alts.join("|")})`).join("");
  return {
    source: source(units),
    prefix: source(units.slice(0, PREFIX_UNITS)),
    min: units.reduce((n, u) => n + u.min, 0),
    max: units.reduce((n, u) => n + u.max, 0)
  };
}
function textUnit(ch) {
  if (/^[0-9]$/.test(ch)) return single(ch);
  if (/^[A-Za-z]$/.test(ch)) return single(`[${ch.toLowerCase()}${ch.toUpperCase()}]`);
  const bytes = [...Buffer.from(ch, "utf8")];
  const alts = [escapeRegExp(ch), bytes.map((b) => `%${hexByte(b)}`).join("")];
  if (ch === " ") alts.push("\\+");
  const json = JSON.stringify(ch).slice(1, -1);
  if (json !== ch) alts.push(escapeRegExp(json));
  if (ch === "/") alts.push("\\\\/");
  alts.push([...Array(ch.length).keys()].map((i) => `\\\\u${hexUnit(ch.charCodeAt(i))}`).join(""));
  alts.push(...htmlEntities(ch));
  if (/[^\x20-\x7e]/.test(ch)) {
    alts.push(bytes.map((b) => `\\\\${b.toString(8).padStart(3, "0")}`).join(""));
    alts.push(bytes.map((b) => `\\\\x${hexByte(b)}`).join(""));
  }
  if (ch === "\n" || ch === "\r" || new RegExp("^\\p{Cf}$", "u").test(ch)) alts.push("");
  const lengths = alts.map(sourceLength);
  return { alts, min: Math.min(...lengths), max: Math.max(...lengths) };
}
var HTML_NAMES = {
  "&": "amp",
  "<": "lt",
  ">": "gt",
  '"': "quot",
  "'": "apos"
};
function htmlEntities(ch) {
  const code = ch.codePointAt(0);
  const name = HTML_NAMES[ch];
  const hex = [...code.toString(16)].map(hexDigit).join("");
  return [`&#${code};`, `&#[xX]${hex};`, ...name ? [`&${name};`] : []];
}
var base64Unit = (c) => single(c === "+" ? "[+-]" : c === "/" ? "[/_]" : c);
var hexDigit = (d) => /[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d;
var hexByte = (b) => [...b.toString(16).padStart(2, "0")].map(hexDigit).join("");
var hexUnit = (u) => [...u.toString(16).padStart(4, "0")].map(hexDigit).join("");
var sourceLength = (source) => source.replace(/\[[^\]]*\]|\\./g, "_").length;
function base64Core(bytes, offset) {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
  const start = Math.ceil(offset * 8 / 6);
  const end = Math.floor((offset + bytes.length) * 8 / 6);
  return encoded.slice(start, end);
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/audit/secret-matcher.ts
var IGNORED = (
  // eslint-disable-next-line no-control-regex -- NUL and terminal escapes are the point
  /\r?\n(?![\r\n])|[\0\p{Cf}\u034f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]|\x1b\[[0-?]{0,59}[ -/]{0,2}[@-~]/gu
);
var MAY_IGNORE = (
  // eslint-disable-next-line no-control-regex -- NUL and terminal escapes are the point
  /[\0\n\x1b\u00ad\u0600-\u08ff\u180e\u2000-\u206f\ufeff-\ufffb\ud800-\udbff]|\u034f|[\ufe00-\ufe0f]/
);
var MAX_ESCAPE = 64;
var OPEN_ESCAPE = /\x1b(?:\[[0-?]{0,59}[ -/]{0,2})?$/;
var SecretMatcher = class {
  #scan;
  #forms;
  /** Characters of the longest match, not counting the line breaks inside it. */
  #longest;
  /** `forms`: longest first. */
  constructor(forms) {
    this.#scan = new RegExp([...new Set(forms.map((f) => f.prefix))].join("|"), "g");
    this.#forms = forms.map((f) => new RegExp(f.source, "y"));
    this.#longest = Math.max(0, ...forms.map((f) => f.max));
  }
  /** The matches in `text`, leftmost first and not overlapping, as [start, end) of `text`. */
  *matches(text) {
    const unwrapped = unwrap(text);
    const flat = unwrapped.text;
    for (let from = 0; from < flat.length; ) {
      this.#scan.lastIndex = from;
      const hit = this.#scan.exec(flat);
      if (!hit) return;
      const end = this.#wholeAt(flat, hit.index);
      if (end === void 0) {
        from = hit.index + 1;
        continue;
      }
      yield [unwrapped.at(hit.index), unwrapped.at(end - 1) + 1];
      from = end;
    }
  }
  /**
   * Where the end of `text` that the next text could still change the matches of begins (its
   * last characters, as many as the longest match has, what IGNORED takes out not counted, and
   * an escape it ends inside): a match that starts before it is the match the whole text will
   * give, whatever follows.
   */
  undecidedFrom(text) {
    const unwrapped = unwrap(text);
    const open = OPEN_ESCAPE.exec(unwrapped.text.slice(-MAX_ESCAPE));
    const end = unwrapped.text.length - (open ? open[0].length : 0);
    const safe = end - this.#longest + 1;
    return safe <= 0 ? 0 : unwrapped.at(safe);
  }
  /** Where the first spelling that matches whole at `index` ends. */
  #wholeAt(flat, index) {
    for (const re of this.#forms) {
      re.lastIndex = index;
      if (re.test(flat)) return re.lastIndex;
    }
    return void 0;
  }
};
function unwrap(text) {
  if (!MAY_IGNORE.test(text)) return { text, at: (i) => i };
  let taken;
  return {
    text: text.replace(IGNORED, ""),
    at(i) {
      taken ??= breaks(text);
      let lo = 0;
      let hi = taken.flat.length;
      while (lo < hi) {
        const mid = lo + hi >> 1;
        if ((taken.flat[mid] ?? 0) <= i) lo = mid + 1;
        else hi = mid;
      }
      return i + (lo ? taken.before[lo - 1] ?? 0 : 0);
    }
  };
}
function breaks(text) {
  const flat = [];
  const before = [];
  let removed = 0;
  IGNORED.lastIndex = 0;
  for (let m = IGNORED.exec(text); m; m = IGNORED.exec(text)) {
    flat.push(m.index - removed);
    removed += m[0].length;
    before.push(removed);
  }
  return { flat, before };
}

// src/audit/redact.ts
var MIN_SECRET_LENGTH = 6;
var MASK = "***";
var maskMatch = (match) => match.replace(/[^\n]+/g, MASK);
var Redactor = class {
  #secrets = /* @__PURE__ */ new Set();
  #matcher = null;
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
  /** The text with every secret masked; a match over several lines leaves as many lines. */
  redact(text) {
    const matcher = this.#compiled();
    if (!matcher) return text;
    let out = "";
    let from = 0;
    for (const [start, end] of matcher.matches(text)) {
      out += text.slice(from, start) + maskMatch(text.slice(start, end));
      from = end;
    }
    return from === 0 ? text : out + text.slice(from);
  }
  /** What finds the secrets, for redacting a stream piece by piece (RedactStream); null when none. */
  matcher() {
    return this.#compiled();
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
      const forms = /* @__PURE__ */ new Map();
      for (const secret of this.#secrets)
        for (const piece of pieces(secret))
          for (const f of secretForms(piece)) if (f.min >= MIN_SECRET_LENGTH) forms.set(f.source, f);
      const sorted = [...forms.values()].sort((a, b) => b.min - a.min);
      this.#matcher = sorted.length ? new SecretMatcher(sorted) : null;
      this.#dirty = false;
    }
    return this.#matcher;
  }
};
var PIECE_CHARS = 1024;
function pieces(secret) {
  const chars = [...secret];
  if (chars.length <= PIECE_CHARS) return [secret];
  const size = Math.ceil(chars.length / Math.ceil(chars.length / PIECE_CHARS));
  const out = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

export {
  MIN_SECRET_LENGTH,
  maskMatch,
  Redactor
};
