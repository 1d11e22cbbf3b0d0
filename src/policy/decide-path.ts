import type { Policy } from '../config/policy.ts';
import { inGitDir, shownPath } from '../validate/resolve-path.ts';
import { bestGlob } from './match-glob.ts';
import { quote, type Part } from './part.ts';
import type { ResolvedPath } from './types.ts';
import type { FileNames } from './workspace-links.ts';

const NO_NAMES: FileNames = () => [];

/** The first of a file's other names (workspace-links.ts) a deny rule decides, and the rule. */
export function deniedName(kind: 'read' | 'edit', names: readonly string[], policy: Policy) {
  for (const name of names) {
    const match = bestGlob(name, policy[kind]);
    if (match?.list === 'deny') return { name, rule: `${kind}.deny[${match.index}]`, pattern: match.pattern };
  }
  return undefined;
}

/**
 * The other spellings a case-insensitive file system opens `name` under: APFS (macOS) folds case
 * by Unicode's rules and ignores normalization, NTFS (Windows) upper-cases by Unicode's, so beyond
 * ASCII case `ſ` is `s`, `K` (Kelvin) is `k`, `ı` is `i` and `ﬁ` is `fi` there, and a composed `é`
 * is a decomposed one. A checkout there writes `.huſky/pre-commit` into `.husky/` and
 * `.vſcode/tasks.json` into `.vscode/`: the deny rules and `.git` hold for these spellings too.
 * Empty for ASCII names.
 */
export function foldedSpellings(name: string): string[] {
  if (isAscii(name)) return [];
  const forms = [name, name.normalize('NFC'), name.normalize('NFD')];
  const spellings = new Set([...forms, ...forms.map(asciiFolded)]);
  spellings.delete(name);
  return [...spellings];
}

/** `name` with each letter whose upper or lower case is ASCII (`ſ` → `S`, `ﬁ` → `FI`) spelled so. */
function asciiFolded(name: string): string {
  return [...name]
    .map((c) => (isAscii(c) ? c : ([c.toUpperCase(), c.toLowerCase()].find(isAscii) ?? c)))
    .join('');
}

// eslint-disable-next-line no-control-regex
const isAscii = (text: string): boolean => /^[\u0000-\u007f]*$/.test(text);

/**
 * How a reason says where the other name `name` of the file at `rel` comes from (namesBy): the
 * repository's name for it (`as the repository names it, ".github/workflows/ci.yml"`), or a link's.
 */
export function otherName(
  names: FileNames,
  rel: string,
  name: string,
): { repository: boolean; text: string } {
  return names.byRepository?.(rel, name)
    ? { repository: true, text: `as the repository names it, ${quote(name)}` }
    : { repository: false, text: `also reached as ${quote(name)} through a symbolic link in the workspace` };
}

/**
 * A read or an edit of one path. Confinement and protected paths come first and hold under any
 * policy; then the most specific `read`/`edit` glob decides; no match denies. A deny rule that
 * decides another name of the file (`names`: where workspace links give it one, and the
 * repository's name for it when the workspace is below the repository's top) denies it too.
 */
export function pathPart(
  kind: 'read' | 'edit',
  given: string,
  resolved: ResolvedPath,
  policy: Policy,
  via = '',
  names: FileNames = NO_NAMES,
): Part {
  const what = `${kind} of ${quote(shownPath(given))}${via}`;
  if (!resolved.inside) {
    return {
      verdict: 'deny',
      rule: 'invariant:outside-workspace',
      reason: `${what}: it resolves to ${resolved.abs}, outside the workspace`,
      invariant: true,
    };
  }
  // git's own files hold credentials (actions/checkout's token in `.git/config`) and nothing a
  // task needs that git commands (log, diff, show) do not print: no tool reads them.
  if (kind === 'read' && inGitDir(resolved.rel)) {
    return {
      verdict: 'deny',
      rule: 'invariant:protected-path',
      reason: `${what}: ${quote(resolved.rel)} is in a git directory, which tools never read (its config can hold credentials); use git commands such as git log or git diff`,
      invariant: true,
    };
  }
  if (kind === 'edit' && resolved.rel === '.') {
    return {
      verdict: 'deny',
      rule: 'invariant:protected-path',
      reason: `${what}: the workspace root holds .git and is never written as a whole`,
      invariant: true,
    };
  }
  const spellings = foldedSpellings(resolved.rel);
  const gitSpelling = kind === 'edit' ? spellings.find(inGitDir) : undefined;
  if (gitSpelling !== undefined) {
    return {
      verdict: 'deny',
      rule: 'invariant:protected-path',
      reason: `${what}: a case-insensitive file system (macOS, Windows) opens ${quote(resolved.rel)} as ${quote(gitSpelling)}, in a git directory, which is never written by tools`,
      invariant: true,
    };
  }
  if (kind === 'edit' && resolved.protected) {
    return {
      verdict: 'deny',
      rule: 'invariant:protected-path',
      reason: `${what}: ${resolved.protected} is never written by tools`,
      invariant: true,
    };
  }
  const match = bestGlob(resolved.rel, policy[kind]);
  if (!match)
    return {
      verdict: 'deny',
      rule: `${kind}.default`,
      reason: `${what}: no ${kind}.allow rule matches ${quote(resolved.rel)}`,
    };
  if (match.list === 'allow') {
    for (const spelled of spellings) {
      const hit = deniedName(kind, [spelled, ...names(spelled)], policy);
      if (hit)
        return {
          verdict: 'deny',
          rule: hit.rule,
          reason: `${what}: a case-insensitive file system (macOS, Windows) opens ${quote(resolved.rel)} as ${quote(hit.name)}, and ${hit.rule} ${quote(hit.pattern)} denies that name`,
        };
    }
    const other = deniedName(kind, names(resolved.rel), policy);
    if (other) {
      const named = otherName(names, resolved.rel, other.name);
      return {
        verdict: 'deny',
        rule: other.rule,
        reason: `${what}: ${quote(resolved.rel)} is${named.repository ? ',' : ''} ${named.text}, and ${other.rule} ${quote(other.pattern)} denies that name`,
      };
    }
  }
  const rule = `${kind}.${match.list}[${match.index}]`;
  return {
    verdict: match.list,
    rule,
    reason: `${what}: ${quote(resolved.rel)} matches ${rule} ${quote(match.pattern)}`,
  };
}
