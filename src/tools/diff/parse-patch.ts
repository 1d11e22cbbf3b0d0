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
  /**
   * How many of the last context lines are blank. Such lines are often only the blank line a
   * model leaves before the next header or `*** End Patch`: the hunk is also tried without them.
   */
  blankTail: number;
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
  const { lines, skipped } = unwrap(patch);
  // Line numbers count lines of the patch as sent, wrapper included: lines[i] is line i + 1 + skipped.
  const lineNoOf = (i: number) => i + 1 + skipped;
  const fail = (lineNo: number, what: string): never => {
    throw new PatchFormatError(`Invalid patch at line ${lineNo}: ${what}\n\n${PATCH_FORMAT_HELP}`);
  };
  if (lines[0]?.trim() !== '*** Begin Patch')
    fail(lineNoOf(0), 'the patch must start with "*** Begin Patch".');
  if (lines[lines.length - 1]?.trim() !== '*** End Patch' || lines.length < 2)
    fail(lineNoOf(lines.length - 1), 'the patch must end with "*** End Patch".');

  const ops: PatchOp[] = [];
  let i = 1;
  const last = lines.length - 1;
  while (i < last) {
    const line = lines[i]!.trim();
    const lineNo = lineNoOf(i);
    i++;
    if (line === '') continue;
    if (line.startsWith(ADD)) {
      const path = pathOf(line, ADD, lineNo, fail);
      const content: string[] = [];
      while (i < last && !isHeader(lines[i]!)) {
        const body = lines[i]!;
        if (isBlank(body) && blankUntilHeader(lines, i, last)) break;
        if (!body.startsWith('+'))
          fail(lineNoOf(i), `every line of an added file must start with "+" (in ${path}).`);
        content.push(body.slice(1));
        i++;
      }
      ops.push({ type: 'add', path, lines: content });
    } else if (line.startsWith(DELETE)) {
      ops.push({ type: 'delete', path: pathOf(line, DELETE, lineNo, fail) });
    } else if (line.startsWith(UPDATE)) {
      const path = pathOf(line, UPDATE, lineNo, fail);
      let moveTo: string | undefined;
      const move = lines[i]?.trim();
      if (move?.startsWith(MOVE)) {
        moveTo = pathOf(move, MOVE, lineNoOf(i), fail);
        i++;
      }
      const start = i;
      while (i < last && !isHeader(lines[i]!)) i++;
      const chunks = parseChunks(lines.slice(start, i), lineNoOf(start), fail);
      if (chunks.length === 0 && moveTo === undefined) fail(lineNo, `"${UPDATE}${path}" has no hunks.`);
      ops.push(
        moveTo === undefined ? { type: 'update', path, chunks } : { type: 'update', path, moveTo, chunks },
      );
    } else {
      fail(
        lineNo,
        `expected "${ADD}", "${DELETE}", "${UPDATE}" or "*** End Patch", got ${JSON.stringify(lines[i - 1])}.`,
      );
    }
  }
  return ops;
}

/**
 * A `<<'EOF'` heredoc opening line (also `<<EOF`, `<<"EOF"`, `<<-EOF`, any delimiter word), alone
 * or after `apply_patch`: models trained on a shell tool wrap the patch in one.
 */
const HEREDOC = /^(?:apply_patch\s+)?<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1$/;

/**
 * The patch's lines without what models put around it: blank lines before and after, a heredoc
 * wrapper whose closing line is its delimiter, and an indentation every line shares with
 * `*** Begin Patch`. `skipped` is how many lines were dropped before the first one kept.
 */
function unwrap(patch: string): { lines: string[]; skipped: number } {
  let lines = toLf(patch).split('\n');
  let skipped = 0;
  const trimBlankEnds = () => {
    let from = 0;
    let to = lines.length;
    while (from < to && isBlank(lines[from]!)) from++;
    while (to > from && isBlank(lines[to - 1]!)) to--;
    skipped += from;
    if (from > 0 || to < lines.length) lines = lines.slice(from, to);
  };
  trimBlankEnds();
  const heredoc = HEREDOC.exec(lines[0]?.trim() ?? '');
  if (heredoc && lines.length > 2 && lines[lines.length - 1]!.trim() === heredoc[2]) {
    lines = lines.slice(1, -1);
    skipped += 1;
    trimBlankEnds();
  }
  const indent = /^[ \t]+/.exec(lines[0] ?? '')?.[0];
  if (indent !== undefined && lines.every((l) => l.startsWith(indent) || isBlank(l)))
    lines = lines.map((l) => l.slice(indent.length));
  return { lines, skipped };
}

/**
 * A line that ends a section: any line starting with `*** ` but `*** End of File`, or a file
 * header indented by mistake (an indented line is otherwise a context line).
 */
function isHeader(line: string): boolean {
  const at = markerAt(line);
  if (at === 0) return !isEndOfFile(line);
  return at > 0 && (line.startsWith(ADD, at) || line.startsWith(DELETE, at) || line.startsWith(UPDATE, at));
}

/** `*** End of File`, indented or padded or not. */
function isEndOfFile(line: string): boolean {
  const at = markerAt(line);
  return at !== -1 && line.startsWith(END_OF_FILE, at) && isBlank(line.slice(at + END_OF_FILE.length));
}

/**
 * Where a `*** ` marker starts when only spaces and tabs come before it, else -1. Every hunk line
 * is checked, so this reads characters in place rather than trimming copies.
 */
function markerAt(line: string): number {
  let at = 0;
  let c = line.charCodeAt(0);
  while (c === 32 || c === 9) c = line.charCodeAt(++at);
  return c === 42 && line.startsWith('*** ', at) ? at : -1;
}

const isBlank = (text: string) => /^\s*$/.test(text);

/** True when lines from `i` are blank up to the next header or the end of the patch body. */
function blankUntilHeader(lines: readonly string[], i: number, last: number): boolean {
  let j = i;
  while (j < last && isBlank(lines[j]!)) j++;
  return j === last || isHeader(lines[j]!);
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
      blankTail: 0,
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
    if (isEndOfFile(line)) {
      if (!chunk) fail(lineNo, `"${END_OF_FILE}" before any hunk line.`);
      chunk.endOfFile = true;
      chunk = undefined;
      return;
    }
    // Blank lines outside a hunk (after *** End of File, before the first hunk) separate nothing.
    if (!chunk && isBlank(line)) return;
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
  for (const c of chunks) c.blankTail = blankTail(c);
  return chunks.filter((c) => c.oldLines.length > 0 || c.newLines.length > 0);
}

/** How many blank context lines end the hunk, after its last added or removed line. */
function blankTail(chunk: PatchChunk): number {
  const { oldLines, newLines, contextIndex } = chunk;
  let n = 0;
  while (n < newLines.length) {
    // The n-th line from the end must be a context line that is also the n-th old line from the end.
    const old = contextIndex[newLines.length - 1 - n];
    if (old === undefined || old !== oldLines.length - 1 - n || !isBlank(oldLines[old]!)) break;
    n++;
  }
  return n;
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
