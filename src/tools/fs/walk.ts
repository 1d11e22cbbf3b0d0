import { closeSync, constants, openSync, readdirSync, readlinkSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { compileRule, isIgnored, type IgnoreRule } from './gitignore-matcher.ts';
import { ancestorRules, MAX_IGNORE_RULES, readRules } from './ignore-rules.ts';

export interface WalkEntry {
  /** Workspace-relative path with `/` separators. */
  rel: string;
  kind: 'file' | 'dir' | 'link' | 'other';
  /** 1 for the start directory's own entries. */
  depth: number;
}

/**
 * Walks a directory inside the workspace with git's ignore semantics: .gitignore files of the
 * start directory's ancestors (up to the workspace root), nested .gitignore files, and
 * .git/info/exclude. `.git` (in any case) is always skipped and symlinks are reported but never
 * followed, so a link cannot lead the walk out of the workspace. `visit` returns false to stop early.
 *
 * Rules of nested .gitignore files are rebased to the root and appended to their parents', so one
 * matcher answers for a directory and, as in git, the deeper file's rules win (the last match). Entries of an ignored directory are never
 * visited, so a path's parents need no checking. At most MAX_IGNORE_RULES rules hold in a directory.
 */
export function walk(
  workspace: string,
  startRel: string,
  options: {
    recursive: boolean;
    /**
     * `at`: the entry's path through the descriptor its directory was listed from, good only during
     * the call; opened with O_NOFOLLOW, it is the entry listed even if a directory above was swapped.
     */
    visit: (entry: WalkEntry, at: string) => boolean | void;
  },
): void {
  const stack: { rel: string; depth: number; rules: IgnoreRule[] }[] = [
    {
      rel: startRel === '.' ? '' : startRel,
      depth: 1,
      rules: ancestorRules(workspace, startRel).map(compileRule),
    },
  ];
  while (stack.length) {
    const { rel: dirRel, depth, rules: inherited } = stack.pop()!;
    const dirAbs = path.join(workspace, dirRel);
    const listed = openDirectoryAt(dirAbs);
    if (!listed) continue; // unreadable, vanished or replaced: nothing to list
    try {
      const { dirents, at } = listed;
      const own = dirents.some((d) => d.name === '.gitignore') ? readRules(at('.gitignore'), dirRel) : [];
      const room = MAX_IGNORE_RULES - inherited.length;
      const rules =
        own.length && room > 0 ? [...inherited, ...own.slice(0, room).map(compileRule)] : inherited;
      for (const d of dirents) {
        // Any case, as the policy takes `.git`: tools never read one (a case-insensitive file
        // system opens `.GIT/config` as `.git/config`).
        if (d.name.toLowerCase() === '.git') continue;
        const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
        const kind = d.isDirectory() ? 'dir' : d.isFile() ? 'file' : d.isSymbolicLink() ? 'link' : 'other';
        if (rules.length && isIgnored(rules, rel, d.name, kind === 'dir')) continue;
        if (options.visit({ rel, kind, depth }, at(d.name)) === false) return;
        if (kind === 'dir' && options.recursive) stack.push({ rel, depth: depth + 1, rules });
      }
    } finally {
      listed.close();
    }
  }
}

/**
 * The entries of the directory at `abs` (a real path), read from the directory found there, not
 * from one a symlink put in place of it or of a directory above it leads to: the walk runs outside
 * the sandbox while an MCP server inside it may swap directories of the workspace. Opened without
 * following a final symlink, checked by the path /proc/self/fd names (where it names one), read
 * through that descriptor, which stays open until `close` so entries can be opened through it.
 */
function openDirectoryAt(
  abs: string,
): { dirents: Dirent[]; at: (name: string) => string; close: () => void } | undefined {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  const close = () => closeSync(fd);
  try {
    const opened = `/proc/self/fd/${fd}`;
    let actual: string | undefined;
    try {
      actual = readlinkSync(opened);
    } catch {
      // No /proc: plain paths, as nothing can be checked.
      return { dirents: readdirSync(abs, { withFileTypes: true }), at: (n) => path.join(abs, n), close };
    }
    if (actual !== abs) throw new Error('replaced');
    return { dirents: readdirSync(opened, { withFileTypes: true }), at: (n) => `${opened}/${n}`, close };
  } catch {
    close();
    return undefined;
  }
}
