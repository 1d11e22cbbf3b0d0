import { looksLikeSecretName } from '../policy/secret-names.ts';
import { secretForms, type SecretForm } from './secret-forms.ts';
import { SecretMatcher } from './secret-matcher.ts';

/**
 * Values shorter than this are not registered: a 3-letter "secret" (`dev`, `yes`, `1234`) would
 * blank out ordinary words and numbers everywhere, and such values protect nothing anyway.
 */
export const MIN_SECRET_LENGTH = 6;

const MASK = '***';

/**
 * What replaces one match: `***`, once per line it spans, so redacting text never changes its
 * line count (a page of numbered lines can be redacted whole and split back, a command log keeps
 * the line numbers its reader pages by).
 */
export const maskMatch = (match: string): string => match.replace(/[^\n]+/g, MASK);

/**
 * Replaces secret values by `***` in text and JSON values. It runs on every audit line and every
 * tool output, so all forms of all secrets are compiled once (again only when a secret is added)
 * and text without a secret costs one regex scan (see SecretMatcher).
 *
 * Besides each value as-is it matches the encodings an exfiltration attempt (or an innocent
 * `base64`/`curl`/`xxd -p` call) typically produces: base64 and base64url at each of the three
 * byte alignments a value can have inside a longer encoded string, hex (either case), URL
 * encoding (whole or partial, either case), JSON escaping and the `\303\244` / `\xc3\xa4` byte
 * escapes of git's quoted file names and Python's bytes, each also wrapped over lines. What it
 * cannot catch is listed in docs/audit.md.
 */
export class Redactor {
  readonly #secrets = new Set<string>();
  #matcher: SecretMatcher | null = null;
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

  /** The text with every secret masked; a match over several lines leaves as many lines. */
  redact(text: string): string {
    const matcher = this.#compiled();
    if (!matcher) return text;
    let out = '';
    let from = 0;
    for (const [start, end] of matcher.matches(text)) {
      out += text.slice(from, start) + maskMatch(text.slice(start, end));
      from = end;
    }
    return from === 0 ? text : out + text.slice(from);
  }

  /** What finds the secrets, for redacting a stream piece by piece (RedactStream); null when none. */
  matcher(): SecretMatcher | null {
    return this.#compiled();
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

  #compiled(): SecretMatcher | null {
    if (this.#dirty) {
      const forms = new Map<string, SecretForm>();
      for (const secret of this.#secrets)
        for (const piece of pieces(secret))
          for (const f of secretForms(piece)) if (f.min >= MIN_SECRET_LENGTH) forms.set(f.source, f);
      // Longest first: a secret that contains another is masked whole, not around the shorter one.
      const sorted = [...forms.values()].sort((a, b) => b.min - a.min);
      this.#matcher = sorted.length ? new SecretMatcher(sorted) : null;
      this.#dirty = false;
    }
    return this.#matcher;
  }
}

/**
 * Longer values are matched in pieces of about this many characters: V8 refuses a regular
 * expression for the hex of a 64 KB value ("too large"). Each piece is masked wherever it shows,
 * so the whole value is, in any of the forms (a piece's hex or base64 lies inside the whole
 * value's); only the one or two base64 characters that mix two pieces' bytes are left.
 */
const PIECE_CHARS = 1024;

function pieces(secret: string): string[] {
  const chars = [...secret];
  if (chars.length <= PIECE_CHARS) return [secret];
  const size = Math.ceil(chars.length / Math.ceil(chars.length / PIECE_CHARS));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}
