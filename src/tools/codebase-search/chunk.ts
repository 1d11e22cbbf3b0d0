import type { Definition } from '../code-definitions/extract.ts';

/** A piece of a file the index ranks: 1-based inclusive line range. */
export interface LineRange {
  start: number;
  end: number;
}

/** Chunks longer than this are cut into windows: a result points at code, not at a whole file. */
export const MAX_CHUNK_LINES = 60;

/**
 * A file's chunks from its definitions (as list_code_definition_names finds them): a definition
 * with members is cut at its first member, each member is a chunk, and the lines no definition
 * covers (imports, top-level statements) fill the gaps. Pieces longer than MAX_CHUNK_LINES are cut
 * into windows; then neighbours are merged while the result stays within MAX_CHUNK_LINES, so thirty
 * one-line constants make one chunk, not thirty, and a class's closing brace joins its last method. Without definitions (other languages, small files) the file
 * is cut into windows only. Lines without a letter or digit never make a chunk of their own.
 */
export function chunkLines(lines: readonly string[], definitions: readonly Definition[] = []): LineRange[] {
  const pieces = split(lines.length, definitions).flatMap(windows);
  const merged: LineRange[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && piece.end - last.start < MAX_CHUNK_LINES) last.end = piece.end;
    else merged.push({ ...piece });
  }
  return merged.filter((r) => hasWords(lines, r));
}

/** Definitions and the gaps between them as consecutive ranges covering every line once. */
function split(lineCount: number, definitions: readonly Definition[]): LineRange[] {
  const pieces: LineRange[] = [];
  let next = 1; // first line not yet covered
  const sorted = [...definitions].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
  for (const [i, def] of sorted.entries()) {
    const start = Math.max(def.startLine, next);
    if (def.endLine < start) continue; // inside a definition already covered
    if (start > next) pieces.push({ start: next, end: start - 1 });
    // A container ends where its first member starts; the member follows as its own piece.
    const member = sorted[i + 1];
    const end =
      member && member.startLine > start && member.startLine <= def.endLine
        ? member.startLine - 1
        : def.endLine;
    pieces.push({ start, end: Math.min(end, lineCount) });
    next = Math.min(end, lineCount) + 1;
  }
  if (next <= lineCount) pieces.push({ start: next, end: lineCount });
  return pieces.filter((p) => p.end >= p.start);
}

function windows(range: LineRange): LineRange[] {
  const out: LineRange[] = [];
  for (let start = range.start; start <= range.end; start += MAX_CHUNK_LINES)
    out.push({ start, end: Math.min(range.end, start + MAX_CHUNK_LINES - 1) });
  return out;
}

function hasWords(lines: readonly string[], range: LineRange): boolean {
  for (let i = range.start - 1; i < range.end; i++) if (/[\p{L}\p{N}]/u.test(lines[i] ?? '')) return true;
  return false;
}
