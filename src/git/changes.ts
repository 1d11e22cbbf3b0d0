import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitClient } from './client.ts';
import { gitPath, pathKey, splitNul, type GitPath } from './path-bytes.ts';
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
   * A file git could not read to stage it (`chmod 000`; see addAll): what it holds is unknown, so
   * `newSha` is zeros and it is never delivered. Added, or modified when `base` has it.
   */
  unreadable?: true;
  /**
   * A file larger than any delivery allows (see surveyWorkingTree): git never reads it, so
   * `newSha` is zeros and it is never delivered. `size` is its apparent size (lstat), `baseSize`
   * the size of what `base` holds there (0 when nothing).
   */
  tooLarge?: { size: number; baseSize: number };
  /**
   * A directory git could not open (see surveyWorkingTree), reported as a whole: nothing below it
   * was seen. Never a change git lists.
   */
  unopened?: true;
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
export async function listChanges(
  workspace: string,
  base: string,
  maxFileBytes = DEFAULT_MAX_FILE_BYTES,
): Promise<TreeChange[]> {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged } = await stageWorkingTree(workspace, maxFileBytes, git, pathspecFile, traced);
    return stagedChanges(git, base, unstaged);
  });
}

/** What the working tree holds against `base`: the changes git sees, and what it ignores. */
export interface WorkingTree {
  changes: TreeChange[];
  /** Ignored paths (`dir/` for a wholly ignored directory), as ignoredPaths lists them. */
  ignored: GitPath[];
  /**
   * Directories git could not look into (see surveyWorkingTree): whatever is below them, changed
   * or not, is in no other list.
   */
  unreadable: string[];
}

/** listChanges, plus the ignored paths listed against the same staged tree (one git process more). */
export async function listWorkingTree(
  workspace: string,
  base: string,
  maxFileBytes = DEFAULT_MAX_FILE_BYTES,
): Promise<WorkingTree> {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged, unreadable } = await stageWorkingTree(
      workspace,
      maxFileBytes,
      git,
      pathspecFile,
      traced,
    );
    // Both only read the staged index.
    const [changes, ignored] = await Promise.all([stagedChanges(git, base, unstaged), ignoredPaths(git)]);
    return { changes, ignored, unreadable };
  });
}

/** The staged tree's differences from `base`, and the files addAll could not record. */
async function stagedChanges(git: GitClient, base: string, unstaged: Unstaged): Promise<TreeChange[]> {
  const listed = parseRaw(
    await git.bytes(['diff-index', '--cached', '--raw', '-z', '--no-renames', '--relative', base]),
  );
  return withUnstaged(listed, unstaged);
}

/**
 * The listed changes and what addAll could not or would not stage, once each: a file git could
 * not read, or was not let read, replaces whatever the diff says of it (the base's entry it kept,
 * or nothing).
 */
function withUnstaged(listed: TreeChange[], { refused, unreadable, tooLarge }: Unstaged): TreeChange[] {
  const unread = new Set([...unreadable, ...tooLarge].map((c) => pathKey(c)));
  return [
    ...listed.filter((c) => !unread.has(pathKey(c))),
    ...refused.map(refusedChange),
    ...unreadable,
    ...tooLarge,
  ];
}

/**
 * The default bound of surveyWorkingTree where no policy is at hand: `pr.max_added_bytes`'s
 * default (load-policy.ts).
 */
export const DEFAULT_MAX_FILE_BYTES = 1_048_576;

/**
 * How long one git process on a scratch index may run. Staging hashes every file (a cold index),
 * which a large repository takes seconds to do; surveyWorkingTree keeps files no delivery can hold
 * out of it, and this bounds the rest (a file grown after the survey) with a clear error.
 */
export const SCRATCH_GIT_TIMEOUT_MS = 20 * 60_000;

/**
 * Surveys the working tree, then stages it into the scratch index (addAll) without the files the
 * survey found too large: what could not be staged, and the directories git could not look into.
 */
