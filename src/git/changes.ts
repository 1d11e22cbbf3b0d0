import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitClient } from './client.ts';
import { gitPath, splitNul, type GitPath } from './path-bytes.ts';
import { locateRepo, openRepo } from './repo.ts';

/** One path whose working-tree state differs from a commit. */
export interface TreeChange {
  /** Workspace-relative, `/`-separated; a name that is not UTF-8 has `\xNN` escapes (see GitPath). */
  path: string;
  /** The path's bytes, only when they are not valid UTF-8: `path` does not name the file then. */
  bytes?: Buffer;
  /** Added, modified (content or mode), deleted, or type changed (file ↔ symlink ↔ submodule). */
  status: 'A' | 'M' | 'D' | 'T';
  oldMode: string;
  newMode: string;
  /** Object id of the working-tree content (as git would store it); zeros when deleted. */
  newSha: string;
  /** A file git refuses to record under its name (see addAll): listed as added, never delivered. */
  refused?: true;
  /**
   * A path git ignores, which no diff lists (see listWorkingTree): added during the run, never
   * delivered, and removed when denied. `directory`: the path is a directory, decided as a whole.
   */
  ignored?: 'file' | 'directory';
}

/**
 * Every difference between the working tree (untracked files included, ignored ones not) and
 * `base`, whatever the real index says: the working tree is staged into a scratch index seeded
 * from `base`, so neither the user's staging nor a `git add` the model ran changes the answer,
 * and the real index is not touched.
 */
export async function listChanges(workspace: string, base: string): Promise<TreeChange[]> {
  return withScratchIndex(workspace, base, async (git) => {
    const refused = await addAll(git, ['--', '.']);
    return stagedChanges(git, base, refused);
  });
}

/** What the working tree holds against `base`: the changes git sees, and what it ignores. */
export interface WorkingTree {
  changes: TreeChange[];
  /** Ignored paths (`dir/` for a wholly ignored directory), as ignoredPaths lists them. */
  ignored: GitPath[];
}

/** listChanges, plus the ignored paths listed against the same staged tree (one git process more). */
export async function listWorkingTree(workspace: string, base: string): Promise<WorkingTree> {
  return withScratchIndex(workspace, base, async (git) => {
    const refused = await addAll(git, ['--', '.']);
    // Both only read the staged index.
    const [changes, ignored] = await Promise.all([stagedChanges(git, base, refused), ignoredPaths(git)]);
    return { changes, ignored };
  });
}

/** The staged tree's differences from `base`, and the files addAll could not record. */
async function stagedChanges(git: GitClient, base: string, refused: GitPath[]): Promise<TreeChange[]> {
  const listed = parseRaw(
    await git.bytes(['diff-index', '--cached', '--raw', '-z', '--no-renames', '--relative', base]),
  );
  return [...listed, ...refused.map(refusedChange)];
}

/**
 * The paths git ignores in the working tree, once everything else is staged in the scratch index
 * (`dir/` for a wholly ignored directory, as `ls-files --directory` prints it; empty ones too, so
 * a directory nightshift made empty before the run is the user's when it fills). No diff shows
 * them, so the start state records them and delivery decides the ones the run added. Listed
 * against the scratch index both times, so the user's staging area counts for nothing.
 */
async function ignoredPaths(git: GitClient): Promise<GitPath[]> {
  const out = await git.bytes([
    'ls-files',
    '-z',
    '--others',
    '--ignored',
    '--exclude-standard',
    '--directory',
  ]);
  return outermost(splitNul(out).map(gitPath));
}

/**
 * The entries no other listed directory holds: without `--no-empty-directory`, git 2.39 lists a
 * directory that ignores itself (`.husky/` holding a `.gitignore` of `*`) and then its files too.
 */
function outermost(listed: GitPath[]): GitPath[] {
  const dirs = new Set(listed.filter((p) => p.path.endsWith('/')).map((p) => p.path));
  return listed.filter((p) => {
    for (
      let end = p.path.lastIndexOf('/', p.path.length - 2);
      end > 0;
      end = p.path.lastIndexOf('/', end - 1)
    )
      if (dirs.has(p.path.slice(0, end + 1))) return false;
    return true;
  });
}

/** Line counts of a set of changes, as a commit reports them. */
export interface ChangeStats {
  files: string[];
  insertions: number;
  deletions: number;
}

