import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

export interface TreeEntry {
  /** `dir` joined with the entry's path below it. */
  path: string;
  /** What the entry itself is: a symbolic link is a link, never the directory it points to. */
  dirent: Dirent;
}

/**
 * Everything below `dir`, never following a symbolic link. Node's `readdirSync(dir, { recursive:
 * true })` descends into links to directories, so one link to `/` or `..` in a walked tree (a
 * repository's `.roo/rules/`, a hooks directory) would walk the whole file system or loop.
 * Throws what readdirSync throws for `dir` itself.
 */
export function listTree(dir: string): TreeEntry[] {
  const out: TreeEntry[] = [];
  const pending = [dir];
  for (let at = pending.pop(); at !== undefined; at = pending.pop()) {
    for (const dirent of readdirSync(at, { withFileTypes: true })) {
      const entry = { path: path.join(at, dirent.name), dirent };
      out.push(entry);
      if (dirent.isDirectory()) pending.push(entry.path);
    }
  }
  return out;
}
