import { toLf } from './text-doc.ts';

/** One hunk of an `*** Update File:` section. */
export interface PatchChunk {
  /** Texts of `@@ text` headers: lines to find, in order, before the hunk's lines. */
  contexts: string[];
  /** Context and removed lines, as they must appear in the file. */
  oldLines: string[];
  /** Context and added lines, as they will appear. */
  newLines: string[];
  /** For each new line that is a context line, its index in `oldLines`: the file's own text is kept. */
  contextIndex: (number | undefined)[];
  /** `*** End of File` followed the hunk: it must match at the end of the file. */
  endOfFile: boolean;
  /** Line of the patch where the hunk starts, for error messages. */
  patchLine: number;
}

export type PatchOp =
  | { type: 'add'; path: string; lines: string[] }
  | { type: 'delete'; path: string }
  | { type: 'update'; path: string; moveTo?: string; chunks: PatchChunk[] };

export const PATCH_FORMAT_HELP = [
  'Expected format:',
  '*** Begin Patch',
  '*** Add File: path/new.ts',
  '+every line of the new file, each starting with +',
  '*** Delete File: path/old.ts',
  '*** Update File: path/file.ts',
  '*** Move to: path/renamed.ts      (optional)',
  '@@ a line near the change, e.g. the enclosing function (optional)',
  ' an unchanged context line (starts with a space)',
  '-a removed line',
  '+an added line',
  '*** End of File                     (optional: the hunk ends at the end of the file)',
  '*** End Patch',
].join('\n');

export class PatchFormatError extends Error {
  override name = 'PatchFormatError';
}

const ADD = '*** Add File: ';
const DELETE = '*** Delete File: ';
const UPDATE = '*** Update File: ';
const MOVE = '*** Move to: ';
const END_OF_FILE = '*** End of File';

/** Parses the `*** Begin Patch` format OpenAI models are trained on, or throws a PatchFormatError. */
export function parsePatch(patch: string): PatchOp[] {
  const lines = toLf(patch).trim().split('\n');
  const fail = (lineNo: number, what: string): never => {
    throw new PatchFormatError(`Invalid patch at line ${lineNo}: ${what}\n\n${PATCH_FORMAT_HELP}`);
  };
  if (lines[0]?.trim() !== '*** Begin Patch') fail(1, 'the patch must start with "*** Begin Patch".');
  if (lines[lines.length - 1]?.trim() !== '*** End Patch' || lines.length < 2)
    fail(lines.length, 'the patch must end with "*** End Patch".');

  const ops: PatchOp[] = [];
  let i = 1;
  const last = lines.length - 1;
  const isHeader = (line: string) => line.startsWith('*** ') && line !== END_OF_FILE;
  while (i < last) {
    const line = lines[i]!;
    const lineNo = i + 1;
    i++;
    if (line.trim() === '') continue;
    if (line.startsWith(ADD)) {
      const path = pathOf(line, ADD, lineNo, fail);
      const content: string[] = [];
      while (i < last && !isHeader(lines[i]!)) {
        const body = lines[i]!;
        if (!body.startsWith('+'))
          fail(i + 1, `every line of an added file must start with "+" (in ${path}).`);
        content.push(body.slice(1));
        i++;
      }
      ops.push({ type: 'add', path, lines: content });
    } else if (line.startsWith(DELETE)) {
      ops.push({ type: 'delete', path: pathOf(line, DELETE, lineNo, fail) });
    } else if (line.startsWith(UPDATE)) {
      const path = pathOf(line, UPDATE, lineNo, fail);
      let moveTo: string | undefined;
      if (lines[i]?.startsWith(MOVE)) {
        moveTo = pathOf(lines[i]!, MOVE, i + 1, fail);
        i++;
      }
      const start = i;
      while (i < last && !isHeader(lines[i]!)) i++;
      const chunks = parseChunks(lines.slice(start, i), start + 1, fail);
      if (chunks.length === 0 && moveTo === undefined) fail(lineNo, `"${UPDATE}${path}" has no hunks.`);
      ops.push(
        moveTo === undefined ? { type: 'update', path, chunks } : { type: 'update', path, moveTo, chunks },
      );
    } else {
      fail(
        lineNo,
        `expected "${ADD}", "${DELETE}", "${UPDATE}" or "*** End Patch", got ${JSON.stringify(line)}.`,
      );
    }
  }
  return ops;
}

type Fail = (lineNo: number, what: string) => never;

function pathOf(line: string, prefix: string, lineNo: number, fail: Fail): string {
  const path = line.slice(prefix.length).trim();
  if (path === '') fail(lineNo, `"${prefix.trim()}" needs a path.`);
  return path;
}

/** The hunks of one update section; `firstLineNo` is the patch line of `body[0]`. */
function parseChunks(body: string[], firstLineNo: number, fail: Fail): PatchChunk[] {
  const chunks: PatchChunk[] = [];
  let chunk: PatchChunk | undefined;
  const open = (lineNo: number) => {
    chunk = {
      contexts: [],
      oldLines: [],
      newLines: [],
      contextIndex: [],
      endOfFile: false,
      patchLine: lineNo,
    };
    chunks.push(chunk);
    return chunk;
  };
  body.forEach((line, k) => {
    const lineNo = firstLineNo + k;
    if (line.startsWith('@@')) {
      // Consecutive @@ headers narrow the position step by step (class, then method).
      const target =
        chunk && chunk.oldLines.length === 0 && chunk.newLines.length === 0 ? chunk : open(lineNo);
      const context = headerContext(line);
      if (context !== '') target.contexts.push(context);
      return;
    }
    if (line === END_OF_FILE) {
      if (!chunk) fail(lineNo, `"${END_OF_FILE}" before any hunk line.`);
      chunk.endOfFile = true;
      chunk = undefined;
      return;
    }
    const current = chunk ?? open(lineNo);
    const kind = line[0];
    const text = line.slice(1);
    if (kind === ' ' || line === '') {
      // A blank line inside a hunk is an empty context line whose leading space was lost.
      current.contextIndex.push(current.oldLines.push(text) - 1);
      current.newLines.push(text);
    } else if (kind === '-') current.oldLines.push(text);
    else if (kind === '+') {
      current.newLines.push(text);
      current.contextIndex.push(undefined);
    } else
      fail(
        lineNo,
        `hunk lines start with " " (context), "-" (remove), "+" (add) or "@@"; got ${JSON.stringify(line)}.`,
      );
  });
  return chunks.filter((c) => c.oldLines.length > 0 || c.newLines.length > 0);
}

/**
 * The context text of an `@@` header. Unified-diff line ranges (`@@ -12,7 +12,8 @@ def f():`),
 * which models sometimes write out of habit, are dropped: hunks are found by their lines.
 */
function headerContext(line: string): string {
  return line
    .replace(/^@@+/, '')
    .replace(/^\s*-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s*@@/, '')
    .replace(/@@+$/, '')
    .trim();
}

/** Every path a patch touches (add, delete and update targets, move destinations), or why it cannot be parsed. */
export function patchPaths(patch: string): string[] | Error {
  try {
    const paths = parsePatch(patch).flatMap((op) =>
      op.type === 'update' && op.moveTo !== undefined ? [op.path, op.moveTo] : [op.path],
    );
    return [...new Set(paths)];
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}
