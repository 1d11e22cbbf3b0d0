import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { ancestorRules, readRules } from './ignore-rules.ts';

export interface WalkEntry {
  /** Workspace-relative path with `/` separators. */
  rel: string;
  kind: 'file' | 'dir' | 'link' | 'other';
  /** 1 for the start directory's own entries. */
  depth: number;
}

interface Matcher {
  /** Directory the rules are relative to ("" = workspace root). */
  base: string;
  ig: Ignore;
}

/**
 * Walks a directory inside the workspace with git's ignore semantics: .gitignore files of the
 * start directory's ancestors (up to the workspace root), nested .gitignore files, and
 * .git/info/exclude. `.git` is always skipped and symlinks are reported but never followed, so a
 * link cannot lead the walk out of the workspace. `visit` returns false to stop early.
 */
export function walk(
  workspace: string,
  startRel: string,
  options: { recursive: boolean; visit: (entry: WalkEntry) => boolean | void },
): void {
  const root: Matcher[] = [{ base: '', ig: ignore().add(ancestorRules(workspace, startRel)) }];
  const stack: { rel: string; depth: number; matchers: Matcher[] }[] = [
    { rel: startRel === '.' ? '' : startRel, depth: 1, matchers: root },
  ];
  while (stack.length) {
    const { rel: dirRel, depth, matchers: inherited } = stack.pop()!;
    const dirAbs = path.join(workspace, dirRel);
    let dirents: Dirent[];
    try {
      dirents = readdirSync(dirAbs, { withFileTypes: true });
    } catch {
      continue; // unreadable or vanished directory: nothing to list
    }
    const own = dirents.some((d) => d.name === '.gitignore')
      ? readRules(path.join(dirAbs, '.gitignore'), '')
      : [];
    const matchers = own.length ? [...inherited, { base: dirRel, ig: ignore().add(own) }] : inherited;
    for (const d of dirents) {
      if (d.name === '.git') continue;
      const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
      const kind = d.isDirectory() ? 'dir' : d.isFile() ? 'file' : d.isSymbolicLink() ? 'link' : 'other';
      if (isIgnored(matchers, rel, kind === 'dir')) continue;
      if (options.visit({ rel, kind, depth }) === false) return;
      if (kind === 'dir' && options.recursive) stack.push({ rel, depth: depth + 1, matchers });
    }
  }
}

/** The deepest .gitignore with an opinion wins, as in git. */
function isIgnored(matchers: Matcher[], rel: string, isDir: boolean): boolean {
  for (let i = matchers.length - 1; i >= 0; i--) {
    const m = matchers[i]!;
    const local = m.base ? rel.slice(m.base.length + 1) : rel;
    const r = m.ig.test(isDir ? `${local}/` : local);
    if (r.ignored) return true;
    if (r.unignored) return false;
  }
  return false;
}
