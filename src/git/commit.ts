import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listChanges, withScratchIndex } from './changes.ts';
import { currentBranch, openRepo, withConfig } from './repo.ts';
import { withSshSigningKey } from './ssh-signing.ts';

export interface CommitAuthor {
  name: string;
  email: string;
}

export interface CommitOptions {
  workspace: string;
  /** The run branch; HEAD must be on it (createRunBranch switches to it). */
  branch: string;
  /** The commit the run started from: the new commit's only parent. Defaults to HEAD. */
  base?: string;
  /**
   * Workspace-relative paths committed as they are in the working tree (added, modified or
   * deleted). Nothing else is: files that were dirty before the run and changes the policy denies
   * stay out because the caller does not name them. Default: every change against `base`.
   */
  paths?: string[];
  /** Paths (absolute or workspace-relative) left out of the default `paths`: the run's out dir. */
  exclude?: string[];
  /** Further paths whose real-index entries are reset to the new commit (reverted changes the model staged). */
  resetPaths?: string[];
  message: string;
  /** Defaults to the repository's configured identity, else {@link DEFAULT_AUTHOR}. */
  author?: CommitAuthor;
  /** Defaults to the author. */
  committer?: CommitAuthor;
  /**
   * `Key: value` trailer lines (one or more, newline-separated) linking the commit to its run,
   * e.g. `Nightshift-Run: <run_id>`.
   */
  trailer: string;
  /** Commit even when `paths` hold no change: a record on the branch (a follow-up that changed nothing). */
  allowEmpty?: boolean;
  /** An OpenSSH private key (no passphrase): the commit is signed with it (`gpg.format=ssh`). */
  signingKey?: string;
}

export interface CommitResult {
  sha: string;
  files: string[];
  insertions: number;
  deletions: number;
  /** The commit as `git format-patch` output: applies with `git am`, message and author included. */
  patch: string;
}

export const DEFAULT_AUTHOR: CommitAuthor = {
  name: 'nightshift',
  email: 'nightshift@users.noreply.github.com',
};

/**
 * Commits exactly `paths` on top of `base`. The tree is built in a scratch index (the user's
 * staging area is not what gets committed, and stays theirs), the commit is made with
 * `commit-tree` (no hooks, no editor, no signing program) and the run branch is moved to it.
 * Afterwards the real index entries of the committed (and `resetPaths`) paths match the commit;
 * other entries, such as changes staged before the run, are left as they were.
 * Returns null when the paths hold no change.
 */
export async function commitChanges(options: CommitOptions): Promise<CommitResult | null> {
  if (!options.trailer.split('\n').every((line) => /^[A-Za-z0-9-]+: \S/.test(line)))
    throw new Error(`trailer "${options.trailer}" is not "Key: value" lines`);
  const on = await currentBranch(options.workspace);
  if (on !== options.branch)
    throw new Error(`HEAD is on ${on ?? 'a detached commit'}, not on the run branch ${options.branch}`);
  const base =
    options.base ?? (await openRepo(options.workspace).raw(['rev-parse', '--verify', 'HEAD'])).trim();
  const paths = options.paths ?? (await defaultPaths(options.workspace, base, options.exclude ?? []));
  if (paths.length === 0 && !options.allowEmpty) return null;

  const author = options.author ?? (await configuredAuthor(options.workspace)) ?? DEFAULT_AUTHOR;
  const committer = options.committer ?? author;
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
  };
  const real = openRepo(options.workspace, { ...env, GIT_LITERAL_PATHSPECS: '1' });
  const sign = options.signingKey;
  const build = (signing: Record<string, string>) =>
    withScratchIndex(
      options.workspace,
      base,
      async (git, pathspecFile) => {
        if (paths.length > 0)
          await git.raw([
            'add',
            '--all',
            `--pathspec-from-file=${pathspecFile(paths)}`,
            '--pathspec-file-nul',
          ]);
        // What the tree will hold against base, counted now: the commit's stats cost no more git.
        const staged = await git.raw(['diff-index', '--cached', '--numstat', '-z', '--no-renames', base]);
        if (staged.length === 0 && !options.allowEmpty) return null;
        const tree = (await git.raw(['write-tree'])).trim();
        const commit = (
          await git.raw([
            'commit-tree',
            ...(sign ? ['-S'] : []),
            tree,
            '-p',
            base,
            '-m',
            options.message,
            '-m',
            options.trailer,
          ])
        ).trim();
        await real.raw([
          'update-ref',
          '-m',
          'nightshift: run commit',
          `refs/heads/${options.branch}`,
          commit,
        ]);
        const reset = [...new Set([...paths, ...(options.resetPaths ?? [])])];
        // An empty pathspec list would reset the whole index.
        if (reset.length > 0)
          await real.raw([
            'reset',
            '--quiet',
            `--pathspec-from-file=${pathspecFile(reset)}`,
            '--pathspec-file-nul',
          ]);
        return { commit, stats: parseNumstat(staged) };
      },
      withConfig(env, signing),
    );
  const built = sign ? await withSshSigningKey(sign, build) : await build({});
  if (!built) return null;
  const { commit: sha, stats } = built;

  const patch = await real.raw([
    'format-patch',
    '-1',
    '--stdout',
    '--binary',
    '--no-renames',
    '--no-signature',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    sha,
  ]);
  return { sha, ...stats, patch };
}

/** Writes the patch as `changes.patch` in the out dir and returns its path. */
export function writePatch(outDir: string, patch: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'changes.patch');
  writeFileSync(file, patch);
  return file;
}

/** Every change against `base` except those at or below an excluded path. */
async function defaultPaths(workspace: string, base: string, exclude: string[]): Promise<string[]> {
  const excluded = exclude.flatMap((p) => insideWorkspace(workspace, p));
  return (await listChanges(workspace, base))
    .map((c) => c.path)
    .filter((p) => !excluded.some((e) => p === e || p.startsWith(`${e}/`)));
}

/** Workspace-relative, `/`-separated; paths outside the workspace are never committed anyway. */
export function insideWorkspace(workspace: string, p: string): string[] {
  const rel = path.relative(workspace, path.resolve(workspace, p));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return [];
  return [rel.split(path.sep).join('/')];
}

async function configuredAuthor(workspace: string): Promise<CommitAuthor | null> {
  // One git run for both keys; the last value of each wins, as with `git config --get`.
  const listed = await openRepo(workspace)
    .raw(['config', '-z', '--get-regexp', '^user\\.(name|email)$'])
    .catch(() => '');
  const values = new Map<string, string>();
  for (const entry of listed.split('\0')) {
    const newline = entry.indexOf('\n');
    if (newline > 0) values.set(entry.slice(0, newline), entry.slice(newline + 1).trim());
  }
  const name = values.get('user.name');
  const email = values.get('user.email');
  return name && email ? { name, email } : null;
}

/** `-z` numstat: `added\tdeleted\tpath\0` per file; binary files count `-` (as 0 lines). */
function parseNumstat(text: string): Pick<CommitResult, 'files' | 'insertions' | 'deletions'> {
  const files: string[] = [];
  let insertions = 0;
  let deletions = 0;
  for (const record of text.split('\0')) {
    const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
    if (!m) continue;
    insertions += m[1] === '-' ? 0 : Number(m[1]);
    deletions += m[2] === '-' ? 0 : Number(m[2]);
    files.push(m[3] ?? '');
  }
  return { files, insertions, deletions };
}