async function stageWorkingTree(
  workspace: string,
  maxFileBytes: number,
  git: GitClient,
  pathspecFile: (paths: (string | Buffer)[]) => string,
  traced: (options?: { magicPathspecs?: boolean }) => TracedGit,
): Promise<{ unstaged: Unstaged; unreadable: string[]; nested: string[] }> {
  const survey = await surveyWorkingTree(traced(), git, workspace, maxFileBytes);
  const unreadable = survey.unreadable.map((dir) => dir.path);
  const { nested } = survey;
  if (survey.tooLarge.length === 0 && survey.unreadable.length === 0)
    return { unstaged: await addAll(traced(), workspace), unreadable, nested };
  // Left out by pathspec: git then neither lstats nor hashes them (nor fails on a file below a
  // directory it may list but not search, `chmod a-x`). Magic pathspecs (`exclude`) for this one
  // process; `literal` keeps every name as it is.
  const file = pathspecFile([
    '.',
    ...[...survey.tooLarge, ...survey.unreadable].map((c) =>
      Buffer.concat([Buffer.from(':(exclude,literal)'), c.bytes ?? Buffer.from(c.path)]),
    ),
  ]);
  const unstaged = await addAll(traced({ magicPathspecs: true }), workspace, {
    names: survey.tooLarge,
    pathspecFile: file,
  });
  return { unstaged, unreadable, nested };
}

/**
 * What the working tree holds that git must not, or cannot, read, found without reading any file:
 * git's listing of the scratch index's entries (`base`'s) and of the untracked files (a directory
 * walk, no hashing), and an lstat of each.
 *
 * `tooLarge`: regular files whose apparent size exceeds what `base` holds there by more than
 * `maxFileBytes` (`pr.max_added_bytes`). The patch of such a file adds at least that growth, so
 * no delivery can hold it; and `git add` would hash all of it (`truncate -s 1T` makes a terabyte
 * that takes no disk, and hours to hash).
 *
 * `unreadable`: directories git could not open (`chmod 000`: it warns, exits 0, and lists nothing
 * below them), and those holding a file that cannot be lstat'ed (`chmod a-x`: git can list the
 * names but not stat them, and `git add` fails on them): stageWorkingTree leaves both out.
 *
 * `nested`: the roots of repositories nested in the workspace, as the listing shows them: each
 * gitlink `base` tracks, and each nested repository, with a commit or not (`dir/`: git does not
 * look inside one; add stages one with a commit as a gitlink).
 */
async function surveyWorkingTree(
  listing: TracedGit,
  git: GitClient,
  workspace: string,
  maxFileBytes: number,
): Promise<{ tooLarge: TreeChange[]; unreadable: GitPath[]; nested: string[] }> {
  const out = await listing.git.bytes(['ls-files', '-z', '-t', '--stage', '--others', '--exclude-standard']);
  const unreadable = new Map<string, GitPath>();
  const nested: string[] = [];
  const large: { name: GitPath; stats: Stats; entry?: { mode: string; sha: string } }[] = [];
  for (const record of splitNul(out)) {
    const untracked = record.subarray(0, 2).toString('latin1') === '? ';
    const raw = untracked ? record.subarray(2) : record.subarray(record.indexOf(0x09) + 1);
    // A nested repository (`dir/`): nothing of it is a file of this one.
    if (untracked && raw[raw.length - 1] === 0x2f) {
      nested.push(gitPath(raw.subarray(0, -1)).path);
      continue;
    }
    const name = gitPath(raw);
    if (!untracked && record.subarray(2, 9).toString('latin1') === `${GITLINK_MODE} `) nested.push(name.path);
    let stats: Stats | undefined;
    try {
      stats = lstatSync(onDisk(workspace, name), { throwIfNoEntry: false });
    } catch (err) {
      // A file below a directory without search permission (`chmod -x`): tracked, or listed
      // by a walk that could read the directory's names but not lstat them (`chmod a-x`).
      const slash = raw.lastIndexOf(0x2f);
      if ((err as NodeJS.ErrnoException).code === 'EACCES' && slash > 0) {
        const dir = gitPath(raw.subarray(0, slash));
        unreadable.set(dir.path, dir);
      }
      continue; // ENOTDIR: gone, as git will find too
    }
    if (!stats?.isFile() || stats.size <= maxFileBytes) continue;
    const [mode = '', sha = ''] = record.subarray(2, record.indexOf(0x09)).toString('latin1').split(' ');
    large.push({ name, stats, ...(untracked ? {} : { entry: { mode, sha } }) });
  }
  const sizes = await blobSizes(
    git,
    large.flatMap((l) => (l.entry && l.entry.mode !== GITLINK_MODE ? [l.entry.sha] : [])),
  );
  const tooLarge = large.flatMap(({ name, stats, entry }): TreeChange[] => {
    const baseSize = (entry && sizes.get(entry.sha)) ?? 0;
    if (stats.size - baseSize <= maxFileBytes) return [];
    const regular = entry?.mode === '100644' || entry?.mode === '100755';
    return [
      {
        ...name,
        status: entry ? (regular ? 'M' : 'T') : 'A',
        oldMode: entry?.mode ?? '000000',
        newMode: stats.mode & 0o100 ? '100755' : '100644',
        newSha: '0'.repeat(40),
        tooLarge: { size: stats.size, baseSize },
      },
    ];
  });
  for (const dir of unopenedDirs(listing.errors(), workspace)) unreadable.set(dir.path, dir);
  return { tooLarge, unreadable: [...unreadable.values()], nested };
}

