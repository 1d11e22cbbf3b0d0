import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { deniedName, otherName } from './decide-path.ts';
import { allowedBy, bestGlob, globRegExp } from './match-glob.ts';
import { quote, type Part } from './part.ts';
import type { ResolvedPath } from './types.ts';
import type { FileNames } from './workspace-links.ts';

/** More entries than this under one directory and the command is refused rather than scanned. */
const MAX_ENTRIES = 200_000;

/**
 * A command that reads or edits a whole directory (`grep -r`, `git diff`, `cat *`, `rm -r`)
 * touches every file in it, so it is allowed only when every file there is: the first file a
 * `read`/`edit` rule or a protected path denies decides. Returns undefined when all are allowed
 * (or the path is no directory: the caller decides it as a single path).
 *
 * A glob (`glob`, a pattern for the directory's own entries) names only those. A link is judged
 * by its name and, for a read, by where it leads too: the program opens that (`cat src/*`), and a
 * recursive reader that follows links (grep -R, find -L, rg -L, diff -r) walks into a linked
 * directory, so the check walks there too, whether or not this reader would.
 */
export function treePart(
  kind: 'read' | 'edit',
  given: string,
  root: ResolvedPath,
  policy: Policy,
  via: string,
  lookup: {
    resolve: (p: string) => ResolvedPath;
    /** A file's other names (workspace-links.ts namesBy): a deny rule on any of them refuses it. */
    names?: FileNames;
    glob?: string;
  },
): Part | undefined {
  if (!root.inside) return undefined;
  const { resolve, glob } = lookup;
  const names: FileNames = lookup.names ?? (() => []);
  const ruled = allowedBy(policy[kind]);
  const allowed = (rel: string) => ruled(rel) && deniedName(kind, names(rel), policy) === undefined;
  // bash's globs skip dot files unless the pattern starts with a dot, as picomatch's do.
  const re = glob === undefined ? undefined : globRegExp(glob, { dot: false });
  const matches = (name: string) => re?.test(name) ?? true;
  const what = glob
    ? `read of ${quote(path.posix.join(given, glob))}${via}`
    : `${kind} of everything under ${quote(given)}${via}`;
  let seen = 0;
  // Directories to list, by real path and by the workspace path the rules see.
  const stack = [{ abs: root.abs, rel: root.rel }];
  const listed = new Set<string>();
  while (stack.length > 0) {
    const dir = stack.pop()!;
    if (listed.has(dir.abs)) continue; // a link back to a directory already checked
    listed.add(dir.abs);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir.abs, { withFileTypes: true });
    } catch {
      continue; // not a directory, or gone: nothing under it to decide
    }
    for (const entry of entries) {
      if (!matches(entry.name)) continue;
      if (++seen > MAX_ENTRIES)
        return {
          verdict: 'deny',
          rule: 'invariant:unanalyzable-command',
          reason: `${what}: more than ${MAX_ENTRIES} entries to check; name a smaller directory`,
          invariant: true,
        };
      const rel = path.posix.join(dir.rel, entry.name);
      let target = entry.isSymbolicLink() || kind === 'edit' ? resolve(rel) : undefined;
      // Out of the workspace, a recursive reader that follows links sees what the sandbox shows
      // (nothing of the host); refusing there would refuse git diff in a tree with any such link.
      if (kind === 'read' && glob === undefined && target && !target.inside) target = undefined;
      const refused = refusal(kind, rel, entry, allowed, target);
      if (refused) return explain(refused, kind, rel, what, policy, names);
      if (glob !== undefined) continue;
      if (entry.isDirectory()) stack.push({ abs: path.join(dir.abs, entry.name), rel });
      // grep -R, find -L, rg -L, diff -r and cp -rL follow links into directories: so does the check.
      else if (kind === 'read' && target && isDirectory(target.abs)) stack.push(target);
    }
  }
  return undefined;
}

/** An invariant broken, or the workspace path whose rules deny (the entry, or a link's target). */
type Refusal = { invariant: string; why: string } | { denied: string };

/**
 * Why one entry may not be touched, if it may not. `target` is where it resolves (for a link, and
 * for every edit). A read through a link reads the file it leads to: its rules decide too (a
 * glob's `cat src/*` opens `src/l -> ../.env`).
 */
function refusal(
  kind: 'read' | 'edit',
  rel: string,
  entry: Dirent,
  allowed: (name: string) => boolean,
  target: ResolvedPath | undefined,
): Refusal | undefined {
  if (target && !target.inside)
    return {
      invariant: 'invariant:outside-workspace',
      why: `it resolves to ${target.abs}, outside the workspace`,
    };
  if (kind === 'edit' && target?.protected)
    return { invariant: 'invariant:protected-path', why: `${target.protected} is never written by tools` };
  if (!allowed(rel)) return { denied: rel };
  if (kind === 'read' && entry.isSymbolicLink() && target && !allowed(target.rel))
    return { denied: target.rel };
  return undefined;
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

function explain(
  refused: Refusal,
  kind: 'read' | 'edit',
  rel: string,
  what: string,
  policy: Policy,
  names: FileNames,
): Part {
  const instead = 'name the files to touch, or a directory that holds no such file';
  if ('invariant' in refused)
    return {
      verdict: 'deny',
      rule: refused.invariant,
      reason: `${what}: it holds ${quote(rel)}; ${refused.why}; ${instead}`,
      invariant: true,
    };
  const match = bestGlob(refused.denied, policy[kind]);
  const other = match?.list === 'allow' ? deniedName(kind, names(refused.denied), policy) : undefined;
  if (other) {
    const holds = refused.denied === rel ? quote(rel) : `${quote(rel)}, a link to ${quote(refused.denied)}`;
    return {
      verdict: 'deny',
      rule: other.rule,
      reason: `${what}: it holds ${holds}, ${otherName(names, refused.denied, other.name).text}, and ${other.rule} ${quote(other.pattern)} denies that name; ${instead}`,
    };
  }
  const rule = match ? `${kind}.${match.list}[${match.index}]` : `${kind}.default`;
  const because = match ? `${rule} ${quote(match.pattern)} denies it` : `no ${kind}.allow rule matches it`;
  const holds = refused.denied === rel ? quote(rel) : `${quote(rel)}, a link to ${quote(refused.denied)}`;
  return { verdict: 'deny', rule, reason: `${what}: it holds ${holds}, and ${because}; ${instead}` };
}
