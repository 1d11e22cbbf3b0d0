import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { compileRule, isIgnored, type IgnoreRule } from './gitignore-matcher.ts';
import { ancestorRules, readRules } from './ignore-rules.ts';

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
 * .git/info/exclude. `.git` is always skipped and symlinks are reported but never followed, so a
 * link cannot lead the walk out of the workspace. `visit` returns false to stop early.
 *
 * Rules of nested .gitignore files are rebased to the root and appended to their parents', so one
 * matcher answers for a directory and, as in git, the deeper file's rules win (the last match). Entries of an ignored directory are never
 * visited, so a path's parents need no checking.
 */
export function walk(
  workspace: string,
  startRel: string,
  options: { recursive: boolean; visit: (entry: WalkEntry) => boolean | void },
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
    let dirents: Dirent[];
    try {
      dirents = readdirSync(dirAbs, { withFileTypes: true });
    } catch {
      continue; // unreadable or vanished directory: nothing to list
    }
    const own = dirents.some((d) => d.name === '.gitignore')
      ? readRules(path.join(dirAbs, '.gitignore'), dirRel)
      : [];
    const rules = own.length ? [...inherited, ...own.map(compileRule)] : inherited;
    for (const d of dirents) {
      if (d.name === '.git') continue;
      const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
      const kind = d.isDirectory() ? 'dir' : d.isFile() ? 'file' : d.isSymbolicLink() ? 'link' : 'other';
      if (rules.length && isIgnored(rules, rel, d.name, kind === 'dir')) continue;
      if (options.visit({ rel, kind, depth }) === false) return;
      if (kind === 'dir' && options.recursive) stack.push({ rel, depth: depth + 1, rules });
    }
  }
}
