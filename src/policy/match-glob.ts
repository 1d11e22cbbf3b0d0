import picomatch from 'picomatch';
import { canonicalGlob } from './glob-form.ts';

export interface GlobMatch {
  list: 'allow' | 'deny';
  index: number;
  pattern: string;
}

export type Rules = { allow: readonly string[]; deny: readonly string[] };
/**
 * What the names are: workspace-relative `path`s (globs are brought to canonical form first, see
 * canonicalGlob), MCP tool `name`s (matched as written) or MCP `resource`s (`resource:URI`,
 * matched as written: `resource:file:///x` keeps its `///`).
 */
export type GlobForm = 'path' | 'name' | 'resource';
interface CompiledGlob extends GlobMatch {
  literal: string | undefined;
  test: (name: string) => boolean;
}

const EXACT = 1_000_000;

/**
 * How specific a glob is: its literal characters (`**` and other wildcards count nothing); a
 * pattern without wildcards names one path and beats every glob.
 */
export function globSpecificity(pattern: string): number {
  const literal = pattern.replace(/\*+|\?|\[[^\]]*\]|\{[^}]*\}/g, '');
  return literal === pattern ? EXACT + literal.length : literal.length;
}

/**
 * A rule list in deciding order: most specific first, deny before allow at the same specificity,
 * then as written, so the first pattern that matches decides. Compiled once per rules object (a
 * policy's lists do not change during a run).
 */
interface CompiledRules {
  ordered: CompiledGlob[];
  /** Matches a name that contains the literal part of some rule (the others cannot match it). */
  anyLiteral: RegExp;
  /** The rules without a literal part (`**`, classes, braces), in order: tested on every name. */
  withoutLiteral: CompiledGlob[];
}
const compiledRules: Record<GlobForm, WeakMap<Rules, CompiledRules>> = {
  path: new WeakMap(),
  name: new WeakMap(),
  resource: new WeakMap(),
};

function compile(rules: Rules, form: GlobForm): CompiledRules {
  let compiled = compiledRules[form].get(rules);
  if (compiled) return compiled;
  const entries = [
    ...rules.deny.map((pattern, index) => ({ list: 'deny' as const, index, pattern })),
    ...rules.allow.map((pattern, index) => ({ list: 'allow' as const, index, pattern })),
  ];
  // Specificity, literals and the matcher all work on the canonical glob; the rule keeps the
  // pattern as written, for reasons.
  const scored = entries.map((e, order) => {
    const glob = form === 'path' ? canonicalGlob(e.pattern) : e.pattern;
    return { ...e, glob, order, score: globSpecificity(glob) };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  // A deny rule on paths and resources holds in any case: a checkout on macOS or Windows reads
  // `.ENV` as `.env` and `Agents.md` as `AGENTS.md`, a file server there `file:///srv/SECRET` as
  // `file:///srv/secret`, and the rule exists to keep those out. Tool names are looked up exactly.
  const ordered = scored.map(({ list, index, pattern, glob }) => ({
    list,
    index,
    pattern,
    literal: requiredLiteral(glob),
    test: globTest(glob, list === 'deny' && form !== 'name'),
  }));
  // A recursive listing asks about every file, and glob regexes are slow to fail: one search for
  // all the literal parts rules out most rules for most names.
  const literals = ordered.map((r) => r.literal).filter((l) => l !== undefined);
  compiled = {
    ordered,
    anyLiteral: new RegExp(literals.length ? literals.map(escapeRegExp).join('|') : '(?!)', 'i'),
    withoutLiteral: ordered.filter((r) => r.literal === undefined),
  };
  compiledRules[form].set(rules, compiled);
  return compiled;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

function globTest(pattern: string, nocase: boolean): (name: string) => boolean {
  // `**` (dot: true) matches every path without a `.` or `..` segment; the workspace root itself
  // (`.`) is inside everything it covers. Cheaper than its regex, and every listed file asks.
  if (pattern === '**') return (name) => name === '.' || (name !== '' && !DOT_SEGMENT.test(name));
  // dot: true so `**/.env*` finds dotfiles at any depth.
  const re = globRegExp(pattern, { dot: true, nocase });
  return (name) => re.test(name);
}

/**
 * picomatch's regex for a glob, whose wildcards also match line terminators: a name may hold a
 * newline (`.github/workflows/x\n.yml`), and picomatch builds `**` on `.`, which does not match
 * one, so a deny rule would miss the name while bash's and git's wildcards match it.
 */
export function globRegExp(glob: string, options: { dot: boolean; nocase?: boolean }): RegExp {
  const re = picomatch.makeRe(glob, options);
  return new RegExp(re.source, re.flags.includes('s') ? re.flags : `${re.flags}s`);
}

/**
 * The longest literal part every match of a simple glob (literals, `*`, `**`, `?`) contains. The
 * slashes at its ends are dropped, since `**\/` may match nothing. Undefined for globs with
 * classes, braces, extglobs or escapes.
 */
export function requiredLiteral(pattern: string): string | undefined {
  if (/[[\]{}()!+@\\]/.test(pattern)) return undefined;
  const runs = pattern.split(/[*?]+/).map((run) => run.replace(/^\/+|\/+$/g, ''));
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest || undefined;
}

/**
 * The deciding glob for a name: the most specific matching pattern; deny wins a tie. So with
 * `allow: ["**"]` and `deny: ["**\/.env*"]`, `.env` is denied, and an extra allow of
 * `**\/.env.example` (more literal characters) or `.env.example` (no wildcard) lets that file
 * through.
 */
export function bestGlob(name: string, rules: Rules, form: GlobForm = 'path'): GlobMatch | undefined {
  const rule = decidingRule(compile(rules, form), name);
  return rule && { list: rule.list, index: rule.index, pattern: rule.pattern };
}

/**
 * Whether the rules allow a name, as bestGlob decides it, as a function compiled once: a listing
 * asks about every file it walks.
 */
export function allowedBy(rules: Rules): (name: string) => boolean {
  // Compiled at the first question, not before a run's first model request (~3 ms of picomatch).
  let compiled: CompiledRules | undefined;
  return (name) => decidingRule((compiled ??= compile(rules, 'path')), name)?.list === 'allow';
}

/** Whether a deny rule decides a name (not merely no allow rule matching it), compiled once. */
export function deniedBy(rules: Rules): (name: string) => boolean {
  let compiled: CompiledRules | undefined;
  return (name) => decidingRule((compiled ??= compile(rules, 'path')), name)?.list === 'deny';
}

function decidingRule({ ordered, anyLiteral, withoutLiteral }: CompiledRules, name: string) {
  return (anyLiteral.test(name) ? ordered : withoutLiteral).find((r) => r.test(name));
}
