import { canonicalGlob } from './glob-form.ts';
import { globRegExp, globSpecificity } from './match-glob.ts';

type Rules = { allow: readonly string[]; deny: readonly string[] };

/** A glob's `/` segments: `**`, or a test of one name. */
type Segment = '**' | ((name: string) => boolean);

type OrderedRule =
  | { deny: true; segments: Segment[] | undefined }
  | { deny: false; covers: ((dir: string[]) => boolean) | undefined };

/**
 * Whether the rules allow every path below a directory (workspace-relative), told from the globs
 * alone, so a directory of 100,000 files need not be listed to know that none of them is denied.
 * True when an allow glob covers the whole directory (`**`, `dist/**`, `**\/node_modules/**`) and
 * no rule that bestGlob tries before it (more specific, or a deny as specific) is a deny glob
 * that could match below the directory. False whenever the globs cannot tell (braces, classes,
 * extglobs). Compiled once per rules object.
 */
export function allowsEverythingUnder(rules: Rules): (dir: string) => boolean {
  let ordered = compiled.get(rules);
  if (!ordered) compiled.set(rules, (ordered = order(rules)));
  const rulesInOrder = ordered;
  // A deny that may match at any depth (`**\/.env*`), tried before any allow that can cover a
  // directory, answers for every directory: the built-in policies' case, asked per directory.
  const first = rulesInOrder.find((r) => (r.deny ? anywhere(r.segments) : r.covers));
  if (first?.deny) return () => false;
  return (dir) => {
    const names = dir.split('/');
    for (const rule of rulesInOrder) {
      if (rule.deny) {
        if (mayMatchBelow(rule.segments, names)) return false;
      } else if (rule.covers?.(names)) return true;
    }
    return false;
  };
}

const compiled = new WeakMap<Rules, OrderedRule[]>();

function order(rules: Rules): OrderedRule[] {
  return [
    ...rules.deny.map((pattern) => ({ deny: true, glob: canonicalGlob(pattern) })),
    ...rules.allow.map((pattern) => ({ deny: false, glob: canonicalGlob(pattern) })),
  ]
    .map((rule, index) => ({ ...rule, index, score: globSpecificity(rule.glob) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ deny, glob }): OrderedRule =>
      deny ? { deny, segments: segmentsOf(glob) } : { deny, covers: coverOf(glob) },
    );
}

/** A deny glob's segments, matching in any case as deny globs do; undefined when not this simple. */
function segmentsOf(glob: string): Segment[] | undefined {
  if (/[[\]{}()!+@\\]/.test(glob)) return undefined;
  return glob.split('/').map((part): Segment => {
    if (part === '**') return '**';
    const re = globRegExp(part, { dot: true, nocase: true });
    return (name) => re.test(name);
  });
}

/**
 * For `**`, or `P/**`: whether P matches a directory or one above it, so that every path below
 * it matches. Undefined for other globs.
 */
function coverOf(glob: string): ((dir: string[]) => boolean) | undefined {
  if (glob === '**') return () => true;
  if (!glob.endsWith('/**')) return undefined;
  const prefix = globRegExp(glob.slice(0, -3), { dot: true });
  return (dir) => dir.some((_, i) => prefix.test(dir.slice(0, i + 1).join('/')));
}

function anywhere(segments: Segment[] | undefined): boolean {
  return !segments || segments[0] === '**';
}

/**
 * Whether a deny glob could match some path below the directory: false only when one of the
 * directory's names rules a segment out, or the glob ends at or above the directory.
 */
function mayMatchBelow(segments: Segment[] | undefined, dir: string[]): boolean {
  if (!segments) return true;
  for (const [i, name] of dir.entries()) {
    const segment = segments[i];
    if (segment === undefined) return false;
    if (segment === '**') return true;
    if (!segment(name)) return false;
  }
  return segments.length > dir.length;
}
