import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authHeaderConfig } from './auth.ts';
import { rethrowRedacted } from './errors.ts';
import { gitClient, type GitClient } from './client.ts';
import { locateRepo, openRepo, withConfig } from './repo.ts';
import { isSealed } from './seal.ts';

export interface PushOptions {
  workspace: string;
  /** A URL without credentials, or a remote name read from the repository's config now. */
  remote: string;
  /** The run branch, pushed from the local branch of the same name. */
  branch: string;
  /** The PR's base branch: never pushed to. */
  base: string;
  /** Sent as a masked `http.extraheader`; without it git uses whatever auth is configured. */
  token?: string;
  /**
   * Looks at the run commit against the remote once the remote branch has been checked, before
   * anything is pushed (delivery measures a follow-up's pull request against its base): a reason
   * not to push, or null. With a reason nothing is pushed and the result says `refused`.
   */
  inspect?: (remote: RemoteView) => Promise<string | null>;
  /**
   * Publishes the run commit some other way (commit-signing: github) once the remote branch has
   * been checked: it resolves with the commit the branch must point at, after moving the branch
   * there with `push` (which uses the same lease as an ordinary push).
   */
  publish?: Publish;
}

/** The push's view of the remote, for a {@link Publish}: git in the scratch repository. */
export interface RemoteView {
  git: GitClient;
  url: string;
  branch: string;
  /** The local run commit. */
  sha: string;
}
export type Publish = (remote: RemoteView, push: (sha: string) => Promise<void>) => Promise<string>;

export interface PushResult {
  sha: string;
  /** The remote branch's commit before the push; null when the push created the branch. */
  previousSha: string | null;
  /** The remote branch was replaced (with a lease), not fast-forwarded or created. */
  forced: boolean;
  /** `inspect`'s reason: nothing was pushed. */
  refused?: string;
}

/**
 * The URL a remote name stands for, read from the repository's config as written: no
 * `url.*.insteadOf` rewriting applies. A URL is returned as it is. Runs call this at start, before
 * the model runs, and push to that URL whatever the config says later.
 */
export async function remoteUrl(workspace: string, remote: string): Promise<string> {
  // A URL is never looked up: `remote.<url>.url` in the repository's config cannot redirect it.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) return remote;
  const git = openRepo(workspace);
  const get = (key: string) =>
    git.raw(['config', '--get', key]).then(
      (s) => s.trim(),
      () => '',
    );
  const url = (await get(`remote.${remote}.pushurl`)) || (await get(`remote.${remote}.url`));
  if (url) return url;
  if (/[:/]/.test(remote)) return remote;
  throw new Error(`no URL for the remote "${remote}"`);
}

/**
 * Pushes the run branch. A new branch is created with a plain push. An existing one is overwritten
 * only when it is nightshift's own — every commit on it that the new branch lacks is sealed
 * (git/seal.ts): exactly as nightshift made it, not a reviewer's amend, fixup, rebase or
 * cherry-pick of it — and then with `--force-with-lease` pinned to the commit just seen, so a push
 * made in between by someone else is never lost. Pushing to the base branch is refused outright.
 *
 * The network side runs in a scratch bare repository that borrows the workspace's objects
 * (objects/info/alternates) and never reads the workspace's config: its `url.*.insteadOf`,
 * `pushurl`, credential helpers, proxies, `core.sshCommand` and hooks cannot redirect the push or
 * run anything. The token travels as an `http.<origin>/.extraheader` scoped to the push URL's host.
 */
