import path from 'node:path';
import { listStartTree, type TreeChange } from '../git/changes.ts';
import { hashGitControl, type GitControlHashes } from '../git/integrity.ts';
import { headState, type HeadState } from '../git/repo.ts';
import type { WorkspaceLink } from '../policy/workspace-links.ts';

/**
 * The workspace as the run found it, recorded before the model runs: what delivery must leave out
 * (files dirty or ignored before the run are the user's, not the run's) and what it must find
 * unchanged (the git directory's config and hooks). Dirty files are recorded as git object ids of
 * their content and modes, which is all the comparison needs and stores no content.
 */
export interface StartState {
  /** HEAD when the run started; null outside a repository or before its first commit. */
  base: string | null;
  /** The branch checked out when the run started; null when HEAD is detached or there is no repository. */
  branch: string | null;
  /** Paths differing from `base` before the run (untracked, modified, staged, deleted), by path. */
  dirty: Map<string, TreeChange>;
  /**
   * Ignored paths (`dir/` for a wholly ignored directory): the user's. Delivery decides every
   * ignored path the run added like any other change (see ignored-changes.ts).
   */
  ignored: string[];
  /**
   * Roots git saw nothing below: the repositories nested in the workspace (untracked, staged or
   * submodules) and the directories git could not open (`chmod 000`). The files below them are
   * invisible to `dirty` and `ignored`, and stay the user's even if the run removes the nested
   * `.git` or makes the directory readable.
   */
  nested: string[];
  /**
   * The directories among `nested` that git could not open (or lstat files in) at the start: what
   * they held then is unknown, so a change below one is never delivered and, when `base` has the
   * file, is reported (`invariant:unreadable-at-start`).
   */
  unreadable: string[];
  gitControl: GitControlHashes;
  /**
   * Blob ids of the content of the files the read rules deny, as the run found them, with the
   * path each was read from (fingerprintDenied): delivery refuses an exact copy. Set once the
   * sandbox has walked the workspace.
   */
  deniedContent?: ReadonlyMap<string, string>;
  /**
   * What the redactor masks that delivery refuses too when a file the run wrote gains it
   * (delivered-secrets.ts: the key-like ones): the denied files' values, the history's, and the
   * run's credentials. Set once the run's secrets are known.
   */
  secrets?: readonly string[];
  /**
   * The workspace's links to other places in it, as the run found them, those to nothing yet
   * included: a deny rule on a link's name decides, at delivery too, the file it leads to. Set
   * once the sandbox has walked the workspace.
   */
  links?: readonly WorkspaceLink[];
}

/**
 * `outDir` (the run's own, possibly inside the workspace) is never part of the state. `head`: HEAD
 * as read a moment ago with nothing run since (pinRepo's), else read here. `maxFileBytes`: the
 * policy's `pr.max_added_bytes`, the bound delivery reads files with, so that a large file of the
 * user's looks the same to both (unread, by its size).
 */
export async function captureStartState(
  workspace: string,
  outDir: string,
  head?: HeadState,
  maxFileBytes?: number,
): Promise<StartState> {
  const { commit: base, branch } = head ?? (await headState(workspace));
  if (!base)
    return { base, branch, dirty: new Map(), ignored: [], nested: [], unreadable: [], gitControl: {} };
  const own = underDir(workspace, outDir);
  const tree = await listStartTree(workspace, base, maxFileBytes);
  const changes = tree.changes.filter((c) => !own(c.path));
  return {
    base,
    branch,
    dirty: new Map(changes.map((c) => [c.path, c])),
    ignored: tree.ignored.map((p) => p.path),
    nested: [...tree.nested, ...tree.unreadable].filter((p) => !own(p)),
    unreadable: tree.unreadable.filter((p) => !own(p)),
    gitControl: hashGitControl(workspace),
  };
}

/** For `run.started`: how many paths were dirty, and the first few. */
export function dirtySummary(state: StartState, sample = 20): { count: number; paths: string[] } {
  return { count: state.dirty.size, paths: [...state.dirty.keys()].slice(0, sample) };
}

/**
 * For `run.started`, when there are any: the roots git saw nothing below at the start, nested
 * repositories and unreadable directories apart, each as a count and the first few.
 */
export function unseenSummary(
  state: StartState,
  sample = 20,
): { nested?: { count: number; paths: string[] }; unreadable?: { count: number; paths: string[] } } {
  const unreadable = new Set(state.unreadable);
  const nested = state.nested.filter((p) => !unreadable.has(p));
  const summary = (paths: string[]) => ({ count: paths.length, paths: paths.slice(0, sample) });
  return {
    ...(nested.length > 0 ? { nested: summary(nested) } : {}),
    ...(unreadable.size > 0 ? { unreadable: summary([...unreadable]) } : {}),
  };
}

/** A predicate for workspace-relative paths at or below `dir` (never true when `dir` is outside). */
export function underDir(workspace: string, dir: string): (rel: string) => boolean {
  const rel = insideRel(workspace, dir);
  if (rel === undefined) return () => false;
  return (p) => p === rel || p.startsWith(`${rel}/`);
}

/** `dir` relative to the workspace, `/`-separated; undefined when it is the workspace or outside it. */
export function insideRel(workspace: string, dir: string): string | undefined {
  const rel = path.relative(workspace, dir).split(path.sep).join('/');
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel;
}
