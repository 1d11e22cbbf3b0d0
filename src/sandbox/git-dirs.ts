import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { gitConfigIncludes, submodulePaths } from './git-config.ts';

export interface RepositoryGit {
  /**
   * What git reads of the workspace's repositories, which commands may read but never change:
   * `.git` (a directory, or a file naming one), the git directories a `.git` file or link names
   * (a worktree's own and its common one, a submodule's), and `.git` of submodules checked out
   * with their own. Real paths, none inside another.
   */
  gitPaths: string[];
  /**
   * Every file among them that git reads as configuration, at any depth (`config`,
   * `config.worktree`, `modules/NAME/config` of each submodule, `worktrees/ID/config.worktree`),
   * `extraConfigs`, and the files all of these include (`include.path`, `includeIf.*.path`).
   */
  configs: string[];
}

/** Directories of a git directory that hold no configuration and can be large. */
const NO_CONFIG = new Set(['objects', 'refs', 'logs', 'hooks', 'lfs', 'annex', 'rr-cache']);

/**
 * Finds the git files of the repository at `ws`, of its submodules and of the other checkouts
 * nested in it (`nested`: directories holding a `.git`, such as a second clone; see RepositoryGit).
 */
export function repositoryGit(
  ws: string,
  extraConfigs: readonly string[] = [],
  nested: readonly string[] = [],
): RepositoryGit {
  const paths = new Set<string>();
  const gitDirs: string[] = [];
  const addCheckout = (dir: string) => {
    const dotGit = path.join(dir, '.git');
    const st = lstatOr(dotGit);
    const named = st?.isFile() ? linkedGitDirs(dotGit) : [realOr(dotGit)];
    if (st?.isFile()) paths.add(dotGit);
    for (const d of named) {
      if (d && lstatOr(d)?.isDirectory()) {
        paths.add(d);
        gitDirs.push(d);
      }
    }
  };
  addCheckout(ws);
  const subs = submodulePaths(readOr(path.join(ws, '.gitmodules'))).map((sub) => path.resolve(ws, sub));
  for (const checkout of [...subs, ...nested]) {
    const dir = realOr(checkout);
    if (dir && dir !== ws && dir.startsWith(`${ws}/`)) addCheckout(dir);
  }

  const configs = new Set<string>();
  for (const dir of gitDirs) collectConfigs(dir, configs);
  for (const f of extraConfigs) if (lstatOr(f)?.isFile()) configs.add(f);
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
  };
}

/** `config` and `config.worktree` anywhere below a git directory (submodules nest in modules/). */
function collectConfigs(dir: string, into: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isFile() && (e.name === 'config' || e.name === 'config.worktree')) into.add(p);
    else if (e.isDirectory() && !NO_CONFIG.has(e.name)) collectConfigs(p, into);
  }
}

/** The git directory a `.git` file names (`gitdir: …`), and its common directory if it has one. */
function linkedGitDirs(dotGitFile: string): string[] {
  const m = /^gitdir:\s*(.+)$/m.exec(readOr(dotGitFile));
  if (!m) return [];
  const gitDir = realOr(path.resolve(path.dirname(dotGitFile), m[1]!.trim()));
  if (!gitDir) return [];
  const common = readOr(path.join(gitDir, 'commondir')).trim();
  const commonDir = common ? realOr(path.resolve(gitDir, common)) : undefined;
  return commonDir ? [gitDir, commonDir] : [gitDir];
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function lstatOr(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function realOr(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}