/**
 * listChanges plus what a commit of every listed change would hold: the staged tree, written as
 * a tree object, and its line counts. commitChanges builds the same tree from the same working
 * tree when it commits exactly these changes, so it takes this one instead of staging again
 * (three git processes fewer at the end of a run). `commit` is left out when the workspace is a
 * subdirectory of its repository: the counts would be of workspace-relative paths there.
 */
export interface ChangeSnapshot extends WorkingTree {
  base: string;
  commit?: { tree: string; stats: ChangeStats };
}

export async function snapshotChanges(workspace: string, base: string): Promise<ChangeSnapshot> {
  const location = locateRepo(workspace);
  const topLevel = location !== null && location.workTree === path.resolve(workspace);
  return withScratchIndex(workspace, base, async (git) => {
    const refused = (await addAll(git, ['--', '.'])).map(refusedChange);
    // Both only read the staged index; write-tree, which can write it, comes after.
    const [listed, ignored] = await Promise.all([
      git.bytes([
        'diff-index',
        '--cached',
        '--raw',
        ...(topLevel ? ['--numstat'] : []),
        '-z',
        '--no-renames',
        '--relative',
        base,
      ]),
      ignoredPaths(git),
    ]);
    const changes = [...parseRaw(listed), ...refused];
    if (!topLevel) return { base, changes, ignored };
    return {
      base,
      changes,
      ignored,
      commit: { tree: (await git.raw(['write-tree'])).trim(), stats: parseNumstat(listed.toString('utf8')) },
    };
  });
}

/**
 * The roots of the repositories nested in the workspace: untracked ones (a directory with its own
 * `.git`, with or without a commit; `ls-files --others` lists each as `dir/` and never looks
 * inside) and the gitlinks `base` tracks (submodules). git sees none of the files below them, so
 * neither the dirty nor the ignored list of a start state can name them.
 */
export async function listNestedRepos(workspace: string, base: string): Promise<string[]> {
  const git = openRepo(workspace);
  const [others, tree] = await Promise.all([
    git.bytes(['ls-files', '-z', '--others', '--exclude-standard']),
    git.bytes(['ls-tree', '-r', '-z', base]),
  ]);
  const untracked = splitNul(others)
    .map((name) => gitPath(name).path)
    .filter((p) => p.endsWith('/'))
    .map((p) => p.slice(0, -1));
  // `mode type sha\tpath` records; a gitlink's mode is 160000.
  const tracked = splitNul(tree)
    .filter((record) => record.subarray(0, 7).toString('latin1') === `${GITLINK_MODE} `)
    .map((record) => gitPath(record.subarray(record.indexOf(0x09) + 1)).path);
  return [...untracked, ...tracked];
}

/** The mode git records a nested repository's commit with (a gitlink). */
export const GITLINK_MODE = '160000';

/**
 * `git add --all` that records what it can instead of failing, and returns the files it could not
 * record under their names (`.GIT/hooks/x`, `sub/.git./x`: git takes such a name for a git
 * directory and refuses it, on every file system). A nested repository without a commit (`git
 * init` in a subdirectory) is skipped: it has nothing git could record, so it is neither delivered
 * nor decided. A nested repository with a commit is staged as a gitlink, with a warning that is no
 * reason to fail either.
 */
export async function addAll(git: GitClient, args: string[]): Promise<GitPath[]> {
  try {
    await git.raw(['-c', 'advice.addEmbeddedRepo=false', 'add', '--all', '--ignore-errors', ...args]);
    return [];
  } catch (err) {
    const lines = (err as Error).message.split('\n').filter((l) => l.trim() !== '');
    const refusal = (l: string) => REFUSED.some((pattern) => pattern.test(l.trim()));
    if (!lines.every((l) => refusal(l) || TOLERATED.some((pattern) => pattern.test(l.trim())))) throw err;
    if (!lines.some(refusal)) return [];
    // Named by what the index lacks, not by git's message: a name can hold a quote or a newline.
    const left = await git.bytes(['ls-files', '-z', '--others', '--exclude-standard', ...args]);
    return splitNul(left)
      .filter((name) => name[name.length - 1] !== 0x2f /* a nested repository's `dir/` */)
      .map(gitPath);
  }
}

