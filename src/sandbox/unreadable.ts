import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** More entries than this and masking stops: the files found so far are masked, and it says so. */
export const MAX_UNREADABLE_WALK = 200_000;

/**
 * More entries than this and the search for nested checkouts stops too, and says so. Past
 * MAX_UNREADABLE_WALK it matches no read rule and enters no git directory, only looks for `.git`
 * names (a few seconds per million entries): a clone below a large `node_modules` would otherwise
 * keep its `.git` writable and its config's token readable.
 */
export const MAX_CHECKOUT_WALK = 2_000_000;

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
   * False when not every denied file could be masked: masking stopped at MAX_UNREADABLE_WALK
   * entries, or a name there is not UTF-8 (no mount can name it).
   */
  complete: boolean;
  /**
   * False when a nested checkout may be missing from `checkouts`: the walk stopped at
   * MAX_CHECKOUT_WALK entries, or a `.git` lies below a name that is not UTF-8.
   */
  checkoutsComplete: boolean;
}

/** A directory still to walk: its path as bytes, and as a workspace path while every name is UTF-8. */
interface Pending {
  abs: Buffer;
  rel: string | undefined;
  inGitDir: boolean;
}

/**
 * Walks the workspace for what the sandbox must know of it before a command runs: the files
 * `denied` (the policy's read.deny, as the tools decide it) keeps from being read, which the
 * sandbox masks (an allowed `npm test` runs whatever the test files and package.json say, and the
 * agent may have made them print `.env`), and the nested checkouts. Regular files only, by their
 * workspace path, found without following links: a link to a masked file reads the mask, and a
 * link whose own name is denied leads to a file its target's rules decide. Git directories are
 * walked too, but not their object store and refs. Past `limit` entries only `.git` names are
 * looked for, up to `checkoutLimit`.
 */
export function walkWorkspace(
  workspace: string,
  denied: (rel: string) => boolean,
  limit = MAX_UNREADABLE_WALK,
  checkoutLimit = MAX_CHECKOUT_WALK,
): WorkspaceWalk {
  const files: string[] = [];
  const checkouts: string[] = [];
  const stack: Pending[] = [{ abs: Buffer.from(workspace), rel: '', inGitDir: false }];
  let seen = 0;
  let complete = true;
  let checkoutsComplete = true;
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(dir.abs, { withFileTypes: true, encoding: 'buffer' });
    } catch {
      continue; // gone, or unreadable to nightshift too
    }
    for (const entry of entries) {
      if (++seen > checkoutLimit) return { files, checkouts, complete: false, checkoutsComplete: false };
      const masking = seen <= limit;
      if (!masking) complete = false;
      const name = utf8(entry.name);
      const rel = dir.rel === undefined || name === undefined ? undefined : join(dir.rel, name);
      if (name === '.git' && dir.rel !== '') {
        // Below a name no mount can give, its git files cannot be protected: said, not guessed at.
        if (dir.rel === undefined) checkoutsComplete = false;
        else checkouts.push(path.join(workspace, dir.rel));
      }
      if (entry.isDirectory()) {
        // Past the limit a git directory is not entered: no checkout lies in one.
        const inGitDir = dir.inGitDir || name === '.git';
        const wanted = inGitDir ? masking && !(dir.inGitDir && GIT_DATA.has(name ?? '')) : true;
        const abs = Buffer.concat([dir.abs, SLASH, entry.name]);
        if (wanted) stack.push({ abs, rel, inGitDir });
        // Neither a mask nor a rule can name what lies below.
        if (masking && rel === undefined) complete = false;
      } else if (masking && entry.isFile()) {
        if (rel !== undefined && denied(rel)) files.push(path.join(workspace, rel));
        else if (
          rel === undefined &&
          dir.rel !== undefined &&
          denied(join(dir.rel, entry.name.toString('utf8')))
        )
          complete = false;
      }
    }
  }
  return { files, checkouts, complete, checkoutsComplete };
}

const SLASH = Buffer.from('/');

/** `name` as a string, or undefined when it is not UTF-8 (no string names it). */
function utf8(name: Buffer): string | undefined {
  const s = name.toString('utf8');
  return Buffer.from(s, 'utf8').equals(name) ? s : undefined;
}

function join(rel: string, name: string): string {
  return rel ? `${rel}/${name}` : name;
}
