import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { authHeaderConfig } from './auth.ts';
import { rethrowRedacted } from './errors.ts';
import { locateRepo, openRepo, withConfig } from './repo.ts';

export interface PullHead {
  headSha: string;
  baseSha: string;
}

/**
 * Fetches a pull request's head and base branches from `url` (the token as a scoped header, as
 * for the push) and adds a worktree at `dir`, detached at the head. The workspace itself stays
 * on the commit the workflow checked out: the task file and the policy are read from there,
 * never from the branch an earlier run's model wrote.
 */
export async function checkoutPullHead(options: {
  workspace: string;
  url: string;
  token: string;
  head: string;
  base: string;
  dir: string;
}): Promise<PullHead> {
  const { workspace, url, token, head, base, dir } = options;
  const git = openRepo(workspace, withConfig(process.env, authHeaderConfig(token, url) ?? {}));
  try {
    await git.raw([
      'fetch',
      '--no-tags',
      '--quiet',
      url,
      `+refs/heads/${head}:${HEAD_REF}`,
      `+refs/heads/${base}:${BASE_REF}`,
    ]);
    const sha = async (ref: string) => (await git.raw(['rev-parse', '--verify', `${ref}^{commit}`])).trim();
    const pull = { headSha: await sha(HEAD_REF), baseSha: await sha(BASE_REF) };
    await git.raw(['worktree', 'add', '--quiet', '--detach', dir, pull.headSha]);
    return pull;
  } catch (err) {
    rethrowRedacted(`fetching the pull request's branch ${head}`, err, [token]);
  }
}

export interface BranchCommit {
  sha: string;
  /** Its trailer keys (`Nightshift-Run`, ...), from the message's last paragraph. */
  trailerKeys: string[];
}

/** The commits on `head` that `base` lacks: the pull request's own commits. */
export async function branchCommits(workspace: string, head: string, base: string): Promise<BranchCommit[]> {
  const log = await openRepo(workspace).raw([
    'log',
    '--format=%H%x1f%(trailers:only,unfold,separator=%x1e)%x00',
    head,
    '--not',
    base,
  ]);
  return log
    .split('\0')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((record) => {
      const [sha = '', trailers = ''] = record.split('\x1f');
      const trailerKeys = trailers
        .split('\x1e')
        .map((t) => t.split(':')[0]?.trim() ?? '')
        .filter(Boolean);
      return { sha, trailerKeys };
    });
}

/**
 * The commit checked out in the workspace and its parents, read from the commit object itself
 * (a shallow clone's grafts hide the parents from `rev-list`). A pull request's merge ref checked
 * out has the PR's head among its parents.
 */
export async function checkedOutCommits(workspace: string): Promise<string[]> {
  const git = openRepo(workspace);
  const head = (await git.raw(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
  const raw = await git.raw(['cat-file', 'commit', head]);
  const parents = [...(raw.split('\n\n')[0] ?? '').matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] ?? '');
  return [head, ...parents];
}

/**
 * The commits the checkout's history holds that `base` (the pull request's base, fetched) does
 * not: every one the follow-up could have read its configuration through. `cut` says that history
 * is incomplete, a shallow clone's boundary lying among them (a checkout of the PR merged into
 * another branch, depth 1): the PR's commits may lie beyond it, unseen.
 */
export async function checkedOutBeyondBase(
  workspace: string,
  base: string,
): Promise<{ commits: string[]; cut: boolean }> {
  const git = openRepo(workspace);
  const commits = (await git.raw(['rev-list', 'HEAD', '--not', base])).split('\n').filter(Boolean);
  const shallowFile = path.resolve(workspace, (await git.raw(['rev-parse', '--git-path', 'shallow'])).trim());
  const shallow = new Set(existsSync(shallowFile) ? readFileSync(shallowFile, 'utf8').split('\n') : []);
  return { commits, cut: commits.some((sha) => shallow.has(sha)) };
}

/**
 * The files among `files` (absolute paths; those outside the checkout's work tree are skipped)
 * that hold a version the pull request's own commits wrote (on `head`, not on `base`) and the
 * base's tip does not: a squash or cherry-pick of the PR into the checkout carries the model's
 * configuration without any of its commits.
 */
export async function filesWrittenByPull(
  workspace: string,
  files: readonly string[],
  head: string,
  base: string,
): Promise<string[]> {
  const top = locateRepo(workspace)?.workTree;
  if (!top) return [];
  const git = openRepo(workspace);
  const blob = (rev: string, rel: string) =>
    git.raw(['rev-parse', '--verify', '--quiet', `${rev}:${rel}`]).then(
      (out) => out.trim(),
      () => '',
    );
  const written: string[] = [];
  for (const file of files) {
    const rel = path.relative(top, file).split(path.sep).join('/');
    if (rel.startsWith('..') || path.isAbsolute(rel) || !existsSync(file)) continue;
    const touching = (await git.raw(['rev-list', head, '--not', base, '--', rel]))
      .split('\n')
      .filter(Boolean);
    if (touching.length === 0) continue;
    const pullBlobs = new Set(await Promise.all(touching.map((sha) => blob(sha, rel))));
    const here = (await git.raw(['hash-object', '--no-filters', '--', file])).trim();
    if (pullBlobs.has(here) && here !== (await blob(base, rel))) written.push(rel);
  }
  return written;
}

const HEAD_REF = 'refs/nightshift/pull-head';
const BASE_REF = 'refs/nightshift/pull-base';