/** The sizes of blobs, read off their objects' headers (`cat-file --batch-check`), by id. */
async function blobSizes(git: GitClient, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const input = Buffer.from(ids.map((id) => `${id}\n`).join(''));
  const out = await git.bytes(['cat-file', '--batch-check=%(objectname) %(objectsize)'], input);
  const sizes = new Map<string, number>();
  for (const line of out.toString('latin1').split('\n')) {
    const [id = '', size = ''] = line.split(' ');
    if (/^\d+$/.test(size)) sizes.set(id, Number(size));
  }
  return sizes;
}

/** Where a path git listed is on disk, as bytes when its name is not UTF-8. */
function onDisk(workspace: string, name: GitPath): string | Buffer {
  if (!name.bytes) return path.join(workspace, ...name.path.split('/'));
  return Buffer.concat([Buffer.from(path.join(workspace, path.sep)), name.bytes]);
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

export async function snapshotChanges(
  workspace: string,
  base: string,
  maxFileBytes = DEFAULT_MAX_FILE_BYTES,
): Promise<ChangeSnapshot> {
  const location = locateRepo(workspace);
  const topLevel = location !== null && location.workTree === path.resolve(workspace);
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged, unreadable } = await stageWorkingTree(
      workspace,
      maxFileBytes,
      git,
      pathspecFile,
      traced,
    );
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
    const changes = withUnstaged(parseRaw(listed), unstaged);
    if (!topLevel) return { base, changes, ignored, unreadable };
    return {
      base,
      changes,
      ignored,
      unreadable,
      commit: { tree: (await git.raw(['write-tree'])).trim(), stats: parseNumstat(listed.toString('utf8')) },
    };
  });
}

/**
 * What a run's start state needs of the working tree, all read from one scratch index seeded from
 * `base`, so that no part of it depends on the real index (a nested repository the user staged
 * there but never committed is not tracked for this view either): listWorkingTree's changes and
 * ignored paths, and the roots below which git saw nothing.
 */
export interface StartTree extends WorkingTree {
  /**
   * Roots of the repositories nested in the workspace: each gitlink `base` tracks (a submodule),
   * each one `base` tracked that is gone (`D`/`T` from mode 160000), and each nested repository,
   * with a commit or without, staged by the user or not (what `ls-files --others` lists as `dir/`).
   */
  nested: string[];
  /**
   * Directories git could not look into: those it could not open (`chmod 000`; it warns, and
   * exits 0), and those holding a file it could not lstat (`chmod -x`: left out of what is staged,
   * so `base`'s entries stand and whatever the files hold is unseen). Nothing below them was
   * seen, dirty or not.
   */
  unreadable: string[];
}

/**
 * listWorkingTree plus the nested and unreadable roots: the roots as the survey before staging
 * listed them (no git process more), the gone gitlinks from the staged tree.
 */
export async function listStartTree(
  workspace: string,
  base: string,
  maxFileBytes = DEFAULT_MAX_FILE_BYTES,
): Promise<StartTree> {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const staged = await stageWorkingTree(workspace, maxFileBytes, git, pathspecFile, traced);
    // Both only read the staged index.
    const [changes, ignored] = await Promise.all([
      stagedChanges(git, base, staged.unstaged),
      ignoredPaths(git),
    ]);
    const goneGitlinks = changes.filter((c) => c.oldMode === GITLINK_MODE).map((c) => c.path);
    return {
      changes,
      ignored,
      nested: [...new Set([...staged.nested, ...goneGitlinks])],
      unreadable: staged.unreadable,
    };
  });
}

