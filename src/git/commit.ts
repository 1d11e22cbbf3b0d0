import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeArtifact } from '../audit/artifact-file.ts';
import type { GitClient } from './client.ts';
import {
  listChanges,
  parseNumstat,
  withScratchIndex,
  type ChangeSnapshot,
  type ChangeStats,
} from './changes.ts';
import { pathKey } from './path-bytes.ts';
import { currentBranch, openRepo, repoConfigEntries, withConfig } from './repo.ts';
import { sealMessage } from './seal.ts';
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
  /**
   * The final-diff gate's snapshot of the working tree, when nothing can have changed it since:
   * its tree is committed as it is when it holds exactly `paths` against `base`.
   */
  snapshot?: ChangeSnapshot;
  /**
   * Called once the run branch points at the new commit, before the index is refreshed and the
   * patch made (either can fail, or a kill land): the caller records the commit while nothing else
   * can have happened to it.
   */
  onCommitted?: (commit: { sha: string } & ChangeStats) => void;
}

export interface CommitResult extends ChangeStats {
  sha: string;
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
 * The message is `message`, a blank line, `trailer` and the seal (git/seal.ts) that marks the
 * commit as exactly nightshift's; it reaches git in a file, never as an argument (the kernel caps
 * an argument's size). Afterwards the real index entries of the committed (and `resetPaths`)
 * paths match the commit; other entries, such as changes staged before the run, are left as they
 * were.
 * Returns null when the paths hold no change.
 */
export async function commitChanges(options: CommitOptions): Promise<CommitResult | null> {
  if (!options.trailer.split('\n').every((line) => /^[A-Za-z0-9-]+: \S/.test(line)))
    throw new Error(`trailer "${options.trailer}" is not "Key: value" lines`);
  const on = await currentBranch(options.workspace);
  if (on !== options.branch)
    throw new Error(`HEAD is on ${on ?? 'a detached commit'}, not on the run branch ${options.branch}`);
  // The commit id itself: the seal names the parent as the commit object does.
  const base =
    options.base && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(options.base)
      ? options.base
      : (
          await openRepo(options.workspace).raw([
            'rev-parse',
            '--verify',
            `${options.base ?? 'HEAD'}^{commit}`,
          ])
        ).trim();
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
  const staged = reusableTree(options.snapshot, base, paths);
  const scratch = mkdtempSync(path.join(tmpdir(), 'ns-message-'));
  const messageFile = path.join(scratch, 'message');
  const build = (signing: Record<string, string>) =>
    withScratchIndex(
      options.workspace,
      staged ? null : base,
      async (git, pathspecFile) => {
        const { tree, stats } = staged ?? (await stage(git, base, paths, pathspecFile));
        if (stats.files.length === 0 && !options.allowEmpty) return null;
        writeFileSync(
          messageFile,
          sealMessage(tree, [base], `${options.message.trimEnd()}\n\n${options.trailer}`),
        );
        const commit = (
          await git.raw(['commit-tree', ...(sign ? ['-S'] : []), tree, '-p', base, '-F', messageFile])
        ).trim();
        await real.raw([
          'update-ref',
          '-m',
          'nightshift: run commit',
          `refs/heads/${options.branch}`,
          commit,
        ]);
        options.onCommitted?.({ sha: commit, ...stats });
        const reset = [...new Set([...paths, ...(options.resetPaths ?? [])])];
        // An empty pathspec list would reset the whole index.
        if (reset.length > 0)
          await real.raw([
            'reset',
            '--quiet',
            `--pathspec-from-file=${pathspecFile(reset)}`,
            '--pathspec-file-nul',
          ]);
        return { commit, stats };
      },
      withConfig(env, signing),
    );
  let built: Awaited<ReturnType<typeof build>>;
  try {
    built = sign ? await withSshSigningKey(sign, build) : await build({});
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (!built) return null;
  const { commit: sha, stats } = built;

  const patch = await real.raw([
    // Names as they are, not git's octal escapes of their UTF-8 bytes: changes.patch is redacted,
    // and a secret in a name is recognised as written. `"` `\` and controls are still escaped
    // (no name delivered holds a control; `\"` and `\\` are JSON's escapes too, which the
    // redactor knows), and the patch applies with `git am` all the same.
    '-c',
    'core.quotePath=false',
    'format-patch',
    '-1',
    // The diffstat with every name in full: git shortens a long one to `...` and its end, which
    // could keep the tail of a secret, a piece no redaction recognises. The bars keep their width;
    // the summary (`create mode …`) is the default's, which naming --stat turns off.
    `--stat=${STAT_WIDTH}`,
    '--stat-graph-width=50',
    '--summary',
    '--stdout',
    '--binary',
    '--no-renames',
    // The config nightshift's git runs with hides gitlinks from diffs (diff.ignoreSubmodules):
    // should one be committed, the patch shows it, so it never says less than the commit holds.
    '--ignore-submodules=none',
    '--no-signature',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    sha,
  ]);
  return { sha, ...stats, patch };
}

/** Columns of the patch's diffstat: more than any path has (PATH_MAX), so no name is shortened. */
const STAT_WIDTH = 10_000;

/** `paths` staged on top of `base` in the scratch index: the tree to commit and its line counts. */
async function stage(
  git: GitClient,
  base: string,
  paths: string[],
  pathspecFile: (paths: string[]) => string,
): Promise<{ tree: string; stats: ChangeStats }> {
  if (paths.length > 0)
    await git.raw(['add', '--all', `--pathspec-from-file=${pathspecFile(paths)}`, '--pathspec-file-nul']);
  // What the tree will hold against base, counted now: the commit's stats cost no more git.
  const numstat = await git.raw(['diff-index', '--cached', '--numstat', '-z', '--no-renames', base]);
  return { tree: (await git.raw(['write-tree'])).trim(), stats: parseNumstat(numstat) };
}

/**
 * The snapshot's tree when it is exactly the commit asked for: taken against the same base and
 * holding the same changed paths, no more (a file dirty before the run, a reverted one, the out
 * dir) and no fewer. Paths are compared by their bytes: a file named `run\xff.sh` in ASCII and one
 * whose name holds the byte 0xff print alike, and the tree must not hold the second when only the
 * first was asked for. Nothing ran between the snapshot and the commit (the caller's promise), so
 * those paths still hold what was staged.
 */
function reusableTree(
  snapshot: ChangeSnapshot | undefined,
  base: string,
  paths: string[],
): ChangeSnapshot['commit'] {
  if (!snapshot?.commit || snapshot.base !== base || paths.length === 0) return undefined;
  if (snapshot.changes.length !== paths.length) return undefined;
  const asked = new Set(paths.map((p) => pathKey(p)));
  return asked.size === paths.length && snapshot.changes.every((c) => asked.has(pathKey(c)))
    ? snapshot.commit
    : undefined;
}

/** Writes the patch as `changes.patch` in the out dir and returns its path. */
export function writePatch(outDir: string, patch: string): string {
  return writeArtifact(outDir, 'changes.patch', patch);
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
  // The run's listing of every scope while no config file changed; the last value of each key
  // wins, as with `git config --get`.
  const values = new Map<string, string>();
  for (const { key, value } of await repoConfigEntries(workspace).catch(() => []))
    if ((key === 'user.name' || key === 'user.email') && value !== undefined) values.set(key, value.trim());
  const name = values.get('user.name');
  const email = values.get('user.email');
  return name && email ? { name, email } : null;
}
