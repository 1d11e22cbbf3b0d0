import { lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';

/**
 * Turns on Node's compile cache (V8 code cache of the bundle's chunks) in `<codeDir>/.cache`: a
 * repeated run then skips ~25 ms of compiling. Node ≥ 22.1 only; elsewhere nothing happens.
 *
 * The cache holds bytecode that runs in the process holding the keys, so it is used only while it
 * is exactly as trusted as the code beside it: every directory and file in it is owned by the
 * owner of `codeDir` and writable by no one else. Node's default place, a directory in the shared
 * tmpdir, is not: any process of any user could plant bytecode there. Only the owner of `codeDir`
 * creates the cache; anyone else (a container's user under a root-owned install) reads one that
 * is there or runs without. A cache that fails the check is left alone and unused, not repaired.
 * Returns the directory when the cache is on.
 */
export function useCompileCache(codeDir: string): string | undefined {
  const enable = (module as { enableCompileCache?: (dir: string) => { directory?: string } })
    .enableCompileCache;
  if (typeof enable !== 'function' || process.env.NODE_COMPILE_CACHE) return undefined;
  const dir = path.join(codeDir, '.cache');
  try {
    const owner = statSync(codeDir).uid;
    if (!existsAsDirectory(dir)) {
      if (process.getuid?.() !== owner) return undefined;
      mkdirSync(dir, { mode: 0o755 });
    }
    if (!ownedByOnly(dir, owner)) return undefined;
    // Node makes its per-version directory now, with the umask: keep it unwritable by others.
    const umask = process.umask(0o022);
    try {
      return enable(dir).directory;
    } finally {
      process.umask(umask);
    }
  } catch {
    return undefined; // an unreadable or vanishing directory: run without the cache
  }
}

function existsAsDirectory(dir: string): boolean {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** `at` and everything below it are directories and files of `owner` that nobody else may write. */
function ownedByOnly(at: string, owner: number): boolean {
  const s = lstatSync(at);
  if (!(s.isDirectory() || s.isFile()) || s.uid !== owner || (s.mode & 0o022) !== 0) return false;
  return !s.isDirectory() || readdirSync(at).every((entry) => ownedByOnly(path.join(at, entry), owner));
}
