import { authHeaderConfig, withPersistedCredentialsHidden } from './auth.ts';
import { rethrowRedacted } from './errors.ts';
import { openRepo, withConfig } from './repo.ts';

export interface PushOptions {
  workspace: string;
  /** A remote name (`origin`) or URL without credentials. */
  remote: string;
  /** The run branch, pushed from the local branch of the same name. */
  branch: string;
  /** The PR's base branch: never pushed to. */
  base: string;
  /** Sent as a masked `http.extraheader`; without it git uses whatever auth is configured. */
  token?: string;
  /** Commits carrying this trailer key are nightshift's own (default `Nightshift-Run`). */
  trailerKey?: string;
}

export interface PushResult {
  sha: string;
  /** The remote branch's commit before the push; null when the push created the branch. */
  previousSha: string | null;
  /** The remote branch was replaced (with a lease), not fast-forwarded or created. */
  forced: boolean;
}

/**
 * Pushes the run branch. A new branch is created with a plain push. An existing one is overwritten
 * only when it is nightshift's own — every commit on it that the new branch lacks carries the
 * run trailer — and then with `--force-with-lease` pinned to the commit just seen, so a push made
 * in between by someone else is never lost. Pushing to the base branch is refused outright.
 */
export async function pushBranch(options: PushOptions): Promise<PushResult> {
  const { workspace, remote, branch, base, token } = options;
  if (branch === base) throw new Error(`refusing to push to the base branch ${base}`);
  try {
    const env = await authEnv(workspace, remote, token);
    const git = openRepo(workspace, env ?? process.env);
    // Only when we send our own header do the persisted ones go: without a token they are the auth.
    const withAuth = <T>(fn: () => Promise<T>) => (env ? withPersistedCredentialsHidden(git, fn) : fn());
    return await withAuth(async () => {
      const sha = (await git.raw(['rev-parse', '--verify', `refs/heads/${branch}^{commit}`])).trim();
      const listed = await git.raw(['ls-remote', '--symref', remote, 'HEAD', `refs/heads/${branch}`]);
      const remoteHead = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(listed)?.[1];
      if (remoteHead === branch)
        throw new Error(`refusing to push to ${branch}: it is the remote's default branch`);
      const previousSha =
        new RegExp(`^([0-9a-f]{40,64})\\trefs/heads/${escape(branch)}$`, 'm').exec(listed)?.[1] ?? null;

      if (previousSha === null || previousSha === sha) {
        if (previousSha === null)
          await git.raw([
            'push',
            '--no-verify',
            '--porcelain',
            remote,
            `refs/heads/${branch}:refs/heads/${branch}`,
          ]);
        return { sha, previousSha, forced: false };
      }
      await git.raw(['fetch', '--no-tags', '--quiet', remote, `refs/heads/${branch}`]);
      const foreign = await commitsWithoutTrailer(
        git,
        previousSha,
        sha,
        options.trailerKey ?? 'Nightshift-Run',
      );
      if (foreign.length > 0) {
        throw new Error(
          `refusing to overwrite ${branch}: it has ${foreign.length} commit(s) not made by nightshift (${foreign.map((c) => c.slice(0, 12)).join(', ')})`,
        );
      }
      await git.raw([
        'push',
        '--no-verify',
        '--porcelain',
        `--force-with-lease=refs/heads/${branch}:${previousSha}`,
        remote,
        `refs/heads/${branch}:refs/heads/${branch}`,
      ]);
      return { sha, previousSha, forced: true };
    });
  } catch (err) {
    rethrowRedacted(`push of ${branch} to ${remote} failed`, err, [token]);
  }
}

/** The environment carrying the token's header, scoped to the remote's push URL; null when there is none. */
async function authEnv(
  workspace: string,
  remote: string,
  token: string | undefined,
): Promise<NodeJS.ProcessEnv | null> {
  if (!token) return null;
  // A remote given as a URL is not a configured remote: get-url fails and the URL is the remote.
  const url = (
    await openRepo(workspace)
      .raw(['remote', 'get-url', '--push', remote])
      .catch(() => remote)
  ).trim();
  const header = authHeaderConfig(token, url);
  return header ? withConfig(process.env, header) : null;
}

/** Commits reachable from the remote tip but not from ours whose message lacks the trailer. */
async function commitsWithoutTrailer(
  git: ReturnType<typeof openRepo>,
  remoteSha: string,
  localSha: string,
  trailerKey: string,
): Promise<string[]> {
  const log = await git.raw([
    'log',
    `--format=%H %(trailers:key=${trailerKey},valueonly,separator=%x2C)%x00`,
    remoteSha,
    '--not',
    localSha,
  ]);
  return log
    .split('\0')
    .map((r) => r.trim())
    .filter((r) => r && !/^\S+ \S/.test(r))
    .map((r) => r.split(' ')[0] ?? r);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
