import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `word`, when it is close enough to be a likely typo (case and `_`/`-`
 * ignored; at most a third of the word's letters off). Used for unknown tools, keys and modes.
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0 || word === '') return undefined;
  const norm = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');
  const target = norm(word);
  const byNorm = new Map(candidates.map((c) => [norm(c), c]));
  const exact = byNorm.get(target);
  if (exact !== undefined) return exact;
  const best = closest(target, [...byNorm.keys()]);
  const allowed = Math.max(1, Math.ceil(target.length / 3));
  return distance(target, best) <= allowed ? byNorm.get(best) : undefined;
}

/** ` (did you mean "x"?)` or nothing. */
export const didYouMean = (word: string, candidates: readonly string[]): string => {
  const hit = suggest(word, candidates);
  return hit === undefined ? '' : ` (did you mean "${hit}"?)`;
};
