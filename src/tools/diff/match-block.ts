import { distance } from 'fastest-levenshtein';
import { type BlankEdges, blankEdges } from './blank-edges.ts';
import { type LineIndex, tokensOf } from './line-index.ts';
import { looseLine } from './normalize.ts';

export type MatchKind = 'exact' | 'loose' | 'fuzzy';

export interface Candidate {
  /** 0-based first line and exclusive end line in the file. */
  start: number;
  end: number;
  similarity: number;
}

export type BlockMatch =
  | ({ ok: true; kind: MatchKind; skipped?: BlankEdges } & Candidate)
  | { ok: false; reason: 'ambiguous'; kind: MatchKind; starts: number[]; similarity: number }
  | { ok: false; reason: 'no_match'; best?: Candidate }
  | { ok: false; reason: 'too_large'; chars: number };

export interface MatchOptions {
  /** 0-based line where the caller expects the block (from :start_line:). */
  hint?: number;
  /** Minimum similarity (0..1) a fuzzy candidate needs. */
  threshold: number;
  /**
   * Before the fuzzy stage, look for SEARCH without its blank first and last lines (exactly); a
   * match found so reports them as `skipped`.
   */
  blankEdges?: boolean;
}

/** Lines that occur more often than this say nothing about where a block is (`}`, blank lines). */
const MAX_ANCHOR_OCCURRENCES = 32;
/** Rare keys (lines or identifiers) found per block before candidates are ranked. */
const MAX_ANCHOR_KEYS = 4;
/** Keys looked up per block and stage, found or not: bounds the scans of a large file. */
const MAX_KEY_LOOKUPS = 8;
/** How many anchored candidate windows get a Levenshtein comparison; bounds the fuzzy stage. */
const MAX_FUZZY_CANDIDATES = 24;
/** Lines around a hint whose windows are all compared, whatever the anchors say. */
const HINT_RADIUS = 20;
/** Below this many characters × windows, every window is compared: small files need no anchors. */
const FULL_SCAN_BUDGET = 250_000;
/**
 * Longest SEARCH text (in characters, loosely normalised) the fuzzy stage compares: Levenshtein
 * costs length × length / 32 steps per candidate, so larger blocks must match exactly or loosely.
 */
export const MAX_FUZZY_CHARS = 10_000;
/** Occurrences collected for an ambiguity report. */
export const MAX_REPORTED = 20;

/**
 * Finds where `search` (LF lines) sits in the file: exact text first, then ignoring indentation,
 * spacing and typographic punctuation, then (with `blankEdges`) exactly without blank first and
 * last lines, then the most similar candidate window. Pure.
 */
export function matchBlock(index: LineIndex, search: readonly string[], opts: MatchOptions): BlockMatch {
  const { hint } = opts;
  return (
    matchExact(index, search, hint) ??
    matchLoose(index, search, hint) ??
    (opts.blankEdges ? matchInsideBlankEdges(index, search, hint) : undefined) ??
    fuzzy(index, search.map(looseLine), opts)
  );
}

function matchExact(
  index: LineIndex,
  search: readonly string[],
  hint: number | undefined,
): BlockMatch | undefined {
  const m = search.length;
  const needle = search.join('\n');
  // With a correct hint the block is checked in place: no scan at all.
  if (hint !== undefined && index.exact.hasLinesAt(hint, needle))
    return { ok: true, kind: 'exact', start: hint, end: hint + m, similarity: 1 };
  return pick(index.exact.findLines(needle, MAX_REPORTED), m, hint, 'exact');
}

function matchLoose(
  index: LineIndex,
  search: readonly string[],
  hint: number | undefined,
): BlockMatch | undefined {
  const needle = search.map(looseLine).join('\n');
  return pick(index.looseJoined.findLines(needle, MAX_REPORTED), search.length, hint, 'loose');
}

/**
 * SEARCH without its blank first and last lines, found exactly. Models add such lines to a block
 * where the file has none; matching them fuzzily would replace a neighbouring line of the file.
 */
function matchInsideBlankEdges(
  index: LineIndex,
  search: readonly string[],
  hint: number | undefined,
): BlockMatch | undefined {
  const edges = blankEdges(search);
  if (edges.lead + edges.trail === 0) return undefined;
  const inner = search.slice(edges.lead, search.length - edges.trail);
  const match = matchExact(index, inner, hint === undefined ? undefined : hint + edges.lead);
  return match?.ok ? { ...match, skipped: edges } : match;
}

/** One occurrence wins; several are resolved by the hint (nearest) or reported as ambiguous. */
function pick(
  starts: number[],
  m: number,
  hint: number | undefined,
  kind: MatchKind,
): BlockMatch | undefined {
  if (starts.length === 0) return undefined;
  if (starts.length === 1) return { ok: true, kind, start: starts[0]!, end: starts[0]! + m, similarity: 1 };
  if (hint !== undefined) {
    const byDistance = [...starts].sort((a, b) => Math.abs(a - hint) - Math.abs(b - hint));
    const [first, second] = byDistance as [number, number];
    if (Math.abs(first - hint) < Math.abs(second - hint))
      return { ok: true, kind, start: first, end: first + m, similarity: 1 };
  }
  return { ok: false, reason: 'ambiguous', kind, starts, similarity: 1 };
}

