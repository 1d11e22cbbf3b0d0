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

/** `otherNames` for one set of links, as the policy's decisions take it. */
export function namesBy(links: readonly WorkspaceLink[]): (rel: string) => readonly string[] {
  return (rel) => otherNames(rel, links);
}

/** A file the deny rules decide under its own name or any other (`denied`: deniedBy(rules)). */
export function deniedUnderAnyName(
  denied: (rel: string) => boolean,
  links: readonly WorkspaceLink[],
): (rel: string) => boolean {
  if (links.length === 0) return denied;
  return (rel) => denied(rel) || otherNames(rel, links).some(denied);
}

/** Readable (`allowed` by the read rules) under its own name, and denied under none. */
export function readableUnderEveryName(
  allowed: (rel: string) => boolean,
  denied: (rel: string) => boolean,
  links: readonly WorkspaceLink[],
): (rel: string) => boolean {
  if (links.length === 0) return allowed;
  return (rel) => allowed(rel) && !otherNames(rel, links).some(denied);
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

/** deniedBy(rules) with depthBelowLink: most rules tell a link's name from its target's at no depth. */
export function readDeniedBy(rules: Rules): ReadDenied {
  const denied: ReadDenied = deniedBy(rules);
  const globs = [
    ...rules.allow.map((g) => ({ glob: canonicalGlob(g), nocase: false })),
    ...rules.deny.map((g) => ({ glob: canonicalGlob(g), nocase: true })),
  ];
  denied.depthBelowLink = (names, target) => {
    let depth = 0;
    for (const g of globs) depth = Math.max(depth, globDepth(g.glob, g.nocase, [...names, target]));
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
