import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { otherNames, type ReadDenied, type WorkspaceLink } from '../policy/workspace-links.ts';

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
  /**
   * Directories (absolute, none inside another) that hold nothing but denied files, at least
   * MIN_DIRECTORY_MASK of them at any depth, and directories that hold nothing else: one mask can
   * cover such a directory whole, where every file would otherwise take a mount of its own
   * (bubblewrap's set-up grows faster than its mounts). Each of its files is in `files` too.
   */
  deniedDirs: string[];
  /**
   * The workspace's links to other places in it, found while masking: a file is denied under any
   * of its names (workspace-links.ts), so `files` holds the targets of denied names too.
   */
  links: WorkspaceLink[];
}

/**
 * How many denied files a directory must hold for one mask of the directory to replace theirs: a
 * masked directory cannot be listed and no file can be created in it, which a few files of keys
 * (a `secrets/` directory a test writes a new one into) should not cost.
 */
export const MIN_DIRECTORY_MASK = 32;

/** What the walk saw of one directory, to find those holding only denied files. */
interface DirCount {
  parent: string | undefined;
  /** Entries seen in it. */
  entries: number;
  /** Of them: denied regular files, and directories holding only those. */
  covered: number;
  /** Denied regular files below it, at any depth. */
  denied: number;
  /** An entry was not looked at (past the limit, a git directory, a name that is not UTF-8). */
  partial: boolean;
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
  denied: ReadDenied,
  limit = MAX_UNREADABLE_WALK,
  checkoutLimit = MAX_CHECKOUT_WALK,
): WorkspaceWalk {
  const files: string[] = [];
  const checkouts: string[] = [];
  const stack: Pending[] = [{ abs: Buffer.from(workspace), rel: '', inGitDir: false }];
  let seen = 0;
  let complete = true;
  let checkoutsComplete = true;
  // Directories below the workspace, by workspace path, outside git directories and while masking.
  const counts = new Map<string, DirCount>();
  const links: WorkspaceLink[] = [];
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(dir.abs, { withFileTypes: true, encoding: 'buffer' });
    } catch {
      continue; // gone, or unreadable to nightshift too
    }
    const count = dir.rel ? counts.get(dir.rel) : undefined;
    for (const entry of entries) {
      if (++seen > checkoutLimit)
        return { files, checkouts, complete: false, checkoutsComplete: false, deniedDirs: [], links };
      const masking = seen <= limit;
      if (!masking) complete = false;
      if (count) {
        count.entries++;
        if (!masking) count.partial = true;
      }
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
        if (wanted && masking && !inGitDir && rel !== undefined)
          counts.set(rel, { parent: dir.rel, entries: 0, covered: 0, denied: 0, partial: false });
        else if (count) count.partial = true;
        // Neither a mask nor a rule can name what lies below.
        if (masking && rel === undefined) complete = false;
      } else if (masking && !dir.inGitDir && rel !== undefined && entry.isSymbolicLink()) {
        const link = linkIn(workspace, rel);
        if (link) links.push(link);
      } else if (masking && entry.isFile()) {
        if (rel !== undefined && denied(rel)) {
          files.push(path.join(workspace, rel));
          if (count) {
            count.covered++;
            count.denied++;
          }
        } else if (
          rel === undefined &&
          dir.rel !== undefined &&
          denied(join(dir.rel, entry.name.toString('utf8')))
        )
          complete = false;
      }
    }
  }
  const deniedDirs = deniedDirectories(workspace, counts);
  const aliased = deniedByOtherNames(workspace, links, denied, limit - seen);
  if (!aliased.complete) complete = false;
  const known = new Set(files);
  for (const file of aliased.files) if (!known.has(file)) files.push(file);
  return { files, checkouts, complete, checkoutsComplete, deniedDirs, links };
}

/**
 * Where the link at workspace path `rel` leads, when that is another place in the workspace; for a
 * link to nothing yet, where the file it names would be (a committed `.husky/pre-commit ->
 * ../scripts/pre-commit.sh` without the script: the file a run writes there runs as the hook).
 */
function linkIn(workspace: string, rel: string): WorkspaceLink | undefined {
  const abs = path.join(workspace, rel);
  const real = realPath(abs) ?? leadsTo(path.dirname(abs), readLink(abs), 0);
  if (real === undefined) return undefined;
  const target = path.relative(workspace, real);
  if (target === '' || target.startsWith('..') || path.isAbsolute(target)) return undefined;
  return { link: rel, target: target.split(path.sep).join('/') };
}

/** As the kernel's own bound on the links one lookup follows (40). */
const MAX_LINKS = 40;

