import { cutLine, numberLines } from '../fs/lines.ts';
import type { Hit } from './code-index.ts';
import { tokenize } from './tokenize.ts';

/** Lines of a chunk shown under each result. */
export const SNIPPET_LINES = 8;
const MAX_LINE_CHARS = 200;

/**
 * The SNIPPET_LINES-line window of a chunk holding the most query terms (the first such window
 * on a tie), as 0-based indexes into `lines`.
 */
export function snippetWindow(lines: readonly string[], query: string): { from: number; to: number } {
  const terms = new Set(tokenize(query));
  const hits = lines.map((l) => tokenize(l).filter((t) => terms.has(t)).length);
  let best = 0;
  let bestScore = -1;
  for (let from = 0; from < Math.max(1, lines.length - SNIPPET_LINES + 1); from++) {
    const score = hits.slice(from, from + SNIPPET_LINES).reduce((a, b) => a + b, 0);
    if (score > bestScore) [best, bestScore] = [from, score];
  }
  return { from: best, to: Math.min(lines.length, best + SNIPPET_LINES) };
}

export interface ShownHit extends Hit {
  /** The chunk's lines as the file holds them now. */
  lines: readonly string[];
}

/** `path:start-end (score s)` and a numbered snippet per result. */
export function formatHits(query: string, hits: readonly ShownHit[], how: string): string {
  if (hits.length === 0) return `No code found for "${query}" (${how}).`;
  const blocks = hits.map((h) => {
    const { from, to } = snippetWindow(h.lines, query);
    const shown = h.lines
      .slice(from, to)
      .map((text, i) => ({ n: h.start + from + i, text: cutLine(text, MAX_LINE_CHARS) }));
    return `${h.path}:${h.start}-${h.end} (score ${h.score.toFixed(h.score < 1 ? 4 : 2)})\n${numberLines(shown)}`;
  });
  return `${hits.length} result${hits.length === 1 ? '' : 's'} for "${query}" (${how}):\n\n${blocks.join('\n\n')}`;
}
