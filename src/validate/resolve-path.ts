import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { looksLikeGitDir } from '../git/git-directory.ts';
import type { ResolvedPath } from '../policy/types.ts';

/** Paths tools may never write, whatever the policy says. */
export interface ProtectedPaths {
  /** Absolute real paths; a path equal to or below one of these is protected. */
  entries: { path: string; label: string }[];
}

export class PathError extends Error {
  override name = 'PathError';
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/u;

/** The first control character or line separator in a name, as U+XXXX, if it holds one. */
export function controlCharacterIn(name: string): string | undefined {
  const found = CONTROL.exec(name)?.[0];
  return found && `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The last segment of the path the shell analyzer gives for each directory git looks for its
 * repository in (see gitStartDirectory). It holds a NUL, which no word of a shell command can.
 */
export const GIT_STARTS_HERE = '\u0000where-git-starts';

/** A path as a reason shows it: for a directory git starts in, the directory, not the marker. */
export const shownPath = (given: string): string =>
  path.posix.basename(given) === GIT_STARTS_HERE ? path.posix.dirname(given) : given;

/**
 * Resolves a path given by the model against the workspace: `~`, `..`, absolute paths and
 * symlinks (through the deepest existing ancestor) are all followed before deciding `inside`.
 */
export function resolvePath(workspace: string, given: string, protectedPaths?: ProtectedPaths): ResolvedPath {
  if (path.posix.basename(given) === GIT_STARTS_HERE)
    return gitStartDirectory(workspace, path.posix.dirname(given), protectedPaths);
  if (given.includes('\0')) throw new PathError('path contains a NUL byte');
  // A name with a line break or another control character cannot be shown for review as it is
  // (logs, the PR's file list) and reads as two names to line-based tools: no file of the run has one.
  const control = controlCharacterIn(given);
  if (control) throw new PathError(`path contains a control character or line separator (${control})`);
  // Node writes an unpaired surrogate as U+FFFD: the file made would not be the path decided.
  if (/\p{Cs}/u.test(given)) throw new PathError('path contains an unpaired UTF-16 surrogate');
  const expanded = given === '~' || given.startsWith('~/') ? path.join(homedir(), given.slice(1)) : given;
  // Joined, not resolved: `..` is taken where the kernel takes it, after the links before it.
  const abs = realpathDeep(path.isAbsolute(expanded) ? expanded : `${workspace}/${expanded}`);
  const relNative = path.relative(workspace, abs);
  // `..` as a whole segment climbs out; a name that starts with dots (`...`, `..env`) is inside.
  const climbs = relNative === '..' || relNative.startsWith(`..${path.sep}`);
  const inside = relNative === '' || (!climbs && !path.isAbsolute(relNative));
  const rel = inside ? relNative.split(path.sep).join('/') || '.' : abs;
  const resolved: ResolvedPath = { abs, rel, inside };
  const label = protectedLabel(abs, rel, inside, protectedPaths);
  if (label) resolved.protected = label;
  return resolved;
}

/**
 * A directory git looks for its repository in, resolved, when git may look there: where it starts
 * and each directory above (setup.c; the analyzer names each one). git takes one holding a
 * `.git` for a repository, and one holding HEAD, objects/ and refs/ for a bare one, whose config
 * it obeys: `core.fsmonitor`, diff
 * drivers and the like run the model's programs. So such a directory is refused, and so is one
 * that does not exist yet, which the command itself may make into one before git runs. The
 * workspace root is not checked (git finds its `.git` there first), nor a directory outside,
 * which the caller refuses as such.
 */
function gitStartDirectory(workspace: string, dir: string, protectedPaths?: ProtectedPaths): ResolvedPath {
  const resolved = resolvePath(workspace, dir, protectedPaths);
  if (!resolved.inside || resolved.rel === '.') return resolved;
  let names: string[];
  try {
    names = readdirSync(resolved.abs);
  } catch {
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, no directory when the command is decided: the command could make it a git directory (HEAD, objects/, refs/), whose config git obeys; make the directory in an earlier command`,
    );
  }
  // A `.git` there (a directory, or a file naming one) is a repository of its own, found first.
  const dotGit = names.find((name) => name.toLowerCase() === '.git');
  if (dotGit !== undefined)
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, which holds ${dotGit}: a repository of its own, whose config git obeys (core.fsmonitor, diff drivers run programs); run git at the top of the workspace`,
    );
  if (looksLikeGitDir(names))
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, which git takes for a git directory (HEAD, objects/ and refs/): it would run what that directory's config names (core.fsmonitor, diff drivers); run git where no such directory is`,
    );
  return resolved;
}

/**
 * What makes a resolved path one tools never write: an entry of `protectedPaths` it is at or
 * below, in any case (a case-insensitive file system, macOS's, opens `.NightShift/runs/x` as the
 * run's out dir), else a git directory in the workspace.
 */
export function protectedLabel(
  abs: string,
  rel: string,
  inside: boolean,
  protectedPaths?: ProtectedPaths,
): string | undefined {
  const folded = abs.toLowerCase();
  const hit = protectedPaths?.entries.find((e) => {
    const entry = e.path.toLowerCase();
    return folded === entry || folded.startsWith(entry + path.sep);
  });
  if (hit) return hit.label;
  return inside && inGitDir(rel) ? '.git' : undefined;
}

/**
 * Whether a workspace-relative path is a `.git` (the repository's, a nested one's) or inside one.
 * Any case: a case-insensitive file system (macOS, Windows) opens `.git/config` for `.GIT/config`.
 */
export function inGitDir(rel: string): boolean {
  return GIT_SEGMENT.test(rel);
}

const GIT_SEGMENT = /(?:^|\/)\.git(?:\/|$)/i;

/**
 * The real path of `abs` as the kernel would find it: components from the left, each symlink
 * replaced by its target there and then, so `link/..` is the parent of where the link leads, not
 * the directory holding the link (path.resolve and Node's realpath shorten `x/..` as text first:
 * a link target of `a/../../..` through a link `a` then looked inside the workspace while it led
 * out). Missing components are kept as they are: a dangling symlink on the way is followed through
 * its target text, since writing through it would create the target, so the target is what must be
 * inside the workspace. A relative `p` is taken from the current directory.
 */
export function realpathDeep(p: string): string {
  const pending = (path.isAbsolute(p) ? p : `${process.cwd()}/${p}`).split('/').reverse();
  let resolved = '/';
  let links = 0;
  while (pending.length) {
    const part = pending.pop()!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      resolved = path.dirname(resolved);
      continue;
    }
    const next = path.join(resolved, part);
    if (!lstatOrNothing(next)?.isSymbolicLink()) {
      resolved = next;
      continue;
    }
    if (++links > MAX_LINKS) throw new PathError(`symbolic link loop at ${next}`);
    const target = readlinkSync(next);
    pending.push(...target.split('/').reverse());
    if (target.startsWith('/')) resolved = '/';
  }
  return resolved;
}

/** As Linux's own limit on the links one lookup follows (40). */
const MAX_LINKS = 40;

function lstatOrNothing(p: string) {
  try {
    return lstatSync(p);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new PathError(`symbolic link loop at ${p}`);
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    // Any other failure (a name longer than the file system takes, a directory a command made
    // unreadable) is this path's problem, answered to the model as one: thrown as it is, one
    // tool call would end the whole run.
    throw new PathError(`cannot look up ${p}: ${code ?? (err as Error).message}`);
  }
}