const TOLERATED = [
  /^error: '.*' does not have a commit checked out$/,
  /^warning: adding embedded git repository: /,
];
const REFUSED = [/^error: invalid path '.*'$/, /^error: unable to add '.*' to index$/];

/** A file addAll could not record, as the addition it is; its content is not read. */
function refusedChange(name: GitPath): TreeChange {
  return {
    ...name,
    status: 'A',
    oldMode: '000000',
    newMode: '100644',
    newSha: '0'.repeat(40),
    refused: true,
  };
}

/**
 * Runs `fn` with git pointed at a fresh index holding `base`'s tree (none is read for a null
 * base: git then needs no index); the index and pathspec files are deleted after.
 */
export async function withScratchIndex<T>(
  workspace: string,
  base: string | null,
  fn: (git: GitClient, pathspecFile: (paths: string[]) => string) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-index-'));
  try {
    const index = path.join(dir, 'index');
    const git = openRepo(workspace, { ...env, GIT_LITERAL_PATHSPECS: '1' }, { indexFile: index });
    // A cold index: every file is hashed. Seeding it from a copy of the real index saved seconds
    // on large repositories, but the copy's newer timestamp made racily-clean entries look clean,
    // so an edit of the same size in the same second as the last commit went undelivered.
    if (base !== null) await git.raw(['read-tree', base]);
    let n = 0;
    const pathspecFile = (paths: string[]): string => {
      const file = path.join(dir, `paths-${n++}`);
      writeFileSync(file, paths.map((p) => `${p}\0`).join(''));
      return file;
    };
    return await fn(git, pathspecFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `-z --raw`: `:oldmode newmode oldsha newsha status\0path\0` per entry; with `--numstat` too,
 * its records follow the raw ones and are skipped here.
 */
export function parseRaw(out: Buffer): TreeChange[] {
  const parts = splitNul(out);
  const result: TreeChange[] = [];
  for (let i = 0; i + 1 < parts.length && parts[i]![0] === 0x3a /* : */; i += 2) {
    const m = /^:(\d+) (\d+) [0-9a-f]+ ([0-9a-f]+) ([AMDT])/.exec(parts[i]!.toString('latin1'));
    if (!m) continue;
    result.push({
      ...gitPath(parts[i + 1]!),
      status: m[4] as TreeChange['status'],
      oldMode: m[1] ?? '',
      newMode: m[2] ?? '',
      newSha: m[3] ?? '',
    });
  }
  return result;
}

/**
 * `-z --numstat`: `added\tdeleted\tpath\0` per file (binary files count `-`, as 0 lines); raw
 * records before them (`--raw --numstat`) are skipped, a path and all.
 */
export function parseNumstat(text: string): ChangeStats {
  const parts = text.split('\0');
  let i = 0;
  while (i < parts.length && (parts[i] ?? '').startsWith(':')) i += 2;
  const files: string[] = [];
  let insertions = 0;
  let deletions = 0;
  for (const record of parts.slice(i)) {
    const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
    if (!m) continue;
    insertions += m[1] === '-' ? 0 : Number(m[1]);
    deletions += m[2] === '-' ? 0 : Number(m[2]);
    files.push(m[3] ?? '');
  }
  return { files, insertions, deletions };
}

const NUL = Buffer.from([0]);

/**
 * Puts `paths` (names, or the bytes of one that is not UTF-8) in the working tree (and, with `staged`, the index) back to their state in
 * `commit` (content, mode, symlink or absence of a file). Filters are off (see openRepo), so the
 * restored bytes are the committed ones.
 */
export async function restoreFromCommit(
  workspace: string,
  commit: string,
  paths: (string | Buffer)[],
  staged = false,
): Promise<void> {
  if (paths.length === 0) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-restore-'));
  try {
    const file = path.join(dir, 'paths');
    writeFileSync(file, Buffer.concat(paths.flatMap((p) => [Buffer.from(p), NUL])));
    await openRepo(workspace, { ...process.env, GIT_LITERAL_PATHSPECS: '1' }).raw([
      'restore',
      `--source=${commit}`,
      '--worktree',
      ...(staged ? ['--staged'] : []),
      '--no-overlay',
      `--pathspec-from-file=${file}`,
      '--pathspec-file-nul',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
