import { type BlankEdges, withoutBlankEdges } from './blank-edges.ts';
import { LineIndex } from './line-index.ts';
import {
  type BlockMatch,
  type Candidate,
  MAX_FUZZY_CHARS,
  MAX_REPORTED,
  type MatchKind,
  matchBlock,
} from './match-block.ts';
import type { DiffBlock } from './parse-blocks.ts';
import { stripLineNumbers } from './line-numbers.ts';
import { indentUnitOf, reindent } from './reindent.ts';
import { lineSpan, percent } from './snippet.ts';

export interface AppliedBlock {
  block: DiffBlock;
  ok: true;
  kind: MatchKind;
  similarity: number;
  /** Blank first and last lines of SEARCH that the file does not have there. */
  skipped?: BlankEdges;
  /**
   * 0-based range of the matched lines: in the original file, or in the edited text for a block
   * that only matched after the other blocks were applied.
   */
  start: number;
  end: number;
}

export interface FailedBlock {
  block: DiffBlock;
  ok: false;
  reason: 'no_match' | 'ambiguous' | 'empty_search' | 'unchanged' | 'overlap';
  message: string;
  /** For no_match: the most similar window, in the lines the block was last matched against. */
  best?: Candidate;
  /** For ambiguous: 0-based start lines of the equally good matches. */
  starts?: number[];
}

export type BlockOutcome = AppliedBlock | FailedBlock;

export interface ApplyBlocksResult {
  text: string;
  outcomes: BlockOutcome[];
}

/**
 * Applies SEARCH/REPLACE blocks to LF text (without a final newline). Every block is matched
 * against the original file (so :start_line: means a line of the file as the model read it) and
 * the non-overlapping matches are applied together; a block that matched nothing is retried once
 * on the edited text, for diffs whose later blocks build on earlier ones. Pure: text in, text and
 * a per-block report out. read_file line-number prefixes copied into a block are removed first,
 * and their numbers serve as the block's :start_line: when it has none.
 */
export function applyBlocks(
  original: string,
  blocks: readonly DiffBlock[],
  threshold: number,
): ApplyBlocksResult {
  const index = new LineIndex(original);
  const outcomes = new Map<DiffBlock, BlockOutcome>();
  const matched: AppliedBlock[] = [];
  const prepared = blocks.map((b) => stripLineNumbers(b, (search) => occursIn(index, search)));
  for (const block of prepared) {
    const early = precheck(block);
    if (early) {
      outcomes.set(block, early);
      continue;
    }
    const hint = block.startLine === undefined ? undefined : block.startLine - 1;
    const result = matchBlock(index, block.search, { hint, threshold, blankEdges: true });
    if (result.ok) matched.push(applied(block, result));
    else outcomes.set(block, failure(block, result, threshold));
  }
  let text = spliceLines(
    index,
    withoutOverlaps(matched, outcomes).map((a) => ({ ...a, lines: replacement(a.block, index, a) })),
  );

  for (const block of prepared) {
    const outcome = outcomes.get(block);
    if (outcome?.ok !== false || outcome.reason !== 'no_match') continue;
    const edited = new LineIndex(text);
    const retry = matchBlock(edited, block.search, { threshold, blankEdges: true });
    if (!retry.ok) continue;
    const done = applied(block, retry);
    text = spliceLines(edited, [{ ...done, lines: replacement(block, edited, done) }]);
    outcomes.set(block, done);
  }
  return { text, outcomes: prepared.map((b) => outcomes.get(b)!) };
}

function applied(block: DiffBlock, match: Extract<BlockMatch, { ok: true }>): AppliedBlock {
  return {
    block,
    ok: true,
    kind: match.kind,
    similarity: match.similarity,
    start: match.start,
    end: match.end,
    ...(match.skipped ? { skipped: match.skipped } : {}),
  };
}

function occursIn(index: LineIndex, search: readonly string[]): boolean {
  return index.exact.findLines(search.join('\n'), 1).length > 0;
}

/**
 * Replaces line ranges [start, end) by new lines, slicing the text rather than splitting it into
 * lines, so applying exactly matched blocks to a large file costs a few string copies.
 */
