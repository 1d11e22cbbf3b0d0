import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { ResolvedPath } from '../policy/types.ts';

/** Paths tools may never write, whatever the policy says. */
export interface ProtectedPaths {
  /** Absolute real paths; a path equal to or below one of these is protected. */
  entries: { path: string; label: string }[];
}

export class PathError extends Error {
  override name = 'PathError';
}

/**
 * Resolves a path given by the model against the workspace: `~`, `..`, absolute paths and
 * symlinks (through the deepest existing ancestor) are all followed before deciding `inside`.
 */
export function resolvePath(workspace: string, given: string, protectedPaths?: ProtectedPaths): ResolvedPath {
  if (given.includes('\0')) throw new PathError('path contains a NUL byte');
  // Node writes an unpaired surrogate as U+FFFD: the file made would not be the path decided.
  if (/\p{Cs}/u.test(given)) throw new PathError('path contains an unpaired UTF-16 surrogate');
  const expanded = given === '~' || given.startsWith('~/') ? path.join(homedir(), given.slice(1)) : given;
  const abs = realpathDeep(path.resolve(workspace, expanded));
  const relNative = path.relative(workspace, abs);
  const inside = relNative === '' || (!relNative.startsWith('..') && !path.isAbsolute(relNative));
  const rel = inside ? relNative.split(path.sep).join('/') || '.' : abs;
  const resolved: ResolvedPath = { abs, rel, inside };
  const hit = protectedPaths?.entries.find((e) => abs === e.path || abs.startsWith(e.path + path.sep));
  if (hit) resolved.protected = hit.label;
  else if (
    inside &&
    (rel === '.git' || rel.startsWith('.git/') || rel.includes('/.git/') || rel.endsWith('/.git'))
  )
    resolved.protected = '.git';
  return resolved;
}

/**
 * realpath of the deepest existing ancestor, with the rest of the path appended. A dangling
 * symlink on the way is followed through its target text: writing through it would create the
 * target, so the target is what must be inside the workspace.
 */
export function realpathDeep(abs: string, hops = 0): string {
  if (hops > 40) throw new PathError(`too many levels of symbolic links at ${abs}`);
  const tail: string[] = [];
  let current = abs;
  for (;;) {
    const stat = lstatOrNothing(current);
    if (stat) {
      try {
        return path.join(realpathSync(current), ...tail.reverse());
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ELOOP')
          throw new PathError(`symbolic link loop at ${current}`);
        if (!stat.isSymbolicLink()) throw err;
        const target = path.resolve(path.dirname(current), readlinkSync(current));
        return realpathDeep(path.join(target, ...tail.reverse()), hops + 1);
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return path.join(current, ...tail.reverse());
    tail.push(path.basename(current));
    current = parent;
  }
}

function lstatOrNothing(p: string) {
  try {
    return lstatSync(p);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new PathError(`symbolic link loop at ${p}`);
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw err;
  }
}