function fuzzy(index: LineIndex, looseSearch: string[], opts: MatchOptions): BlockMatch {
  const m = looseSearch.length;
  const target = looseSearch.join('\n');
  if (target.length > MAX_FUZZY_CHARS) return { ok: false, reason: 'too_large', chars: target.length };
  const scored: Candidate[] = [];
  let best: Candidate | undefined;
  for (const start of candidateStarts(index, looseSearch, opts.hint)) {
    const window = index.loose.slice(start, start + m).join('\n');
    // Windows of very long lines (minified code) would make the distance slow and cannot match.
    if (window.length > 2 * MAX_FUZZY_CHARS) continue;
    const longest = Math.max(window.length, target.length);
    // Even a perfect alignment of the shorter text cannot beat this bound: skip the distance.
    const bound = longest === 0 ? 1 : Math.min(window.length, target.length) / longest;
    if (best && bound < best.similarity) continue;
    const similarity = longest === 0 ? 1 : 1 - distance(window, target) / longest;
    const candidate = { start, end: start + m, similarity };
    scored.push(candidate);
    if (!best || similarity > best.similarity) best = candidate;
  }
  if (!best || best.similarity < opts.threshold)
    return best ? { ok: false, reason: 'no_match', best } : { ok: false, reason: 'no_match' };
  const ties = scored.filter((c) => c.similarity === best.similarity && Math.abs(c.start - best.start) >= m);
  if (ties.length === 0) return { ok: true, kind: 'fuzzy', ...best };
  const { hint } = opts;
  const all = [best, ...ties];
  if (hint !== undefined) {
    // Equally similar windows: the hint decides, unless it sits halfway between two of them.
    const [first, second] = all.sort((a, b) => Math.abs(a.start - hint) - Math.abs(b.start - hint)) as [
      Candidate,
      Candidate,
    ];
    if (Math.abs(first.start - hint) < Math.abs(second.start - hint))
      return { ok: true, kind: 'fuzzy', ...first };
  }
  const starts = all.map((c) => c.start).sort((a, b) => a - b);
  return { ok: false, reason: 'ambiguous', kind: 'fuzzy', starts, similarity: best.similarity };
}

/**
 * Window starts worth a Levenshtein comparison: all of them in a small file; otherwise lines around
 * the hint, then starts voted for by rare search lines found verbatim (loosely) in the file, or —
 * when every line changed — by rare identifiers. Bounded, so the fuzzy stage stays fast on large files.
 */
function candidateStarts(index: LineIndex, looseSearch: string[], hint: number | undefined): number[] {
  const m = looseSearch.length;
  const last = index.exact.lineCount - m;
  if (last < 0) return [];
  const ranked: number[] = [];
  if ((last + 1) * looseSearch.join('\n').length <= FULL_SCAN_BUDGET) {
    for (let s = 0; s <= last; s++) ranked.push(s);
    return ranked;
  }
  if (hint !== undefined) {
    for (let s = Math.max(0, hint - HINT_RADIUS); s <= Math.min(last, hint + HINT_RADIUS); s++)
      ranked.push(s);
  }
  const joined = index.looseJoined;
  let votes = vote(
    looseSearch,
    last,
    (line) => (line === '' ? [] : [line]),
    (line, limit) => joined.findLines(line, limit),
  );
  if (votes.size === 0)
    votes = vote(looseSearch, last, tokensOf, (word, limit) => joined.findWord(word, limit));
  const byVotes = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([start]) => start);
  const seen = new Set(ranked);
  for (const start of byVotes.slice(0, MAX_FUZZY_CANDIDATES)) if (!seen.has(start)) ranked.push(start);
  return ranked;
}

/**
 * Each occurrence of a rare key of search line i votes for a window starting i lines above it.
 * Every lookup is a scan of the file, so the longest keys (the likeliest to be rare) are tried
 * first and the number of lookups is capped.
 */
function vote(
  looseSearch: string[],
  last: number,
  keysOf: (line: string) => string[],
  find: (key: string, limit: number) => number[],
): Map<number, number> {
  const firstLine = new Map<string, number>();
  looseSearch.forEach((line, i) => {
    for (const key of keysOf(line)) if (!firstLine.has(key)) firstLine.set(key, i);
  });
  const keys = [...firstLine.keys()].sort((a, b) => b.length - a.length).slice(0, MAX_KEY_LOOKUPS);
  const votes = new Map<number, number>();
  let anchors = 0;
  for (const key of keys) {
    const at = find(key, MAX_ANCHOR_OCCURRENCES + 1);
    if (at.length === 0 || at.length > MAX_ANCHOR_OCCURRENCES) continue;
    const i = firstLine.get(key)!;
    for (const j of at) {
      const start = j - i;
      if (start >= 0 && start <= last) votes.set(start, (votes.get(start) ?? 0) + 1);
    }
    if (++anchors >= MAX_ANCHOR_KEYS) break;
  }
  return votes;
}