/**
 * The real path link text `text` names from real directory `dir`, taken a part at a time as the
 * kernel does (`..` after a link is taken from where the link leads); from the first part that
 * does not exist on, as written (nothing there can be a link yet). Undefined for a loop or an
 * unreadable path.
 */
function leadsTo(dir: string, text: string | undefined, followed: number): string | undefined {
  if (text === undefined || followed > MAX_LINKS) return undefined;
  let at = text.startsWith('/') ? '/' : dir;
  const parts = text.split('/').filter((p) => p !== '' && p !== '.');
  for (const [i, part] of parts.entries()) {
    const next = part === '..' ? path.dirname(at) : path.join(at, part);
    try {
      at = realpathSync(next);
      continue;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    }
    const link = readLink(next);
    if (link === undefined) return path.resolve(next, ...parts.slice(i + 1));
    const through = leadsTo(at, link, followed + 1);
    if (through === undefined) return undefined;
    at = through;
  }
  return at;
}

/** The real path of `abs`; undefined when it leads to nothing (or loops). */
function realPath(abs: string): string | undefined {
  try {
    return realpathSync(abs);
  } catch {
    return undefined;
  }
}

function readLink(abs: string): string | undefined {
  try {
    return readlinkSync(abs);
  } catch {
    return undefined;
  }
}

/**
 * The regular files behind `links` that a deny rule decides under another name only (`dir/.env
 * -> ../config/app.env`), found by walking each linked directory as deep as the rules can tell
 * its names apart (`denied.depthBelowLink`: `**\/.env*` never can, so pnpm's `node_modules`, all
 * links, costs no second walk), within `budget` entries.
 */
function deniedByOtherNames(
  workspace: string,
  links: readonly WorkspaceLink[],
  denied: ReadDenied,
  budget: number,
): { files: string[]; complete: boolean } {
  const files = new Set<string>();
  const byOtherName = (rel: string) => otherNames(rel, links).some(denied);
  // Each linked directory once, as deep as any link to it needs.
  const depths = new Map<string, number>();
  for (const { link, target } of links) {
    const abs = path.join(workspace, target);
    let isDir: boolean;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      continue;
    }
    if (!isDir) {
      if (!denied(target) && byOtherName(target)) files.add(abs);
      continue;
    }
    const names = [link, ...otherNames(link, links)];
    const depth = denied.depthBelowLink?.(names, target) ?? Infinity;
    if (depth > 0) depths.set(target, Math.max(depth, depths.get(target) ?? 0));
  }
  const stack = [...depths].map(([rel, depth]) => ({ rel, left: depth }));
  for (let dir = stack.pop(); dir !== undefined; dir = stack.pop()) {
    let entries: Dirent<Buffer>[];
    try {
      entries = readdirSync(path.join(workspace, dir.rel), { withFileTypes: true, encoding: 'buffer' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (--budget < 0) return { files: [...files], complete: false };
      const name = utf8(entry.name);
      if (name === undefined) return { files: [...files], complete: false }; // no rule or mask names it
      if (name === '.git') continue; // git's files are never read by tools, nor shown by links
      const child = `${dir.rel}/${name}`;
      if (entry.isDirectory()) {
        if (dir.left > 1) stack.push({ rel: child, left: dir.left - 1 });
      } else if (entry.isFile() && !denied(child) && byOtherName(child))
        files.add(path.join(workspace, child));
    }
  }
  return { files: [...files], complete: true };
}

/** The outermost directories holding only denied files, at least MIN_DIRECTORY_MASK (deniedDirs). */
function deniedDirectories(workspace: string, counts: Map<string, DirCount>): string[] {
  // Deepest first: a directory is whole once each of its subdirectories is known to be.
  const byDepth = [...counts.keys()].sort((a, b) => b.split('/').length - a.split('/').length);
  const whole = new Set<string>();
  for (const rel of byDepth) {
    const c = counts.get(rel)!;
    const parent = c.parent ? counts.get(c.parent) : undefined;
    if (parent) parent.denied += c.denied;
    if (c.partial || c.denied === 0 || c.covered !== c.entries) continue;
    whole.add(rel);
    if (parent) parent.covered++;
  }
  const chosen: string[] = [];
  for (const rel of [...whole].reverse()) {
    if (counts.get(rel)!.denied < MIN_DIRECTORY_MASK) continue;
    if (chosen.some((c) => rel.startsWith(`${c}/`))) continue;
    chosen.push(rel);
  }
  return chosen.map((rel) => path.join(workspace, rel));
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
