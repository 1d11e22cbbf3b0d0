import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether a directory holding these entries is a git directory to git (setup.c's
 * is_git_directory): a `HEAD`, and `objects` and `refs` beside it or a `commondir` file naming
 * where they are. git then runs what its `config` says (`core.fsmonitor`, hooks) for anyone who
 * runs git inside it, since `safe.bareRepository` lets git use a bare repository it finds.
 * Names match in any case: a checkout on a case-insensitive file system opens `head` for `HEAD`.
 * Entry types and HEAD's content are not checked: a symlink or file can stand in for each.
 */
export function looksLikeGitDir(names: Iterable<string>): boolean {
  const have = new Set<string>();
  for (const name of names) if (name.length <= 9) have.add(name.toLowerCase());
  return have.has('head') && ((have.has('objects') && have.has('refs')) || have.has('commondir'));
}

/** The closest directory at or above `dir` (workspace-relative; the workspace is `.`) that looks like a git directory. */
export type GitDirectoryFinder = (dir: string) => string | undefined;

/**
 * Decides by each directory's entries on disk plus `extra` names (entries a commit would still
 * hold that the working tree lacks: deleted files not delivered). Directories are listed once and
 * remembered; one that cannot be listed has no entries.
 */
export function gitDirectoryFinder(
  workspace: string,
  extra: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): GitDirectoryFinder {
  const known = new Map<string, boolean>();
  const isGitDir = (dir: string): boolean => {
    let found = known.get(dir);
    if (found === undefined) {
      const names = [...listNames(path.join(workspace, ...dir.split('/'))), ...(extra.get(dir) ?? [])];
      known.set(dir, (found = looksLikeGitDir(names)));
    }
    return found;
  };
  return (start) => {
    for (let dir = start; ; dir = path.posix.dirname(dir)) {
      if (isGitDir(dir)) return dir;
      if (dir === '.') return undefined;
    }
  };
}

/** The names `paths` (workspace-relative) put in each of their ancestor directories. */
export function namesByDirectory(paths: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of paths)
    for (
      let child = p, dir = path.posix.dirname(p);
      child !== '.';
      child = dir, dir = path.posix.dirname(dir)
    ) {
      let names = out.get(dir);
      if (!names) out.set(dir, (names = new Set()));
      names.add(path.posix.basename(child));
    }
  return out;
}

function listNames(abs: string): string[] {
  try {
    return readdirSync(abs);
  } catch {
    return [];
  }
}
