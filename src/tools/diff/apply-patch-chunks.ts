import { LineIndex } from './line-index.ts';
import { matchBlock } from './match-block.ts';
import { looseLine, trimEndLine } from './normalize.ts';
import type { PatchChunk } from './parse-patch.ts';
import { lineSpan, percent, snippet } from './snippet.ts';

export type ChunksResult = { ok: true; lines: string[] } | { ok: false; message: string };

/** Ways a line of the patch may equal a line of the file, strictest first. */
const LEVELS: ((line: string) => string)[] = [(l) => l, trimEndLine, looseLine];

/**
 * Applies the hunks of one `*** Update File:` section to LF lines, each hunk searched after the
 * previous one, its context tolerant of trailing whitespace, indentation and typographic
 * punctuation. All hunks must apply or none does. Pure.
 */
export function applyChunks(
  original: readonly string[],
  chunks: readonly PatchChunk[],
  path: string,
): ChunksResult {
  const edits: { start: number; length: number; lines: string[] }[] = [];
  let cursor = 0;
  for (const [n, given] of chunks.entries()) {
    const where = `hunk ${n + 1} of ${path} (patch line ${given.patchLine})`;
    for (const context of given.contexts) {
      const at = seek(original, [context], cursor, false);
      if (at === -1)
        return {
          ok: false,
          message: `${where}: the @@ context line ${JSON.stringify(context)} was not found after line ${cursor}.`,
        };
      cursor = at + 1;
    }
    let chunk = given;
    let at = chunk.oldLines.length > 0 ? seek(original, chunk.oldLines, cursor, chunk.endOfFile) : -1;
    // As Codex does: blank context lines that end a hunk may be separators the model left, not file lines.
    if (at === -1 && chunk.blankTail > 0) {
      chunk = withoutBlankTail(chunk);
      if (chunk.oldLines.length > 0) at = seek(original, chunk.oldLines, cursor, chunk.endOfFile);
    }
    if (chunk.oldLines.length === 0) {
      // Only added lines: after the @@ context when there is one, else at the end of the file.
      const start = chunk.contexts.length > 0 ? cursor : original.length;
      edits.push({ start, length: 0, lines: chunk.newLines });
      continue;
    }
    if (at === -1) return { ok: false, message: notFound(original, given, where) };
    // Context lines keep the file's text: they may differ from the patch in whitespace or quotes.
    const lines = chunk.newLines.map((line, k) => {
      const old = chunk.contextIndex[k];
      return old === undefined ? line : original[at + old]!;
    });
    edits.push({ start: at, length: chunk.oldLines.length, lines });
    cursor = at + chunk.oldLines.length;
  }
  const lines = [...original];
  for (const edit of edits.reverse()) lines.splice(edit.start, edit.length, ...edit.lines);
  return { ok: true, lines };
}

/** The hunk without its trailing blank context lines (the last lines of both sides). */
function withoutBlankTail(chunk: PatchChunk): PatchChunk {
  const keepNew = chunk.newLines.length - chunk.blankTail;
  return {
    ...chunk,
    oldLines: chunk.oldLines.slice(0, chunk.oldLines.length - chunk.blankTail),
    newLines: chunk.newLines.slice(0, keepNew),
    contextIndex: chunk.contextIndex.slice(0, keepNew),
    blankTail: 0,
  };
}

/** First index ≥ start where `pattern` matches, trying each tolerance level in turn; -1 if none. */
function seek(
  lines: readonly string[],
  pattern: readonly string[],
  start: number,
  endOfFile: boolean,
): number {
  const lastStart = lines.length - pattern.length;
  for (const norm of LEVELS) {
    const want = pattern.map(norm);
    const first = want[0];
    const matchesAt = (s: number) => want.every((w, k) => norm(lines[s + k]!) === w);
    if (endOfFile && lastStart >= start && matchesAt(lastStart)) return lastStart;
    // The first line alone rules out almost every start.
    for (let s = start; s <= lastStart; s++) if (norm(lines[s]!) === first && matchesAt(s)) return s;
  }
  return -1;
}

function notFound(original: readonly string[], chunk: PatchChunk, where: string): string {
  const head = `${where}: its context and removed lines were not found in the file (after the previous hunk). Read the file again and copy the ' ' and '-' lines exactly.`;
  const match = matchBlock(new LineIndex(original.join('\n')), chunk.oldLines, { threshold: Infinity });
  if (match.ok || match.reason !== 'no_match' || !match.best) return head;
  const { start, end, similarity } = match.best;
  return [
    `${head} Closest match: ${lineSpan(start, end)} (${percent(similarity)} similar):`,
    ...snippet(original, start, end),
  ].join('\n');
}
