import { existsSync, realpathSync } from 'node:fs';
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
  const expanded = given === '~' || given.startsWith('~/') ? path.join(homedir(), given.slice(1)) : given;
  const abs = realpathDeep(path.resolve(workspace, expanded));
  const relNative = path.relative(workspace, abs);
  const inside = relNative === '' || (!relNative.startsWith('..') && !path.isAbsolute(relNative));
  const rel = inside ? relNative.split(path.sep).join('/') || '.' : abs;
  const resolved: ResolvedPath = { abs, rel, inside };
  const hit = protectedPaths?.entries.find((e) => abs === e.path || abs.startsWith(e.path + path.sep));
  if (hit) resolved.protected = hit.label;
  else if (inside && (rel === '.git' || rel.startsWith('.git/') || rel.includes('/.git/') || rel.endsWith('/.git')))
    resolved.protected = '.git';
  return resolved;
}

/** realpath of the deepest existing ancestor, with the rest of the path appended. */
export function realpathDeep(abs: string): string {
  const tail: string[] = [];
  let current = abs;
  for (;;) {
    if (existsSync(current)) {
      try {
        return path.join(realpathSync(current), ...tail.reverse());
      } catch {
        // fall through: an unreadable ancestor is treated as not resolvable further
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return path.join(current, ...tail.reverse());
    tail.push(path.basename(current));
    current = parent;
  }
}
