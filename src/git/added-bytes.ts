/** What a patch adds, in bytes: the measure behind `pr.max_added_bytes`. */
export interface AddedBytes {
  total: number;
  /** The file that adds the most, as the patch names it (quoted by git when unusual). */
  largest?: { path: string; bytes: number };
}

const DIFF_HEADER = 'diff --git ';

/**
 * Bytes a `git diff --binary` / `format-patch --binary` patch adds: each added line of a text
 * file with its newline, and for a binary file the size git gives its forward data (`literal N`,
 * the whole new content; `delta N`, the delta from the old one). Line counts call a binary file
 * 0 lines and a 3 MB one-line file 1, so this is what bounds their size.
 *
 * Text before the first `diff --git` line (a commit message, which the model may have written)
 * is not a file section; anything in it that looks like one can only add to the count.
 */
export function countAddedBytes(patch: string): AddedBytes {
  const perFile = new Map<string, number>();
  let file: string | null = null;
  let state: 'header' | 'hunk' | 'binary' | 'done' = 'done';
  let lineStart = 0;
  while (lineStart < patch.length) {
    let lineEnd = patch.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = patch.length;
    const line = patch.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    if (line.startsWith(DIFF_HEADER)) {
      file = pathOfHeader(line.slice(DIFF_HEADER.length));
      state = 'header';
      continue;
    }
    if (file === null) continue;
    let added = 0;
    if (state === 'header' || state === 'hunk') {
      if (line.startsWith('@@')) state = 'hunk';
      else if (state === 'header' && line === 'GIT binary patch') state = 'binary';
      else if (state === 'hunk' && line.startsWith('+')) added = Buffer.byteLength(line); // its `+` stands for the newline
    } else if (state === 'binary') {
      // The first data block is the forward one; the reverse block after it is the old content.
      const m = /^(?:literal|delta) (\d+)$/.exec(line);
      if (m) {
        added = Number(m[1]);
        state = 'done';
      }
    }
    if (added > 0) perFile.set(file, (perFile.get(file) ?? 0) + added);
  }
  let total = 0;
  let largest: AddedBytes['largest'];
  for (const [path, bytes] of perFile) {
    total += bytes;
    if (!largest || bytes > largest.bytes) largest = { path, bytes };
  }
  return largest ? { total, largest } : { total };
}

/**
 * `added` with whole files' bytes counted in too: files left out of a patch that a PR would hold,
 * named as a patch would (quoted when unusual: a line break in a name stays on its line).
 */
export function withFilesAdded(
  added: AddedBytes,
  files: readonly { path: string; bytes: number }[],
): AddedBytes {
  let { total, largest } = added;
  for (const { path, bytes } of files) {
    total += bytes;
    if (!largest || bytes > largest.bytes) largest = { path: patchName(path), bytes };
  }
  return largest ? { total, largest } : { total };
}

/** A path as git's patches show it: bare when plain printable ASCII, else quoted, on one line. */
export const patchName = (path: string): string =>
  /^[\x20-\x7e]*$/.test(path) && !/["\\]/.test(path) ? path : JSON.stringify(path);

/** `a/P b/P` (no renames, so both sides name one path) → `P`; git's quoted form stays quoted. */
function pathOfHeader(rest: string): string {
  const side = rest.slice(0, (rest.length - 1) / 2);
  if (side.startsWith('"a/')) return `"${side.slice(3)}`;
  return side.startsWith('a/') ? side.slice(2) : side;
}
