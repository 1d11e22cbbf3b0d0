import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distrust, withTrustedPath } from '../sandbox/trusted-path.ts';
import { gitClient, type GitClient } from './client.ts';
import { repoKeys, repoKeysAsync } from './repo-keys.ts';
import { neutralisingConfig, type ScopedKey } from './safe-config.ts';
import { looksLikeGitDir } from './git-directory.ts';
import { ownGitDirs } from './worktree-link.ts';
import { lstatOr, realOr } from '../fs-maybe.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';

/** Where a workspace's repository lives: pinned once, so nothing found later can redirect git. */
export interface RepoLocation {
  gitDir: string;
  workTree: string;
}

const pinned = new Map<string, RepoLocation>();
/** Workspaces whose `.git` names a git directory that is not theirs (see refusedGitFile), and why. */
const refused = new Map<string, string>();

/**
 * The workspace's repository, found once (at run start, before the model runs) and then reused:
 * every later git command names it with GIT_DIR/GIT_WORK_TREE instead of discovering it, so a
 * `.git` file or a nested repository written during the run cannot make nightshift's git read
 * another repository's configuration, and `core.worktree` cannot move the working tree.
 * Null when the workspace is not inside a repository, or when the `.git` git found it through is a
 * file naming a git directory that is not that checkout's (refusedGitFile): the run then goes on
 * as in a workspace without git, and no git of nightshift's looks for a repository there.
 */
