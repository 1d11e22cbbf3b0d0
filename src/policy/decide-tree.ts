import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { allowedBy, bestGlob, globRegExp } from './match-glob.ts';
import { quote, type Part } from './part.ts';
import type { ResolvedPath } from './types.ts';

/** More entries than this under one directory and the command is refused rather than scanned. */
const MAX_ENTRIES = 200_000;

/**
 * A command that reads or edits a whole directory (`grep -r`, `git diff`, `cat *`, `rm -r`)
 * touches every file in it, so it is allowed only when every file there is: the first file a
 * `read`/`edit` rule or a protected path denies decides. Returns undefined when all are allowed
 * (or the path is no directory: the caller decides it as a single path).
 *
 * A glob (`glob`, a pattern for the directory's own entries) names only those, and the program
 * opens what they link to; a recursive reader (grep -r, git, rg, cp -r) walks the tree without following links, so a
 * link there is judged by its own name.
 */
export function treePart(
  kind: 'read' | 'edit',
  given: string,
  root: ResolvedPath,
  policy: Policy,
  via: string,
  resolve: (p: string) => ResolvedPath,
  glob?: string,
): Part | undefined {
  if (!root.inside) return undefined;
  const allowed = allowedBy(policy[kind]);
  // bash's globs skip dot files unless the pattern starts with a dot, as picomatch's do.
  const re = glob === undefined ? undefined : globRegExp(glob, { dot: false });
  const matches = (name: string) => re?.test(name) ?? true;
  const what = glob
    ? `read of ${quote(path.posix.join(given, glob))}${via}`
    : `${kind} of everything under ${quote(given)}${via}`;
  let seen = 0;
  const stack = [''];
  while (stack.length > 0) {
    const sub = stack.pop() ?? '';
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(root.abs, sub), { withFileTypes: true });
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
      const inner = path.posix.join(sub, entry.name);
      const rel = path.posix.join(root.rel, inner);
      const refused = refusal(kind, rel, entry, allowed, resolve, glob !== undefined);
      if (refused) return explain(refused, kind, rel, what, policy);
      if (entry.isDirectory() && glob === undefined) stack.push(inner);
    }
  }
  return undefined;
}

type Refusal = 'rule' | { rule: string; why: string };

/** Why one entry may not be touched, if it may not. */
function refusal(
  kind: 'read' | 'edit',
  rel: string,
  entry: Dirent,
  allowed: (name: string) => boolean,
  resolve: (p: string) => ResolvedPath,
  followsLinks: boolean,
): Refusal | undefined {
  // Followed links may lead out of the workspace; protected paths only matter for edits.
  if ((followsLinks && entry.isSymbolicLink()) || kind === 'edit') {
    const resolved = resolve(rel);
    if (!resolved.inside)
      return {
        rule: 'invariant:outside-workspace',
        why: `it resolves to ${resolved.abs}, outside the workspace`,
      };
    if (kind === 'edit' && resolved.protected)
      return { rule: 'invariant:protected-path', why: `${resolved.protected} is never written by tools` };
  }
  return allowed(rel) ? undefined : 'rule';
}

function explain(refused: Refusal, kind: 'read' | 'edit', rel: string, what: string, policy: Policy): Part {
  const instead = 'name the files to touch, or a directory that holds no such file';
  if (refused !== 'rule')
    return {
      verdict: 'deny',
      rule: refused.rule,
      reason: `${what}: it holds ${quote(rel)}; ${refused.why}; ${instead}`,
      invariant: true,
    };
  const match = bestGlob(rel, policy[kind]);
  const rule = match ? `${kind}.${match.list}[${match.index}]` : `${kind}.default`;
  const because = match ? `${rule} ${quote(match.pattern)} denies it` : `no ${kind}.allow rule matches it`;
  return { verdict: 'deny', rule, reason: `${what}: it holds ${quote(rel)}, and ${because}; ${instead}` };
}
