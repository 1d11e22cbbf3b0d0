import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gitClient, type GitClient } from './client.ts';
import { repoKeys } from './repo-keys.ts';
import { neutralisingConfig } from './safe-config.ts';

/** Where a workspace's repository lives: pinned once, so nothing found later can redirect git. */
export interface RepoLocation {
  gitDir: string;
  workTree: string;
}

const pinned = new Map<string, RepoLocation>();

/**
 * The workspace's repository, found once (at run start, before the model runs) and then reused:
 * every later git command names it with GIT_DIR/GIT_WORK_TREE instead of discovering it, so a
 * `.git` file or a nested repository written during the run cannot make nightshift's git read
 * another repository's configuration, and `core.worktree` cannot move the working tree.
 * Null when the workspace is not inside a repository.
 */
export function locateRepo(workspace: string): RepoLocation | null {
  const known = pinned.get(workspace);
  if (known) return known;
  let gitDir: string;
  let top: string;
  try {
    const out = execFileSync('git', ['rev-parse', '--absolute-git-dir', '--show-toplevel'], {
      cwd: workspace,
      env: baseEnv(process.env),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n');
    gitDir = out[0] ?? '';
    top = out[1] ?? '';
  } catch {
    return null;
  }
  if (!gitDir) return null;
  // A repository whose .git sits in an ancestor of the workspace: that ancestor is the work tree,
  // whatever core.worktree says. Linked worktrees and submodules keep git's answer.
  const workTree = path.basename(gitDir) === '.git' ? path.dirname(gitDir) : top || workspace;
  const location = { gitDir, workTree };
  pinned.set(workspace, location);
  return location;
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
  options: { indexFile?: string } = {},
): GitClient {
  const location = locateRepo(workspace);
  const pinnedEnv: NodeJS.ProcessEnv = location
    ? { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree }
    : baseEnv(env);
  if (options.indexFile) pinnedEnv.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(pinnedEnv, neutralisingConfig(location ? repoKeys(location, pinnedEnv) : [])),
  );
}

/**
 * The caller's environment minus what would make git run or show something on its own: an
 * external diff, a pager, a terminal prompt, replacement objects that make a commit look like
 * another; optional locks off so a status never rewrites the index.
 */
function baseEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {
    ...env,
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

/** The commit HEAD points at, or null outside a repository / before the first commit. */
export async function headCommit(workspace: string): Promise<string | null> {
  try {
    return (
      (await openRepo(workspace).raw(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim() || null
    );
  } catch {
    return null;
  }
}

/** The checked-out branch, or null when HEAD is detached or the workspace is not a repository. */
export async function currentBranch(workspace: string): Promise<string | null> {
  try {
    return (await openRepo(workspace).raw(['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim() || null;
  } catch {
    return null;
  }
}