export async function pushBranch(options: PushOptions): Promise<PushResult> {
  const { workspace, branch, base, token } = options;
  if (branch === base) throw new Error(`refusing to push to the base branch ${base}`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'ns-push-'));
  try {
    const url = await remoteUrl(workspace, options.remote);
    const sha = (
      await openRepo(workspace).raw(['rev-parse', '--verify', `refs/heads/${branch}^{commit}`])
    ).trim();
    const git = await scratchRepo(workspace, scratch, await authConfig(workspace, url, token));
    const listed = await git.raw(['ls-remote', '--symref', url, 'HEAD', `refs/heads/${branch}`]);
    const remoteHead = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(listed)?.[1];
    if (remoteHead === branch)
      throw new Error(`refusing to push to ${branch}: it is the remote's default branch`);
    const previousSha =
      new RegExp(`^([0-9a-f]{40,64})\\trefs/heads/${escape(branch)}$`, 'm').exec(listed)?.[1] ?? null;
    const refspec = `${sha}:refs/heads/${branch}`;

    if (previousSha !== null && previousSha !== sha) {
      await git.raw(['fetch', '--no-tags', '--quiet', url, `refs/heads/${branch}`]);
      const foreign = await unsealedCommits(git, previousSha, sha);
      if (foreign.length > 0) {
        throw new Error(
          `refusing to overwrite ${branch}: it has ${foreign.length} commit(s) not made by nightshift (${foreign.map((c) => c.slice(0, 12)).join(', ')}); a commit nightshift made that someone amended, rebased or cherry-picked is theirs now`,
        );
      }
    }
    const refused = await options.inspect?.({ git, url, branch, sha });
    if (refused) return { sha, previousSha, forced: false, refused };
    // The lease: the branch still points where it was seen (an empty value: it still does not exist).
    const leasePush = (commit: string) =>
      git.raw([
        'push',
        '--no-verify',
        '--porcelain',
        `--force-with-lease=refs/heads/${branch}:${previousSha ?? ''}`,
        url,
        `${commit}:refs/heads/${branch}`,
      ]);
    if (options.publish) {
      const published = await options.publish({ git, url, branch, sha }, async (commit) => {
        await leasePush(commit);
      });
      return { sha: published, previousSha, forced: previousSha !== null };
    }
    if (previousSha === null || previousSha === sha) {
      if (previousSha === null) await git.raw(['push', '--no-verify', '--porcelain', url, refspec]);
      return { sha, previousSha, forced: false };
    }
    await leasePush(sha);
    return { sha, previousSha, forced: true };
  } catch (err) {
    rethrowRedacted(`push of ${branch} to ${withoutUserinfo(options.remote)} failed`, err, [token]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The header for the push URL's host: the token's when one is given; otherwise the header
 * actions/checkout persisted for that host (its local config is not read by the scratch
 * repository), so a checkout's credentials keep working and still go to that host only.
 */
async function authConfig(
  workspace: string,
  url: string,
  token: string | undefined,
): Promise<[string, string][]> {
  if (token) return Object.entries(authHeaderConfig(token, url) ?? {});
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return [];
  }
  const git = openRepo(workspace);
  const persisted = await git
    .raw(['config', '--local', '--includes', '--get-all', `http.${origin}/.extraheader`])
    .catch(() => '');
  return persisted
    .split('\n')
    .filter(Boolean)
    .map((value) => [`http.${origin}/.extraheader`, value]);
}

/** A bare repository in `dir` that sees the workspace's objects and knows nothing else of it. */
async function scratchRepo(workspace: string, dir: string, config: [string, string][]): Promise<GitClient> {
  if (!locateRepo(workspace)) throw new Error(`${workspace} is not a git repository`);
  const objects = (await openRepo(workspace).raw(['rev-parse', '--git-path', 'objects'])).trim();
  let env = withConfig(
    { ...process.env, GIT_DIR: dir, GIT_TERMINAL_PROMPT: '0', GIT_NO_REPLACE_OBJECTS: '1' },
    { 'core.hooksPath': '/dev/null' },
  );
  for (const [key, value] of config) env = withConfig(env, { [key]: value });
  delete env.GIT_WORK_TREE;
  delete env.GIT_INDEX_FILE;
  const git = gitClient(dir, env);
  await git.raw(['init', '--quiet', '--bare', dir]);
  mkdirSync(path.join(dir, 'objects', 'info'), { recursive: true });
  writeFileSync(path.join(dir, 'objects', 'info', 'alternates'), `${path.resolve(workspace, objects)}\n`);
  return git;
}

/**
 * Commits reachable from the remote tip but not from ours that are not sealed. A record that does
 * not parse (a message holding a NUL splits it) counts as not sealed.
 */
async function unsealedCommits(git: GitClient, remoteSha: string, localSha: string): Promise<string[]> {
  const log = await git.raw([
    'log',
    '-z',
    '--no-show-signature',
    '--format=%H %T %P%n%B',
    remoteSha,
    '--not',
    localSha,
  ]);
  return log
    .split('\0')
    .filter(Boolean)
    .flatMap((record) => {
      const newline = record.indexOf('\n');
      const [sha = '', tree = '', ...parents] = record.slice(0, newline).split(' ').filter(Boolean);
      const message = record.slice(newline + 1);
      return newline > 0 && isSealed({ tree, parents, message }) ? [] : [sha.slice(0, 64) || '?'];
    });
}

/** A URL as it may be shown: credentials someone put in a remote URL are dropped. */
export function withoutUserinfo(remote: string): string {
  return remote.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
