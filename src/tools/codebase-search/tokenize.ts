/** Identifiers and words: letters, digits, `_` and `$`, with inner hyphens (kebab-case) kept. */
const WORD = /[\p{L}\p{N}_$]+(?:-[\p{L}\p{N}_$]+)*/gu;
const ASCII_WORD = /[A-Za-z0-9_$]+(?:-[A-Za-z0-9_$]+)*/g;
/**
 * Where an identifier splits: `_`, `-` and `$`; lower→upper (`parseConfig`); an acronym before a
 * word (`HTTPServer` → HTTP Server); letters↔digits (`utf8`, `v2Parser`).
 */
const PARTS = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu;
const ASCII_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
/** Shorter terms (`a`, `i`, `x`) match nearly everything in code and rank nothing. */
const MIN_TERM = 2;

/**
 * Terms of a text for the code index: each identifier whole (lower-cased) and its parts, so
 * `parseConfigFile`, `parse_config_file` and `parse-config-file` all match a query for "config
 * file" and the whole identifier still ranks an exact match highest. Digits are terms of their own.
 */
export function tokenize(text: string): string[] {
  const ascii = ASCII.test(text);
  const words = ascii ? ASCII_WORD : WORD;
  const parts = ascii ? ASCII_PARTS : PARTS;
  const terms: string[] = [];
  for (const [word] of text.matchAll(words)) {
    if (/^[a-z]+$/.test(word)) {
      if (word.length >= MIN_TERM) terms.push(word); // the common case: one plain lower-case word
      continue;
    }
    const pieces = word.match(parts) ?? [];
    if ((pieces.length !== 1 || pieces[0] !== word) && word.length >= MIN_TERM)
      terms.push(word.toLowerCase());
    for (const piece of pieces)
      if (piece.length >= MIN_TERM || (piece >= '0' && piece <= '9')) terms.push(piece.toLowerCase());
  }
  return terms;
}

/** Occurrences of a term counted at most: BM25 saturates long before, and each costs index time. */
export const MAX_TERM_COUNT = 3;

/** A text's distinct terms, each repeated up to MAX_TERM_COUNT times as often as it occurs. */
export function cappedTerms(text: string): { distinct: string[]; capped: string[] } {
  const counts = new Map<string, number>();
  for (const term of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const capped: string[] = [];
  for (const [term, n] of counts) for (let i = 0; i < Math.min(n, MAX_TERM_COUNT); i++) capped.push(term);
  return { distinct: [...counts.keys()], capped };
}