const OPEN_FAILED = "could not open directory '";

/**
 * The directories git warned it could not open (`could not open directory '%s': <error>`),
 * workspace-relative. Other warnings hide nothing: a `.gitignore` git cannot read makes it show
 * more, not less. git names the directories relative to its work tree, with a trailing `/`.
 */
function unopenedDirs(errors: TraceError[], workspace: string): GitPath[] {
  const prefix = workspacePrefix(workspace);
  return errors
    .filter((e) => e.fmt.startsWith(OPEN_FAILED))
    .map((e) => {
      const dir = formatted(e) ?? '';
      // Unsure what git could not see: refused rather than guessed.
      if (!dir.startsWith(prefix) || !dir.endsWith('/'))
        throw new Error(`cannot tell which directory git could not open from its warning: ${e.msg}`);
      return gitPath(Buffer.from(dir.slice(prefix.length, -1), 'latin1'));
    });
}

/**
 * The workspace's path in its work tree, as git names paths there: `` or `dir/`. As a string of
 * one character per byte (latin1), like the names read off trace2 events (traceErrors): a
 * directory named `äpp` is two bytes there, `Ã¤`, and a prefix in UTF-16 would match no name.
 */
function workspacePrefix(workspace: string): string {
  const location = locateRepo(workspace);
  const rel = location ? path.relative(location.workTree, realpathSync(workspace)) : '';
  return rel === '' ? '' : Buffer.from(`${rel.split(path.sep).join('/')}/`).toString('latin1');
}

/** The one `%s` argument of a message, read off its format; undefined when it does not fit. */
function formatted({ fmt, msg }: TraceError): string | undefined {
  const [before = '', after, ...more] = fmt.split('%s');
  if (after === undefined || more.length > 0 || msg.length < before.length + after.length) return undefined;
  if (!msg.startsWith(before) || !msg.endsWith(after)) return undefined;
  return msg.slice(before.length, msg.length - after.length);
}

/** The `error` events of a trace2 event file; git writes one JSON object per line. */
function traceErrors(file: string): TraceError[] {
  let text: string;
  try {
    text = readFileSync(file, 'latin1');
  } catch {
    // Every git process since 2.22 writes a version event first: without it, none was traced.
    throw new Error(`git wrote no trace2 events to ${file}; nightshift needs git 2.22 or later`);
  }
  return text.split('\n').flatMap((line) => {
    if (!line.includes('"event":"error"')) return [];
    const event = JSON.parse(line) as { event?: string; fmt?: string; msg?: string };
    return event.event === 'error' ? [{ fmt: event.fmt ?? '', msg: event.msg ?? '' }] : [];
  });
}

/** The mode git records a nested repository's commit with (a gitlink). */
export const GITLINK_MODE = '160000';

/** What addAll could not stage: names git refuses, files it could not read, and those left out. */
export interface Unstaged {
  refused: GitPath[];
  unreadable: TreeChange[];
  /** The files surveyWorkingTree found too large, which git was not given. */
  tooLarge: TreeChange[];
}

/** Files kept from `git add`, and the pathspec file (magic pathspecs) that leaves them out. */
interface LeftOut {
  names: TreeChange[];
  pathspecFile: string;
}

/**
 * `git add --all` that records what it can instead of failing, and returns what it could not: the
 * files it could not record under their names (`.GIT/hooks/x`, `sub/.git./x`: git takes such a
 * name for a git directory and refuses it, on every file system), and the files it could not read
 * (`chmod 000` by a command: `unable to index file`), as changes whose content is unknown. A
 * nested repository without a commit (`git init` in a subdirectory) is skipped: it has nothing git
 * could record, so it is neither delivered nor decided. A nested repository with a commit is
 * staged as a gitlink, with a warning that is no reason to fail either. `leftOut`: files git is
 * not given at all (its client must take magic pathspecs), returned as they are.
 */
