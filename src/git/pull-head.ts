import { authHeaderConfig } from './auth.ts';
import { rethrowRedacted } from './errors.ts';
import { openRepo, withConfig } from './repo.ts';

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

const HEAD_REF = 'refs/nightshift/pull-head';
const BASE_REF = 'refs/nightshift/pull-base';
