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
