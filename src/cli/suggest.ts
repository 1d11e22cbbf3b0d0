import { closest, distance } from 'fastest-levenshtein';

/**
 * The nearest candidate to a mistyped word, when it is near enough to be what was meant: at most
 * two edits, or a third of the letters of a long word, and never the whole word. Pure.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, [...candidates]);
  const d = distance(word, best);
  return d <= Math.max(2, Math.floor(word.length / 3)) && d < word.length ? best : undefined;
}

/** `; did you mean "--policy"?`, or nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const best = nearest(word, candidates);
  return best === undefined ? '' : `; did you mean ${best}?`;
}
