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

/** How many commits on `head` but not on `base` carry the trailer `key` (each counts once). */
export async function countTrailers(
  workspace: string,
  head: string,
  base: string,
  key: string,
): Promise<number> {
  const log = await openRepo(workspace).raw([
    'log',
    `--format=%(trailers:key=${key},valueonly,separator=%x2C)%x00`,
    head,
    '--not',
    base,
  ]);
  return log.split('\0').filter((r) => r.trim()).length;
}

const HEAD_REF = 'refs/nightshift/pull-head';
const BASE_REF = 'refs/nightshift/pull-base';
