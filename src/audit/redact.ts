import { looksLikeSecretName } from '../policy/secret-names.ts';

/**
 * Values shorter than this are not registered: a 3-letter "secret" (`dev`, `yes`, `1234`) would
 * blank out ordinary words and numbers everywhere, and such values protect nothing anyway.
 */
export const MIN_SECRET_LENGTH = 6;

export const MASK = '***';

/**
 * Replaces secret values by `***` in text and JSON values. It runs on every audit line and every
 * tool output, so all forms of all secrets are compiled into one regular expression (rebuilt only
 * when a secret is added) and text without a secret costs one regex scan.
 *
 * Besides each value as-is it matches the encodings an exfiltration attempt (or an innocent
 * `base64`/`curl`/`xxd -p` call) typically produces: base64 and base64url at each of the three
 * byte alignments a value can have inside a longer encoded string, hex (either case), URL
 * encoding and JSON escaping. What it cannot catch is listed in docs/audit.md.
 */
export class Redactor {
  readonly #secrets = new Set<string>();
  #pattern: RegExp | null = null;
  #longest = 0;
  #dirty = false;

  /** Registers one value; values shorter than {@link MIN_SECRET_LENGTH} are ignored (see there). */
  addSecret(value: string | undefined | null): void {
    if (!value) return;
    const candidates = [value, value.trim(), ...(value.includes('\n') ? value.split(/\r?\n/) : [])];
    for (const c of candidates) {
      if (c.length < MIN_SECRET_LENGTH || this.#secrets.has(c)) continue;
      this.#secrets.add(c);
      this.#dirty = true;
    }
  }

  /** Registers the value of every variable whose name looks like a key, token, secret or password. */
  addFromEnv(env: Readonly<Record<string, string | undefined>>): void {
    for (const [name, value] of Object.entries(env)) {
      if (looksLikeSecretName(name)) this.addSecret(value);
    }
  }

  /** Number of registered values (before expansion into encoded forms). */
  get size(): number {
    return this.#secrets.size;
  }

  redact(text: string): string {
    const pattern = this.#compiled();
    if (!pattern) return text;
    return text.replace(pattern, MASK);
  }

  /**
   * The compiled pattern (global) and the length of its longest alternative, for redacting a
   * stream piece by piece (see RedactStream); null when nothing is registered.
   */
  matcher(): { pattern: RegExp; longest: number } | null {
    const pattern = this.#compiled();
    return pattern ? { pattern, longest: this.#longest } : null;
  }

  /**
   * A copy of a JSON value with every string (keys included) redacted. Redacting before
   * serialization, not the serialized line, keeps the JSON valid: a secret can never be cut in
   * the middle of an escape sequence. Values with `toJSON` (Date) are converted first, like
   * JSON.stringify would; functions and undefined are left for JSON.stringify to drop.
   */
  redactDeep(value: unknown): unknown {
    if (!this.#compiled()) return value;
    return this.#deep(value);
  }

  #deep(value: unknown): unknown {
    if (typeof value === 'string') return this.redact(value);
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => this.#deep(v));
    const withJson = value as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return this.#deep(withJson.toJSON());
    // No prototype: a `__proto__` key in model-written arguments stays an ordinary, logged key.
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) out[this.redact(k)] = this.#deep(v);
    return out;
  }

  #compiled(): RegExp | null {
    if (this.#dirty) {
      const forms = new Set<string>();
      for (const s of this.#secrets) for (const f of encodedForms(s)) forms.add(f);
      // Longest first: a secret that contains another is masked whole, not around the shorter one.
      const sorted = [...forms].sort((a, b) => b.length - a.length);
      this.#pattern = sorted.length ? new RegExp(sorted.map(escapeRegExp).join('|'), 'g') : null;
      this.#longest = sorted[0]?.length ?? 0;
      this.#dirty = false;
    }
    return this.#pattern;
  }
}

/** The value and its encodings that are still long enough to be matched without false alarms. */
function encodedForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  // JSON-escaped: a password with `"` or `\` inside a tool's JSON output.
  const hex = bytes.toString('hex');
  const forms = [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    hex,
    hex.toUpperCase(),
  ];
  for (let offset = 0; offset < 3; offset++) {
    const b64 = base64Core(bytes, offset);
    forms.push(b64, b64.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return forms.filter((f) => f.length >= MIN_SECRET_LENGTH);
}

/**
 * The base64 characters that depend only on the secret's bytes when it sits `offset` bytes past a
 * 3-byte boundary of a longer encoded string: the first characters mix in the preceding bytes and
 * the last ones the following bytes (or padding), so both ends are cut.
 */
function base64Core(bytes: Buffer, offset: number): string {
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
  const start = Math.ceil((offset * 8) / 6);
  const end = Math.floor(((offset + bytes.length) * 8) / 6);
  return encoded.slice(start, end);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
