/**
 * The spellings of a secret the redactor looks for, as regular expressions over text whose line
 * breaks were taken out (see SecretMatcher: an encoder that wraps its lines, `base64` at 76
 * columns, PEM at 64, `xxd -p` at 60, may break a value anywhere).
 */
export interface SecretForm {
  /** Regex source of the whole spelling. */
  source: string;
  /** Regex source of its first characters, which the scan for candidates looks for. */
  prefix: string;
  /** Length of the shortest text it matches. */
  min: number;
  /** Length of the longest text it matches (line breaks taken out). */
  max: number;
}

/** One character of a spelling: the regex sources it may take and their shortest and longest length. */
interface Unit {
  alts: string[];
  min: number;
  max: number;
}

/** A character with one spelling (a literal or an `[xX]` class). */
const single = (source: string): Unit => ({ alts: [source], min: 1, max: 1 });

/**
 * Characters of each spelling the candidate scan looks for: enough that a false candidate is rare,
 * few enough that the scan's regex stays small however long the secrets are.
 */
const PREFIX_UNITS = 8;

/**
 * The value as written (its ASCII letters in either case), or URL-encoded, or JSON- or
 * HTML-escaped, or its non-ASCII characters' bytes escaped as git and Python escape them (all
 * mixed freely within one value); its hex (either case); its base64 and base64url at each of the
 * three byte alignments a value can have inside a longer encoded string.
 */
export function secretForms(secret: string): SecretForm[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms = [
    form([...secret].map(textUnit)),
    form([...bytes.toString('hex')].map((d) => single(hexDigit(d)))),
  ];
  for (let offset = 0; offset < 3; offset++) forms.push(form([...base64Core(bytes, offset)].map(base64Unit)));
  return forms;
}

function form(units: Unit[]): SecretForm {
  const source = (us: Unit[]) =>
    us.map((u) => (u.alts.length === 1 ? u.alts[0] : `(?:${u.alts.join('|')})`)).join('');
  return {
    source: source(units),
    prefix: source(units.slice(0, PREFIX_UNITS)),
    min: units.reduce((n, u) => n + u.min, 0),
    max: units.reduce((n, u) => n + u.max, 0),
  };
}

/**
 * A character as written, or as URL encoding spells it (hex digits in either case, `+` for a
 * space), or as JSON or HTML escapes it. Letters and digits are only ever written as they are, a
 * letter in either case: `tr`, `upper()`, a slug or a host name change a value's case, which
 * leaves a hex or base32 key (a UUID, a TOTP seed) as good as whole, and any key when the case is
 * swapped (`tr a-zA-Z A-Za-z`). Python's quote() keeps `/`, a form encoder turns a space into `+`: any
 * mix is one match. Any other character may also be a `\uXXXX` escape, whatever JSON.stringify
 * writes: Go's encoding/json escapes `&`, `<` and `>` so, Gson `=` and `'` too. A character
 * outside printable ASCII may be its UTF-8 bytes as git quotes a file name (`\303\244` for `ä`:
 * nightshift's own git output holds names the model chose) or as Python shows bytes
 * (`\xc3\xa4`). A line break in the value may also be gone, as may a format character (the
 * matcher takes both out of the text).
 */
function textUnit(ch: string): Unit {
  if (/^[0-9]$/.test(ch)) return single(ch);
  if (/^[A-Za-z]$/.test(ch)) return single(`[${ch.toLowerCase()}${ch.toUpperCase()}]`);
  const bytes = [...Buffer.from(ch, 'utf8')];
  const alts = [escapeRegExp(ch), bytes.map((b) => `%${hexByte(b)}`).join('')];
  if (ch === ' ') alts.push('\\+');
  const json = JSON.stringify(ch).slice(1, -1);
  if (json !== ch) alts.push(escapeRegExp(json));
  if (ch === '/') alts.push('\\\\/');
  alts.push([...Array(ch.length).keys()].map((i) => `\\\\u${hexUnit(ch.charCodeAt(i))}`).join(''));
  alts.push(...htmlEntities(ch));
  if (/[^\x20-\x7e]/.test(ch)) {
    alts.push(bytes.map((b) => `\\\\${b.toString(8).padStart(3, '0')}`).join(''));
    alts.push(bytes.map((b) => `\\\\x${hexByte(b)}`).join(''));
  }
  if (ch === '\n' || ch === '\r' || /^\p{Cf}$/u.test(ch)) alts.push('');
  const lengths = alts.map(sourceLength);
  return { alts, min: Math.min(...lengths), max: Math.max(...lengths) };
}

/** Entity names of the characters HTML escapers replace (Python's html.escape, templates). */
const HTML_NAMES: Readonly<Record<string, string>> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};

/** A character as HTML writes it: its decimal or hex (either case) reference, or its name. */
function htmlEntities(ch: string): string[] {
  const code = ch.codePointAt(0)!;
  const name = HTML_NAMES[ch];
  const hex = [...code.toString(16)].map(hexDigit).join('');
  return [`&#${code};`, `&#[xX]${hex};`, ...(name ? [`&${name};`] : [])];
}

/** A base64 or base64url character (the two alphabets differ in `+`/`-` and `/`/`_`). */
const base64Unit = (c: string): Unit => single(c === '+' ? '[+-]' : c === '/' ? '[/_]' : c);

const hexDigit = (d: string): string => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d);
const hexByte = (b: number): string => [...b.toString(16).padStart(2, '0')].map(hexDigit).join('');
const hexUnit = (u: number): string => [...u.toString(16).padStart(4, '0')].map(hexDigit).join('');

/** Characters matched by a regex source made of literals, `\x` escapes and `[xX]` classes. */
const sourceLength = (source: string): number => source.replace(/\[[^\]]*\]|\\./g, '_').length;

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
