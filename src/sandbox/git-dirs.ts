import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ownGitDirs } from '../git/worktree-link.ts';
import { gitConfigIncludes, submodulePaths } from './git-config.ts';
import { lstatOr, readOr, realOr } from '../fs-maybe.ts';

export interface RepositoryGit {
  /**
   * What git reads of the workspace's repositories, which commands may read but never change:
   * the workspace's own git directory and common directory (a worktree's, a submodule's), and of
   * each checkout below the workspace its `.git` directory, or its `.git` file and the git
   * directories that names when they lie in the workspace or in the own ones. Real paths, none
   * inside another.
   */
  gitPaths: string[];
  /**
   * Every file among them that git reads as configuration, at any depth (`config`,
   * `config.worktree`, `modules/NAME/config` of each submodule, `worktrees/ID/config.worktree`),
   * `extraConfigs`, and the files all of these include (`include.path`, `includeIf.*.path`).
   */
  configs: string[];
  /**
   * Files among them that hold keys rather than git's data: everything below a `git-crypt`
   * directory (git-crypt keeps the repository's symmetric key in `.git/git-crypt/keys/NAME`, with
   * which every file it encrypts, in every commit, can be read). Masked like the files the read
   * rules deny: git reads none of them.
   */
  keys: string[];
}

export interface RepositoryGitInput {
  /**
   * The workspace's git directory as nightshift's own git found it (`git rev-parse`, pinned at
   * run start), when the workspace is its repository's top. With the common directory it names,
   * the only git directories outside the workspace that are shown.
   */
  gitDir?: string | undefined;
  /** Config files read besides the repositories' own (/etc/gitconfig). */
  extraConfigs?: readonly string[];
  /** Directories below the workspace holding a `.git` (walkWorkspace's checkouts). */
  nested?: readonly string[];
}

/** Directories of a git directory that hold no configuration and can be large. */
const NO_CONFIG = new Set(['objects', 'refs', 'logs', 'hooks', 'lfs', 'annex', 'rr-cache']);

/**
 * Finds the git files of the repository at `ws`, of its submodules and of the other checkouts
 * nested in it (see RepositoryGit). Whatever lies in the workspace was written by commands of
 * earlier runs as much as by git: a `.git` there that is a link, or a file naming a directory
 * outside both the workspace and the own git directories (`gitdir: /root/.ssh`, a `commondir`
 * leading to `/`), is taken for an ordinary file, and nothing is shown for it.
 */
export function repositoryGit(ws: string, input: RepositoryGitInput = {}): RepositoryGit {
  const paths = new Set<string>();
  const gitDirs: string[] = [];
  const addGitDir = (dir: string) => {
    paths.add(dir);
    gitDirs.push(dir);
  };
  const own = input.gitDir ? workspaceGitDirs(input.gitDir, ws) : [];
  own.forEach(addGitDir);
  // Never the workspace itself: as a git directory it would hold, and so replace, all the others.
  const allowed = (dir: string) =>
    (dir.startsWith(`${ws}/`) || own.some((o) => within(o, dir))) && lstatOr(dir)?.isDirectory() === true;
  const addCheckout = (dir: string) => {
    const dotGit = path.join(dir, '.git');
    const st = lstatOr(dotGit);
    if (st?.isDirectory()) return addGitDir(dotGit);
    const named = st?.isFile() ? linkedGitDirs(dotGit, allowed) : undefined;
    if (!named) return;
    paths.add(dotGit);
    named.forEach(addGitDir);
  };
  addCheckout(ws);
  const subs = submodulePaths(readOr(path.join(ws, '.gitmodules'))).map((sub) => path.resolve(ws, sub));
  for (const checkout of [...subs, ...(input.nested ?? [])]) {
    const dir = realOr(checkout);
    if (dir && dir !== ws && dir.startsWith(`${ws}/`)) addCheckout(dir);
  }

  const configs = new Set<string>();
  const keys = new Set<string>();
  for (const dir of gitDirs) collectConfigs(dir, configs, keys);
  for (const f of input.extraConfigs ?? []) if (lstatOr(f)?.isFile()) configs.add(f);
  const queue = [...configs];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const include of gitConfigIncludes(readOr(file))) {
      // `~/...` is in the host's home, which the sandbox does not show.
      if (include.startsWith('~')) continue;
      const target = realOr(path.resolve(path.dirname(file), include));
      if (target && lstatOr(target)?.isFile() && !configs.has(target)) {
        configs.add(target);
        queue.push(target);
      }
    }
  }
  const all = [...paths];
  return {
    gitPaths: all.filter((p) => !all.some((o) => o !== p && p.startsWith(`${o}/`))),
    configs: [...configs],
    keys: [...keys],
  };
}

/**
 * The real git directory and common directory of the workspace's own repository, as far as they
 * are the workspace's (see ownGitDirs in git/worktree-link.ts: a `.git` file a command of an
 * earlier run wrote may name another checkout's). (A submodule's git directory names its work
 * tree in `core.worktree`, and git reports that as the top: one naming another one is not this
 * workspace's repository to begin with.)
 */
function workspaceGitDirs(gitDir: string, ws: string): string[] {
  const own = ownGitDirs(path.join(ws, '.git'), gitDir);
  if (!own) return [];
  return own.commonDir ? [own.gitDir, own.commonDir] : [own.gitDir];
}

/** `config` and `config.worktree` anywhere below a git directory (submodules nest in modules/). */
function collectConfigs(dir: string, into: Set<string>, keys: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isFile() && (e.name === 'config' || e.name === 'config.worktree')) into.add(p);
    else if (e.isDirectory() && e.name === KEY_DIR) collectFiles(p, keys);
    else if (e.isDirectory() && !NO_CONFIG.has(e.name)) collectConfigs(p, into, keys);
  }
}

/** A git directory's entry that holds keys (see RepositoryGit.keys). */
const KEY_DIR = 'git-crypt';

/** Every regular file below `dir`, not following links. */
function collectFiles(dir: string, into: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isFile()) into.add(p);
    else if (e.isDirectory()) collectFiles(p, into);
  }
}

/**
 * The real git directory a `.git` file names (`gitdir: …`), and its common directory if it has
 * one; undefined unless each resolves to a directory `allowed` accepts.
 */
function linkedGitDirs(dotGitFile: string, allowed: (dir: string) => boolean): string[] | undefined {
  const m = /^gitdir:\s*(.+)$/m.exec(readOr(dotGitFile));
  const gitDir = m ? realOr(path.resolve(path.dirname(dotGitFile), m[1]!.trim())) : undefined;
  if (!gitDir || !allowed(gitDir)) return undefined;
  const common = readOr(path.join(gitDir, 'commondir')).trim();
  if (!common) return [gitDir];
  const commonDir = realOr(path.resolve(gitDir, common));
  return commonDir && allowed(commonDir) ? [gitDir, commonDir] : undefined;
}

function within(dir: string, p: string): boolean {
  return p === dir || p.startsWith(`${dir}/`);
}