export async function addAll(traced: TracedGit, workspace: string, leftOut?: LeftOut): Promise<Unstaged> {
  const { git } = traced;
  const tooLarge = leftOut?.names ?? [];
  const pathspecs = leftOut
    ? [`--pathspec-from-file=${leftOut.pathspecFile}`, '--pathspec-file-nul']
    : ['--', '.'];
  try {
    await git.raw(['-c', 'advice.addEmbeddedRepo=false', 'add', '--all', '--ignore-errors', ...pathspecs]);
    return { refused: [], unreadable: [], tooLarge };
  } catch (err) {
    const errors = traced.errors();
    const { rest, refusals } = withoutTracedMessages((err as Error).message, errors);
    const lines = rest.split('\n').filter((l) => l.trim() !== '');
    const refusal = (l: string) => REFUSED.some((pattern) => pattern.test(l.trim()));
    if (!lines.every((l) => refusal(l) || TOLERATED.some((pattern) => pattern.test(l.trim())))) throw err;
    const unreadable = await unreadableChanges(git, errors, workspace);
    if (refusals === 0 && !lines.some(refusal)) return { refused: [], unreadable, tooLarge };
    // Named by what the index lacks, not by git's message: a name can hold a quote or a newline.
    const unread = new Set([...unreadable, ...tooLarge].map((c) => pathKey(c)));
    const left = await git.bytes(['ls-files', '-z', '--others', '--exclude-standard', '--', '.']);
    const refused = splitNul(left)
      .filter((name) => name[name.length - 1] !== 0x2f /* a nested repository's `dir/` */)
      .map(gitPath)
      .filter((p) => !unread.has(pathKey(p)));
    return { refused, unreadable, tooLarge };
  }
}

/**
 * The files add could not read, named by its trace2 events (JSON strings: a quote or a newline in
 * a name is no ambiguity there), each as the change it is against the scratch index: modified
 * when it holds an entry (base's, which add kept), else added. Its content is unknown: zeros.
 */
async function unreadableChanges(
  git: GitClient,
  errors: TraceError[],
  workspace: string,
): Promise<TreeChange[]> {
  const prefix = workspacePrefix(workspace);
  const names = errors
    .filter((e) => e.fmt === UNINDEXED)
    .map((e) => {
      const name = formatted(e);
      // Unsure which file git could not read: refused rather than guessed.
      if (name === undefined || !name.startsWith(prefix))
        throw new Error(`cannot tell which file git could not read from its error: ${e.msg}`);
      return Buffer.from(name.slice(prefix.length), 'latin1');
    });
  if (names.length === 0) return [];
  // The whole index, read only on this rare path: ls-files takes no pathspec file.
  const wanted = new Set(names.map((n) => pathKey(gitPath(n))));
  const staged = new Map<string, string>();
  for (const record of splitNul(await git.bytes(['ls-files', '-z', '--stage']))) {
    const key = pathKey(gitPath(record.subarray(record.indexOf(0x09) + 1)));
    if (wanted.has(key)) staged.set(key, record.subarray(0, 6).toString('latin1'));
  }
  return names.map((raw): TreeChange => {
    const name = gitPath(raw);
    const mode = staged.get(pathKey(name));
    return {
      ...name,
      status: mode === undefined ? 'A' : 'M',
      oldMode: mode ?? '000000',
      newMode: mode ?? '100644',
      newSha: '0'.repeat(40),
      unreadable: true,
    };
  });
}

/** git's error for a file it could not open or read while adding it (after `open("%s"): …`). */
const UNINDEXED = "unable to index file '%s'";

/**
 * git's stderr without the messages its trace2 events vouch for, each taken out whole when it is
 * one addAll knows (a refusal, a tolerated warning, a file it could not read): a name in one may
 * hold a line break, which would split the message into lines that no pattern fits. What is left,
 * messages git does not trace among them, is judged line by line. `refusals`: how many of those
 * taken out were refusals.
 */
function withoutTracedMessages(stderr: string, errors: TraceError[]): { rest: string; refusals: number } {
  let rest = stderr;
  let refusals = 0;
  for (const e of errors) {
    const msg = Buffer.from(e.msg, 'latin1').toString('utf8');
    for (const level of ['error', 'warning']) {
      const message = `${level}: ${msg}`;
      const refused = WHOLE_REFUSED.some((p) => p.test(message));
      if (!refused && !WHOLE_KNOWN.some((p) => p.test(message))) continue;
      const at = rest.indexOf(`${message}\n`);
      if (at < 0) continue;
      rest = rest.slice(0, at) + rest.slice(at + message.length + 1);
      if (refused) refusals++;
      break;
    }
  }
  return { rest, refusals };
}

