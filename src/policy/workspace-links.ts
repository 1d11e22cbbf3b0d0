import path from 'node:path';
import { allowsEverythingUnder } from './allows-tree.ts';
import { canonicalGlob } from './glob-form.ts';
import { deniedBy, globRegExp, type Rules } from './match-glob.ts';

/**
 * A symbolic link in the workspace that leads to another place in it. A file the workspace reaches
 * under several names is one file to the read and edit rules: a rule that denies any of its names
 * denies it (a committed `app/.env -> ../config/app.env` under `**\/.env` keeps
 * `config/app.env` from the model too, and `secrets -> vault` under `secrets/**` keeps
 * `vault/*`). Otherwise the rule holds only for the name it was written for, and the same bytes
 * are read under the other one.
 */
export interface WorkspaceLink {
  /** The link's workspace path. */
  link: string;
  /** Where it leads, after every symlink, as a workspace path (never the workspace itself). */
  target: string;
}

/** How many names of one file are looked at: a chain of links through linked directories ends. */
const MAX_NAMES = 64;

/**
 * The other workspace names of the file at workspace path `rel` (its real path): the names links
 * give it, through links to it or to a directory above it, and links to those in turn. Bounded
 * (MAX_NAMES). Pure.
 */
export function otherNames(rel: string, links: readonly WorkspaceLink[]): string[] {
  if (links.length === 0) return [];
  const seen = new Set([rel]);
  const queue = [rel];
  for (let name = queue.shift(); name !== undefined && seen.size < MAX_NAMES; name = queue.shift()) {
    for (const { link, target } of links) {
      if (name !== target && !name.startsWith(`${target}/`)) continue;
      const alias = link + name.slice(target.length);
      if (seen.has(alias)) continue;
      seen.add(alias);
      queue.push(alias);
      if (seen.size >= MAX_NAMES) break;
    }
  }
  seen.delete(rel);
  return [...seen];
}

/**
 * A file's other names, by its workspace path (its real path), as the policy's decisions take
 * them: a deny rule that decides any of them denies the file (decide-path.ts deniedName).
 */
export interface FileNames {
  (rel: string): readonly string[];
  /**
   * Whether `name`, one this gave `rel`, is the file's name in its repository (from the top of
   * the repository, the workspace's path there first) rather than a name a link gives it. Absent
   * where every name is a link's.
   */
  byRepository?: (rel: string, name: string) => boolean;
}

/**
 * The workspace's path below the top of its repository (its work tree), `/`-separated:
 * `packages/app` for a workspace there, '' when the workspace is the top, or has no repository.
 * Both are real paths (locateRepo's `workTree`). Pure.
 */
export function workspaceInRepository(workspace: string, workTree: string | undefined): string {
  if (workTree === undefined) return '';
  const rel = path.relative(workTree, workspace);
  if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return '';
  return rel.split(path.sep).join('/');
}

/** The name the repository gives the file at workspace path `rel` (`inRepository`: workspaceInRepository). */
export function repositoryName(inRepository: string, rel: string): string {
  return rel === '.' || rel === '' ? inRepository : `${inRepository}/${rel}`;
}

/**
 * `otherNames` for one set of links, as the policy's decisions take it; and, for a workspace below
 * the top of its repository (`inRepository`, workspaceInRepository), the names the repository
 * gives the file and each of those: a rule written from the repository's point of view
 * (`.github/workflows/**` with `workspace: .github`) names the file the commit changes. Only deny
 * rules look at other names: an allow under one never allows what the workspace name does not.
 */
export function namesBy(links: readonly WorkspaceLink[], inRepository = ''): FileNames {
  if (!inRepository) return (rel) => otherNames(rel, links);
  const names: FileNames = (rel) => {
    const linked = otherNames(rel, links);
    return [
      ...linked,
      repositoryName(inRepository, rel),
      ...linked.map((n) => repositoryName(inRepository, n)),
    ];
  };
  names.byRepository = (rel, name) => !otherNames(rel, links).includes(name);
  return names;
}

/** A file the deny rules decide under its own name or any other (`denied`: deniedBy(rules)). */
export function deniedUnderAnyName(
  denied: (rel: string) => boolean,
  links: readonly WorkspaceLink[],
): (rel: string) => boolean {
  if (links.length === 0) return denied;
  return (rel) => denied(rel) || otherNames(rel, links).some(denied);
}

/**
 * Readable (`allowed` by the read rules) under its own name, and denied under none of the others
 * `names` gives it (namesBy: its links' names, and its repository's).
 */
