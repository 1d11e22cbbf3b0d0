import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentBranch, openRepo } from './repo.ts';

export interface CommitAuthor {
  name: string;
  email: string;
}

export interface CommitOptions {
  workspace: string;
  /** The run branch; HEAD must be on it (createRunBranch switches to it). */
  branch: string;
  message: string;
  /** Defaults to the repository's configured identity, else {@link DEFAULT_AUTHOR}. */
  author?: CommitAuthor;
  /** A `Key: value` trailer linking the commit to its run, e.g. `Nightshift-Run: <run_id>`. */
  trailer: string;
  /** Paths (absolute or workspace-relative) never committed: the run's out dir, the audit log. */
  exclude: string[];
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
 * Stages every change in the working tree (new, modified, deleted; .gitignore respected) except
 * the excluded paths and commits it with the trailer. Returns null when there is nothing to commit.
 * Hooks do not run (see openRepo): they would execute files the agent may have written.
 */
export async function commitChanges(options: CommitOptions): Promise<CommitResult | null> {
  if (!/^[A-Za-z0-9-]+: \S/.test(options.trailer))
    throw new Error(`trailer "${options.trailer}" is not "Key: value"`);
  const on = await currentBranch(options.workspace);
  if (on !== options.branch)
    throw new Error(`HEAD is on ${on ?? 'a detached commit'}, not on the run branch ${options.branch}`);

  const identity = options.author ?? (await configuredAuthor(options.workspace)) ?? DEFAULT_AUTHOR;
  const git = openRepo(options.workspace, {
    ...process.env,
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
  });
  const inside = options.exclude.flatMap((p) => insideWorkspace(options.workspace, p));
  const excludes = (await notIgnored(git, inside)).map((rel) => `:(exclude,literal)${rel}`);
  await git.raw(['add', '--all', '--', '.', ...excludes]);
  const staged = (await git.raw(['diff', '--cached', '--name-only', '-z'])).split('\0').filter(Boolean);
  if (staged.length === 0) return null;

  await git.raw([
    'commit',
    '--no-verify',
    '--quiet',
    '--message',
    options.message,
    '--trailer',
    options.trailer,
  ]);
  const sha = (await git.raw(['rev-parse', 'HEAD'])).trim();
  const numstat = await git.raw(['show', '--numstat', '--no-renames', '--format=', '-z', sha]);
  const stats = parseNumstat(numstat);
  const patch = await git.raw(['format-patch', '-1', '--stdout', '--binary', '--no-renames', sha]);
  return { sha, ...stats, patch };
}

/** Writes the patch as `changes.patch` in the out dir and returns its path. */
export function writePatch(outDir: string, patch: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'changes.patch');
  writeFileSync(file, patch);
  return file;
}

async function configuredAuthor(workspace: string): Promise<CommitAuthor | null> {
  const git = openRepo(workspace);
  const get = async (key: string) => (await git.raw(['config', '--get', key]).catch(() => '')).trim();
  const [name, email] = [await get('user.name'), await get('user.email')];
  return name && email ? { name, email } : null;
}

/**
 * Exclusions git already ignores (the out dir is listed in .git/info/exclude) must not be named
 * in the pathspec: `git add` refuses a pathspec that names an ignored path. check-ignore prints
 * the ignored ones (its exit status, 1 when none is, does not tell simple-git's caller anything).
 */
async function notIgnored(git: ReturnType<typeof openRepo>, rels: string[]): Promise<string[]> {
  if (rels.length === 0) return [];
  const out = await git.raw(['check-ignore', '--', ...rels]);
  const ignored = new Set(out.split('\n').filter(Boolean));
  return rels.filter((r) => !ignored.has(r));
}

/** Workspace-relative, `/`-separated; paths outside the workspace cannot be staged anyway. */
function insideWorkspace(workspace: string, p: string): string[] {
  const rel = path.relative(workspace, path.resolve(workspace, p));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return [];
  return [rel.split(path.sep).join('/')];
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