const TOLERATED = [
  /^error: '.*' does not have a commit checked out$/,
  /^warning: adding embedded git repository: /,
  // What git cannot look into (add exits 0 for it alone): listStartTree lists it, and delivery
  // then sees less, never more.
  /^warning: could not open directory '.*': /,
  /^(?!(?:error|fatal|warning): ).*: Permission denied$/, // perror(): a tracked file it cannot lstat
  /^warning: unable to access '.*': /, // a .gitignore it cannot read: nothing hidden
];
const REFUSED = [/^error: invalid path '.*'$/, /^error: unable to add '.*' to index$/];
/** A file git could not read (named by unreadableChanges): `open("%s"): <error>`, then this. */
const UNREADABLE = [/^error: open\(".*"\): [^\n]+$/, /^error: unable to index file '.*'$/];
// The same, for a whole message whose name may hold a line break (withoutTracedMessages).
const WHOLE_REFUSED = REFUSED.map((p) => new RegExp(p.source, 's'));
const WHOLE_KNOWN = [...TOLERATED, ...UNREADABLE].map((p) => new RegExp(p.source, 's'));

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
 * A git client on the scratch index whose warnings are kept: git reports a directory it could not
 * open only as a warning, and exits 0.
 */
export interface TracedGit {
  git: GitClient;
  /** The errors and warnings its processes reported so far (trace2 `error` events). */
  errors(): TraceError[];
}

/**
 * One trace2 `error` event: `fmt` is git's message format, `msg` the message. Both hold each byte
 * git wrote as one character (latin1), so `Buffer.from(msg, 'latin1')` has a name's bytes back.
 */
export interface TraceError {
  fmt: string;
  msg: string;
}

/**
 * Runs `fn` with git pointed at a fresh index holding `base`'s tree (none is read for a null
 * base: git then needs no index); the index, pathspec and trace files are deleted after.
 */
export async function withScratchIndex<T>(
  workspace: string,
  base: string | null,
  fn: (
    git: GitClient,
    pathspecFile: (paths: (string | Buffer)[]) => string,
    traced: (options?: { magicPathspecs?: boolean }) => TracedGit,
  ) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-index-'));
  try {
    const index = path.join(dir, 'index');
    const scratchEnv = { ...env, GIT_LITERAL_PATHSPECS: '1' };
    const scratch = { indexFile: index, timeoutMs: SCRATCH_GIT_TIMEOUT_MS };
    const git = openRepo(workspace, scratchEnv, scratch);
    // A cold index: every file is hashed. Seeding it from a copy of the real index saved seconds
    // on large repositories, but the copy's newer timestamp made racily-clean entries look clean,
    // so an edit of the same size in the same second as the last commit went undelivered.
    if (base !== null) await git.raw(['read-tree', base]);
    let n = 0;
    const pathspecFile = (paths: (string | Buffer)[]): string => {
      const file = path.join(dir, `paths-${n++}`);
      writeFileSync(file, Buffer.concat(paths.flatMap((p) => [Buffer.from(p), NUL])));
      return file;
    };
    const traced = ({ magicPathspecs = false } = {}): TracedGit => {
      const file = path.join(dir, `trace-${n++}`);
      // trace2's event target prints names as JSON strings, where stderr prints them raw (a quote
      // or a newline in one would be ambiguous); LC_ALL=C keeps the message format untranslated.
      const tracing = {
        ...scratchEnv,
        GIT_TRACE2_EVENT: file,
        LC_ALL: 'C',
        ...(magicPathspecs ? { GIT_LITERAL_PATHSPECS: '0' } : {}),
      };
      return { git: openRepo(workspace, tracing, scratch), errors: () => traceErrors(file) };
    };
    return await fn(git, pathspecFile, traced);
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
    await openRepo(
      workspace,
      { ...process.env, GIT_LITERAL_PATHSPECS: '1' },
      { timeoutMs: SCRATCH_GIT_TIMEOUT_MS },
    ).raw([
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