export function readableUnderEveryName(
  allowed: (rel: string) => boolean,
  denied: (rel: string) => boolean,
  names: (rel: string) => readonly string[],
): (rel: string) => boolean {
  return (rel) => allowed(rel) && !names(rel).some(denied);
}

/** A read-rules predicate that can also say how deep below a linked directory names can differ. */
export interface ReadDenied {
  (rel: string): boolean;
  /**
   * How many levels below `target` a file can be decided otherwise under one of `names` (the
   * link's own, and its other names) than under its real path: 0 when never, Infinity when it
   * cannot be bounded. Without it, every level is looked at.
   */
  depthBelowLink?: (names: readonly string[], target: string) => number;
}

/**
 * deniedBy(rules) with depthBelowLink: most rules tell a link's name from its target's at no depth.
 * For a workspace below the top of its repository (`inRepository`, workspaceInRepository), a
 * file a deny rule decides under the repository's name for it is denied too (namesBy).
 */
export function readDeniedBy(rules: Rules, inRepository = ''): ReadDenied {
  const byName = deniedBy(rules);
  const denied: ReadDenied = inRepository
    ? (rel) => byName(rel) || byName(repositoryName(inRepository, rel))
    : byName;
  const globs = [
    ...rules.allow.map((g) => ({ glob: canonicalGlob(g), nocase: false })),
    ...rules.deny.map((g) => ({ glob: canonicalGlob(g), nocase: true })),
  ];
  // Every name a file below the link has, under each name of the link: the repository's too.
  const dirsOf = (names: readonly string[], target: string) => {
    const dirs = [...names, target];
    return inRepository ? [...dirs, ...dirs.map((d) => repositoryName(inRepository, d))] : dirs;
  };
  denied.depthBelowLink = (names, target) => {
    let depth = 0;
    const dirs = dirsOf(names, target);
    for (const g of globs) depth = Math.max(depth, globDepth(g.glob, g.nocase, dirs));
    return depth;
  };
  return denied;
}

/**
 * For one glob: below which depth a path `X/s` (X any of `dirs`, s the same for each) is
 * matched alike for every X, as a number of levels to look at (see ReadDenied). Conservative:
 * Infinity for every form it does not reason about. Pure.
 */
export function globDepth(glob: string, nocase: boolean, dirs: readonly string[]): number {
  if (glob === '**') return 0; // every path without `.`/`..` segments, whatever its directory
  // Braces can hold a `/` and extglobs and escapes change what a segment is: not reasoned about.
  if (/[{}()!+@\\]/.test(glob)) return Infinity;
  const segs = glob.split('/');
  if (!segs.includes('**')) {
    // Exactly segs.length segments: nothing below a directory that deep already.
    return dirs.every((d) => d.split('/').length + 1 > segs.length) ? 0 : Infinity;
  }
  if (segs[0] === '**') {
    const rest = segs.slice(1);
    // `**/a/b`: decided by the last rest.length segments, which X/s and Y/s share once s is that deep.
    if (!rest.includes('**')) return rest.length - 1;
    // `**/x/**`: some directory segment matches x; in s alike for all, so X decides alone.
    if (rest.length === 2 && rest[1] === '**') {
      const segment = globRegExp(rest[0]!, { dot: true, nocase });
      const hits = dirs.map((d) => d.split('/').some((s) => segment.test(s)));
      return hits.every((h) => h === hits[0]) ? 0 : Infinity;
    }
    return Infinity;
  }
  // Anchored at the workspace root: only directories on its literal base's way can be in it.
  const base: string[] = [];
  for (const s of segs) {
    if (/[*?[\]]/.test(s)) break;
    base.push(s);
  }
  if (base.length === 0) return Infinity;
  const fold = (p: string) => (nocase ? p.toLowerCase() : p);
  const prefix = fold(base.join('/'));
  const related = (d: string) => {
    const dir = fold(d);
    return dir === prefix || dir.startsWith(`${prefix}/`) || prefix.startsWith(`${dir}/`);
  };
  return dirs.some(related) ? Infinity : 0;
}

const denyOnly = new WeakMap<Rules, (dir: string) => boolean>();

/**
 * Whether no deny rule of `rules` could decide a path below directory `dir` (a name, as the
 * rules see it): for another name of a directory everything below which the rules allow under its
 * own (allowsEverythingUnder), where only deny rules count (namesBy). Conservative as
 * allowsEverythingUnder is; compiled once per rules object.
 */
export function deniesNothingUnder(rules: Rules): (dir: string) => boolean {
  let test = denyOnly.get(rules);
  if (!test) denyOnly.set(rules, (test = allowsEverythingUnder({ allow: ['**'], deny: rules.deny })));
  return test;
}
