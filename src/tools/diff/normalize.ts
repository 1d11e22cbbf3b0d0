/**
 * Text normalisation for tolerant matching: models often retype code with typographic quotes,
 * dashes or non-breaking spaces, and with different indentation or trailing whitespace.
 */

const PUNCTUATION: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u3000': ' ',
  '\u200B': '',
  '\uFEFF': '',
};
const PUNCTUATION_RE = new RegExp(`[${Object.keys(PUNCTUATION).join('')}]`, 'g');
const NON_ASCII_RE = /[^\t\n\r -~]/;

/** Replaces typographic punctuation and unusual spaces by their ASCII forms. */
export function normalizePunctuation(text: string): string {
  // Most source lines are ASCII: skip the replace (and its allocation) for them.
  if (!NON_ASCII_RE.test(text)) return text;
  return text.replace(PUNCTUATION_RE, (ch) => PUNCTUATION[ch] ?? ch);
}

/** Anything besides printable ASCII with single spaces needs the slow path of `looseLine`. */
const LOOSE_WORK_RE = /[^\x20-\x7E]| {2}/;

/** The key lines are compared by when indentation, spacing and punctuation style may differ. */
export function looseLine(line: string): string {
  const trimmed = line.trim();
  // One regex test per line keeps building the loose view of a large file cheap.
  if (!LOOSE_WORK_RE.test(trimmed)) return trimmed;
  return normalizePunctuation(trimmed).trim().replace(/\s+/g, ' ');
}

/** Tolerates trailing whitespace and typographic punctuation only (indentation must match). */
export function trimEndLine(line: string): string {
  return normalizePunctuation(line).trimEnd();
}

/** Leading whitespace of a line. */
export function indentOf(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? '';
}
