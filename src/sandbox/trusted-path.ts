import { realpathSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();
/** Every workspace and work tree this process has run in, by real path: never trusted again. */
const distrusted = new Set<string>();

/** Marks a directory a run works in (and its repository's work tree) as untrusted for good. */
export function distrust(dir: string): void {
  const at = real(dir);
  if (at !== null && !distrusted.has(at)) {
    distrusted.add(at);
    cache.clear();
  }
}

/**
 * PATH as nightshift searches it for the programs it runs outside the sandbox (git and what git
 * runs itself, ripgrep, bubblewrap): only absolute entries that exist and lead outside every
 * `untrusted` directory and every one given to `distrust` (the workspaces and work trees of
 * this process's runs, whatever directory git is started in). `npm run` puts the
 * package's `node_modules/.bin` first, a job may add a workspace directory, and an empty or
 * relative entry is the directory the process starts in: a `git` that a command or the
 * repository put there would run with the keys in reach. Sandboxed commands keep the PATH
 * they were given.
 */
export function trustedPath(pathEnv: string, untrusted: readonly string[]): string {
  const key = `${pathEnv}\0${untrusted.join('\0')}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const roots = [...untrusted.map(real), ...distrusted];
  const kept = pathEnv.split(path.delimiter).filter((entry) => {
    if (!path.isAbsolute(entry)) return false;
    let at: string;
    try {
      at = realpathSync(entry);
    } catch {
      return false;
    }
    return !roots.some((root) => root !== null && isWithin(root, at));
  });
  const result = [...new Set(kept)].join(path.delimiter);
  cache.set(key, result);
  return result;
}

/** `env` with its PATH reduced to trustedPath, for a program nightshift runs itself. */
export function withTrustedPath(
  env: NodeJS.ProcessEnv,
  untrusted: readonly (string | undefined)[],
): NodeJS.ProcessEnv {
  const dirs = untrusted.filter((d): d is string => d !== undefined && d !== '');
  return { ...env, PATH: trustedPath(env.PATH ?? '', dirs) };
}

function real(dir: string): string | null {
  try {
    return realpathSync(dir);
  } catch {
    return path.isAbsolute(dir) ? path.resolve(dir) : null;
  }
}

function isWithin(root: string, at: string): boolean {
  const rel = path.relative(root, at);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}
