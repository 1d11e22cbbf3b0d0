import path from 'node:path';
import { lstatOr, readOr, realOr } from '../fs-maybe.ts';

/** A git directory found through a checkout's `.git`, as far as it is that checkout's. */
export interface OwnGitDirs {
  /** The real git directory. */
  gitDir: string;
  /** Its real common directory, when it has one and is one of that directory's `worktrees/`. */
  commonDir?: string;
  /** It names a common directory (`commondir`) that is not that: not it, or not one of its worktrees. */
  foreignCommon?: true;
}

/**
 * The git directory `gitDir` that git found through `dotGit` (a checkout's `.git`), and its common
 * directory, as far as they are that checkout's; undefined when the git directory is not.
 * `dotGit` lies in a work tree, which a command of an earlier run may have written where there
 * was none: `gitdir: /elsewhere/.git/worktrees/W` would make another checkout's whole repository
 * (its history, its sources, its refs) the workspace's. So a git directory a `.git` FILE names
 * that is a linked worktree's (it has a `commondir`) counts only when it names `dotGit` back (its
 * `gitdir` file, which `git worktree add` writes), and its common directory only when the git
 * directory is one of that directory's `worktrees/`. Neither lies in the work tree of a real
 * linked worktree, so neither can be written where a command writes. Used by nightshift's own git
 * (locateRepo) and by the sandbox (repositoryGit) alike.
 */
export function ownGitDirs(dotGit: string, gitDir: string): OwnGitDirs | undefined {
  const dir = realOr(gitDir);
  if (!dir || !lstatOr(dir)?.isDirectory()) return undefined;
  const common = readOr(path.join(dir, 'commondir')).trim();
  if (lstatOr(dotGit)?.isFile() && common) {
    const back = readOr(path.join(dir, 'gitdir')).trim();
    if (!back || realOr(path.resolve(dir, back)) !== realOr(dotGit)) return undefined;
  }
  if (!common) return { gitDir: dir };
  const commonDir = realOr(path.resolve(dir, common));
  if (
    commonDir &&
    lstatOr(commonDir)?.isDirectory() &&
    path.dirname(dir) === path.join(commonDir, 'worktrees')
  )
    return { gitDir: dir, commonDir };
  return { gitDir: dir, foreignCommon: true };
}