function spliceLines(index: LineIndex, edits: { start: number; end: number; lines: string[] }[]): string {
  const { exact } = index;
  const count = exact.lineCount;
  let out = '';
  let pos = 0;
  for (const { start, end, lines } of [...edits].sort((a, b) => a.start - b.start)) {
    let from = exact.offsetOf(start);
    let to: number;
    let insert: string;
    if (end < count) {
      // The lines and their newlines are replaced by the new lines, each with its newline.
      to = exact.offsetOf(end);
      insert = lines.map((l) => `${l}\n`).join('');
    } else {
      // The range runs to the last line, which has no newline after it.
      to = exact.text.length;
      insert = lines.join('\n');
      if (lines.length === 0 && start > 0) from -= 1;
    }
    // Deleting the last lines right after another edit: the newline to drop is already in `out`.
    if (from < pos) {
      out = out.slice(0, from - pos);
      from = pos;
    }
    out += exact.text.slice(pos, from) + insert;
    pos = to;
  }
  return out + exact.text.slice(pos);
}

function precheck(block: DiffBlock): FailedBlock | undefined {
  if (block.search.length === 0 || block.search.every((l) => l.trim() === ''))
    return {
      block,
      ok: false,
      reason: 'empty_search',
      message:
        'the SEARCH section is empty; it must contain the existing lines to replace (use insert_content to add lines without replacing any).',
    };
  if (block.search.length === block.replace.length && block.search.every((l, i) => l === block.replace[i]))
    return {
      block,
      ok: false,
      reason: 'unchanged',
      message: 'SEARCH and REPLACE are identical, so the block changes nothing.',
    };
  return undefined;
}

function failure(
  block: DiffBlock,
  result: Extract<BlockMatch, { ok: false }>,
  threshold: number,
): FailedBlock {
  if (result.reason === 'ambiguous') {
    const where = result.starts.map((s) => s + 1).join(', ');
    const how =
      result.kind === 'fuzzy'
        ? `equally similar (${percent(result.similarity)})`
        : `${result.kind === 'loose' ? 'loose ' : ''}matches`;
    return {
      block,
      ok: false,
      reason: 'ambiguous',
      starts: result.starts,
      message: `the SEARCH text has ${result.starts.length}${result.starts.length >= MAX_REPORTED ? '+' : ''} ${how} starting at lines ${where}; add :start_line: or more surrounding lines to pick one.`,
    };
  }
  if (result.reason === 'too_large')
    return {
      block,
      ok: false,
      reason: 'no_match',
      message: `no exact or whitespace-tolerant match, and the SEARCH text (${result.chars} characters) is too long for fuzzy matching (limit ${MAX_FUZZY_CHARS}); copy it exactly from the file or split it into smaller blocks.`,
    };
  const message = result.best
    ? `no match; the most similar lines are ${result.best.start + 1}-${result.best.end} at ${percent(result.best.similarity)} similarity, below the ${percent(threshold)} needed for a fuzzy match.`
    : 'no match; no line or identifier of the SEARCH text occurs in the file.';
  return result.best
    ? { block, ok: false, reason: 'no_match', message, best: result.best }
    : { block, ok: false, reason: 'no_match', message };
}

/** Two blocks may not replace the same lines; the earlier block in the diff keeps them. */
function withoutOverlaps(matched: AppliedBlock[], outcomes: Map<DiffBlock, BlockOutcome>): AppliedBlock[] {
  const accepted: AppliedBlock[] = [];
  for (const m of matched) {
    const clash = accepted.find((a) => m.start < a.end && a.start < m.end);
    if (clash) {
      outcomes.set(m.block, {
        block: m.block,
        ok: false,
        reason: 'overlap',
        message: `its match (${lineSpan(m.start, m.end)}) overlaps block ${clash.block.index} (${lineSpan(clash.start, clash.end)}); merge the two blocks into one.`,
      });
    } else {
      accepted.push(m);
      outcomes.set(m.block, m);
    }
  }
  return accepted;
}

function replacement(block: DiffBlock, index: LineIndex, at: AppliedBlock): string[] {
  if (at.skipped) return withoutBlankEdges(block.replace, at.skipped);
  if (at.kind === 'exact') return block.replace;
  const matched = index.lines.slice(at.start, at.end);
  return reindent(block.replace, block.search, matched, () => indentUnitOf(index.lines));
}