export function locateRepo(workspace: string): RepoLocation | null {
  const known = pinned.get(workspace);
  if (known) return known;
  distrust(workspace);
  let location: RepoLocation | null;
  try {
    const out = execFileSync('git', LOCATE_ARGS, {
      cwd: workspace,
      env: withTrustedPath(baseEnv(process.env), [workspace]),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    location = checkedLocation(out, workspace);
  } catch {
    return null;
  }
  if (location) pin(workspace, location);
  return location;
}

const LOCATE_ARGS = ['rev-parse', '--absolute-git-dir', '--show-toplevel'];

/** The repository's work tree is the run's too: no program nightshift runs comes from it. */
function pin(workspace: string, location: RepoLocation): void {
  pinned.set(workspace, location);
  distrust(location.workTree);
}

/** locationFrom, or null (and the workspace refused) when refusedGitFile or foreignDotGit. */
function checkedLocation(out: string, workspace: string): RepoLocation | null {
  const location = locationFrom(out, workspace);
  const why = location && (refusedGitFile(workspace, location) ?? foreignDotGit(workspace, location));
  if (!location || !why) return location;
  refused.set(workspace, why);
  return null;
}

/**
 * Why the `.git` git found for `workspace` was not taken for its repository (refusedGitFile,
 * foreignDotGit), once locateRepo or pinRepo looked; the run then goes on without git, and says so.
 */
export function refusedRepository(workspace: string): string | undefined {
  return refused.get(workspace);
}

/**
 * Why git found `location` through a `.git` FILE (the first `.git` at or above the workspace, as
 * git looks) that does not belong to it, if it did. A command of an earlier run may have written one at the
 * root of a workspace that had none: `gitdir: /elsewhere/.git/worktrees/W` or `gitdir:
 * /elsewhere/.git` would make nightshift's own git read, diff, commit in and push from another
 * checkout's repository (and, for the latter, take that checkout for the work tree). Refused: a
 * linked worktree's git directory that does not name this `.git` back or whose common directory
 * does not hold it in its `worktrees/` (ownGitDirs, the check the sandbox applies too), and a
 * checkout's own `.git` directory. Refused too: a git directory whose work tree (git's top, which
 * a submodule's `core.worktree` names) is not the directory holding the file: another checkout's
 * submodule (`gitdir: /elsewhere/.git/modules/lib`) would make nightshift's git take that
 * checkout's `lib/` for the work tree, and diff, branch and commit there. A submodule's own
 * `.git` file, and a separate git directory's (`git init --separate-git-dir`, no back-link and no
 * `core.worktree`), are kept.
 */
function refusedGitFile(workspace: string, location: RepoLocation): string | undefined {
  const dotGit = firstDotGit(workspace);
  if (!dotGit || !lstatOr(dotGit)?.isFile()) return undefined;
  const own = ownGitDirs(dotGit, location.gitDir);
  const named = `${dotGit} names the git directory ${location.gitDir}`;
  if (!own || own.foreignCommon)
    return `${named}, a linked worktree's that does not name this .git back, or whose common directory does not hold it`;
  if (own.commonDir === undefined && path.basename(own.gitDir) === '.git')
    return `${named}, another checkout's own .git directory`;
  if (realOr(location.workTree) !== realOr(path.dirname(dotGit)))
    return `${named}, whose work tree is another directory (${location.workTree})`;
  return undefined;
}

/**
 * Whether git's answer is a checkout's `.git` directory that is neither the workspace's nor an
 * ancestor's: reached through a `.git` link planted at the workspace root (`.git ->
 * /elsewhere/.git`), which would make that checkout the work tree nightshift's git diffs and
 * commits in.
 */
function foreignDotGit(workspace: string, location: RepoLocation): string | undefined {
  if (path.basename(location.gitDir) !== '.git') return undefined;
  const ws = realOr(workspace);
  const top = realOr(location.workTree);
  if (ws && top && (ws === top || ws.startsWith(`${top}/`))) return undefined;
  return `a .git link at or above the workspace leads to ${location.gitDir}, another checkout's`;
}

/**
 * The `.git` git finds first at or above the workspace. A directory that is no git directory (the
 * empty one the sandbox keeps in a subdirectory workspace's root, see docs/sandbox.md) git passes
 * by, and so does this.
 */
function firstDotGit(workspace: string): string | undefined {
  for (let dir = path.resolve(workspace); ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, '.git');
    const stats = lstatOr(dotGit);
    if (stats && !(stats.isDirectory() && !looksLikeGitDir(namesIn(dotGit)))) return dotGit;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function locationFrom(out: string, workspace: string): RepoLocation | null {
  const [gitDir = '', top = ''] = out.split('\n');
  if (!gitDir) return null;
  // A repository whose .git sits in an ancestor of the workspace: that ancestor is the work tree,
  // whatever core.worktree says. Linked worktrees and submodules keep git's answer.
  const workTree = path.basename(gitDir) === '.git' ? path.dirname(gitDir) : top || workspace;
  return { gitDir, workTree };
}

/** HEAD's commit (null before the first commit) and branch (null when detached). */
export interface HeadState {
  commit: string | null;
  branch: string | null;
}

/**
 * locateRepo and the repository's config listing (repo-keys.ts), without blocking: a run starts
 * this once it knows its workspace and reads its policy while git runs; the synchronous calls
 * after it find both done. The same git process reads HEAD, which the run's start state takes
 * (undefined when it was not read: already pinned, no commit yet). Never rejects: whatever fails
 * here, those calls find out again.
 */
export async function pinRepo(workspace: string): Promise<HeadState | undefined> {
  let head: HeadState | undefined;
  try {
    if (!pinned.has(workspace)) {
      distrust(workspace);
      const git = gitClient(workspace, baseEnv(process.env));
      // Before the first commit HEAD does not resolve and the whole command fails: locate alone.
      const both = await git.raw([...LOCATE_ARGS, ...HEAD_ARGS]).catch(() => null);
      const lines = (both ?? (await git.raw(LOCATE_ARGS))).split('\n');
      const found = checkedLocation(lines.slice(0, 2).join('\n'), workspace);
      if (!found) return undefined;
      // A synchronous locateRepo may have pinned it meanwhile: the first answer stays.
      if (!pinned.has(workspace)) pin(workspace, found);
      if (both !== null) head = await headFrom(lines.slice(2), workspace);
    }
    const location = pinned.get(workspace)!;
    await repoKeysAsync(location, pinnedEnv(location, process.env));
  } catch {
    // locateRepo and repoKeys run git again when asked.
  }
  return head;
}

/**
 * Every config entry git reads for the workspace's repository (all scopes, includes followed),
 * with values: pinRepo's listing while no config file changed since. Empty outside a repository.
 */
export async function repoConfigEntries(workspace: string): Promise<ScopedKey[]> {
  const location = locateRepo(workspace);
  return location ? repoKeysAsync(location, pinnedEnv(location, process.env)) : [];
}

/**
 * A git client for the workspace that the repository cannot steer (see safe-config.ts):
 * the repository is named explicitly, hooks, fsmonitor, pagers, editors, signing programs and the
 * repository's own filter/diff/merge drivers are switched off for this process. The repository's
 * config is listed again whenever a file it is read from changed (repo-keys.ts).
 */
export function openRepo(
  workspace: string,
  env: NodeJS.ProcessEnv = process.env,
  options: { indexFile?: string; timeoutMs?: number } = {},
): GitClient {
  const location = locateRepo(workspace);
  // A refused `.git` file is not looked through again: git answers as outside a repository.
  const named = location
    ? pinnedEnv(location, env)
    : refused.has(workspace)
      ? { ...baseEnv(env), GIT_DIR: NO_REPOSITORY }
      : baseEnv(env);
  if (options.indexFile) named.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(named, neutralisingConfig(location ? repoKeys(location, named) : [])),
    options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs },
  );
}

/** A GIT_DIR that is never a repository: git fails as it does outside one. */
const NO_REPOSITORY = '/dev/null';

function pinnedEnv(location: RepoLocation, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree };
}

