import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** More entries than this and the walk stops: the files found so far are masked, and it says so. */
export const MAX_UNREADABLE_WALK = 200_000;

/** Directories of a git directory that hold only git's own data, and can be large. */
const GIT_DATA = new Set(['objects', 'refs', 'logs', 'lfs', 'annex', 'rr-cache']);

export interface WorkspaceWalk {
  /** Absolute paths of the regular files the read rules deny. */
  files: string[];
  /**
   * Directories below the workspace that hold a `.git` (a nested repository or a submodule's
   * checkout): their git files are shown like the workspace's own (read-only, configs without
   * credentials).
   */
  checkouts: string[];
  /**
   * False when not every denied file could be masked: the walk stopped at MAX_UNREADABLE_WALK
   * entries, or a name there is not UTF-8 (no mount can name it).
   */
  complete: boolean;
}

/**
 * Walks the workspace for what the sandbox must know of it before a command runs: the files
 * `denied` (the policy's read.deny, as the tools decide it) keeps from being read, which the
 * sandbox masks (an allowed `npm test` runs whatever the test files and package.json say, and the
 * agent may have made them print `.env`), and the nested checkouts. Regular files only, by their
 * workspace path, found without following links: a link to a masked file reads the mask, and a
 * link whose own name is denied leads to a file its target's rules decide. Git directories are
 * walked too, but not their object store and refs.
 */
export function walkWorkspace(
  workspace: string,
  denied: (rel: string) => boolean,
  limit = MAX_UNREADABLE_WALK,
): WorkspaceWalk {
  const files: string[] = [];
  const checkouts: string[] = [];
  const stack = [''];
  let seen = 0;
  let complete = true;
  while (stack.length > 0) {
    const rel = stack.pop()!;
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(path.join(workspace, rel), { withFileTypes: true, encoding: 'buffer' });
    } catch {
      continue; // gone, or unreadable to nightshift too
    }
    const inGitDir = rel.split('/').includes('.git');
    for (const entry of entries) {
      if (++seen > limit) return { files, checkouts, complete: false };
      const name = entry.name.toString('utf8');
      if (!Buffer.from(name, 'utf8').equals(entry.name)) {
        // Neither a mask nor a walk below can name it: said, not guessed at.
        if (entry.isDirectory() || denied(rel ? `${rel}/${name}` : name)) complete = false;
        continue;
      }
      const child = rel ? `${rel}/${name}` : name;
      if (name === '.git' && rel !== '') checkouts.push(path.join(workspace, rel));
      if (entry.isDirectory()) {
        if (!(inGitDir && GIT_DATA.has(name))) stack.push(child);
      } else if (entry.isFile() && denied(child)) files.push(path.join(workspace, child));
    }
  }
  return { files, checkouts, complete };
}