/**
 * The caller's environment minus what would make git run or show something on its own: an
 * external diff, a pager, a terminal prompt, replacement objects that make a commit look like
 * another; optional locks off so a status never rewrites the index. Minus the secrets too: git
 * needs none of them in the workspace (pushing is push.ts's), and the programs the user's and the
 * runner's config make it run (a git-lfs filter, a diff driver of ~/.gitconfig) would get them.
 */
function baseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {
    ...withoutSecrets(env),
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_OPTIONAL_LOCKS: '0',
  };
  delete out.GIT_EXTERNAL_DIFF;
  delete out.GIT_DIR;
  delete out.GIT_WORK_TREE;
  delete out.GIT_INDEX_FILE;
  return out;
}

/** Names kept whatever they look like: git's own configuration, and the agent that signs commits. */
const GIT_NEEDS = /^(GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS|GLOBAL|SYSTEM|NOSYSTEM)|SSH_AUTH_SOCK)$/;

function withoutSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env))
    if (GIT_NEEDS.test(name) || !looksLikeSecretName(name)) out[name] = value;
  return out;
}

/**
 * Adds git configuration through GIT_CONFIG_COUNT / GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n: it
 * applies to that one process only, is never written to .git/config and, unlike `-c`, does not
 * show up in the process list.
 */
export function withConfig(env: NodeJS.ProcessEnv, entries: Record<string, string>): NodeJS.ProcessEnv {
  const out = { ...env };
  let n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of Object.entries(entries)) {
    out[`GIT_CONFIG_KEY_${n}`] = key;
    out[`GIT_CONFIG_VALUE_${n}`] = value;
    n++;
  }
  out.GIT_CONFIG_COUNT = String(n);
  return out;
}

/**
 * HEAD's commit and branch from one git process (a run's start asks both). Before the first
 * commit HEAD does not resolve, and a HEAD on something other than a branch is rare: the branch is
 * then asked on its own. The branch is the name under refs/heads/, unabbreviated even where a tag
 * of the same name exists (`symbolic-ref --short` would say `heads/NAME`).
 */
export async function headState(workspace: string): Promise<HeadState> {
  let out: string;
  try {
    out = await openRepo(workspace).raw(['rev-parse', ...HEAD_ARGS]);
  } catch {
    return { commit: null, branch: await currentBranch(workspace) };
  }
  return headFrom(out.split('\n'), workspace);
}

// `--` makes both arguments revisions, even with files named like them in the work tree.
const HEAD_ARGS = ['HEAD^{commit}', '--symbolic-full-name', 'HEAD', '--'];

async function headFrom([commit = '', ref = '']: string[], workspace: string): Promise<HeadState> {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) return { commit: null, branch: await currentBranch(workspace) };
  if (ref === 'HEAD') return { commit, branch: null };
  if (ref.startsWith('refs/heads/')) return { commit, branch: ref.slice('refs/heads/'.length) };
  return { commit, branch: await currentBranch(workspace) };
}

/** The checked-out branch, or null when HEAD is detached or the workspace is not a repository. */
export async function currentBranch(workspace: string): Promise<string | null> {
  const location = locateRepo(workspace);
  const inFile = location ? branchInHeadFile(location.gitDir) : undefined;
  if (inFile !== undefined) return inFile;
  try {
    return (await openRepo(workspace).raw(['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The branch HEAD's file names (null: a commit id, detached), read without a git process; undefined
 * when the file is not one of those two plain forms (a reftable repository's stub names
 * `.invalid`, a legacy symlinked HEAD) and git must answer.
 */
function branchInHeadFile(gitDir: string): string | null | undefined {
  const file = path.join(gitDir, 'HEAD');
  try {
    if (!lstatSync(file).isFile()) return undefined;
    const text = readFileSync(file, 'utf8');
    if (/^[0-9a-f]{40}(?:[0-9a-f]{24})?\n?$/.test(text)) return null;
    const m = /^ref: refs\/heads\/(.+)\n?$/.exec(text);
    return m?.[1] && m[1] !== '.invalid' ? m[1] : undefined;
  } catch {
    return undefined;
  }
}
