import { isUtf8 } from 'node:buffer';
import { lstatSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import type { TreeChange } from '../git/changes.ts';
import { looksLikeGitDir, type GitDirectoryFinder } from '../git/git-directory.ts';
import { gitPath, type GitPath } from '../git/path-bytes.ts';
import { allowsEverythingUnder } from '../policy/allows-tree.ts';
import { deniedName, pathPart } from '../policy/decide-path.ts';
import { allowedBy } from '../policy/match-glob.ts';
import { strictest, type Part } from '../policy/part.ts';
import type { ResolvedPath } from '../policy/types.ts';
import { deniesNothingUnder, type FileNames } from '../policy/workspace-links.ts';
import {
  inGitDir,
  PathError,
  protectedLabel,
  resolvePath,
  type ProtectedPaths,
} from '../validate/resolve-path.ts';
import {
  changeKind,
  changeOnDisk,
  gitDirectoryPart,
  SYMLINK_MODE,
  userPathAtStart,
  type GateOutcome,
} from './final-diff.ts';
import { insideRel, type StartState } from './start-state.ts';

export interface IgnoredScan {
  workspace: string;
  start: Pick<StartState, 'dirty' | 'ignored' | 'nested'>;
  policy: Policy;
  guarded: ProtectedPaths;
  /** nightshift's own files, the out dir (workspace-relative; unset outside it): never decided. */
  ownDir: string | undefined;
  gitDirs: GitDirectoryFinder;
  /** A path's other names (namesBy: the repository's, below its top): a deny rule on one denies it. */
  names?: FileNames;
}

type Denied = Extract<GateOutcome, { kind: 'denied' }>;

/**
 * The ignored paths the run added, decided like any other change: a command can write a
 * `.gitignore` that hides what it writes (itself too: `.husky/.gitignore` holding `*`), and no
 * diff shows such a file. Returns the denied ones (delivery removes them); the allowed ones stay
 * where they are, undelivered, as ignored files do. `listed` is git's listing now; whatever was
 * the user's at the start (ignored, dirty, nested) is left alone. A new directory the edit rules
 * allow as a whole (`dist/**`) is not listed at all; one whose every entry is denied is reported
 * and removed as one.
 */
export function deniedIgnored(listed: GitPath[], scan: IgnoredScan): Denied[] {
  const own = scan.ownDir;
  const mine = (rel: string) => own !== undefined && (rel === own || rel.startsWith(`${own}/`));
  const user = userPathAtStart(scan.start);
  const theirs = (rel: string) => mine(rel) || user(rel);
  const walker = new Walker(scan, theirs);
  const out: Denied[] = [];
  for (const entry of listed) {
    const directory = entry.path.endsWith('/');
    const name = directory ? strip(entry) : entry;
    if (theirs(name.path)) continue;
    if (directory && walker.allowsWhole(name.path)) continue;
    const type = directory ? 'directory' : isSymlink(changeOnDisk(scan.workspace, name)) ? 'symlink' : 'file';
    const gitDir = scan.gitDirs(path.posix.dirname(name.path));
    out.push(...walker.visit(name, type, gitDir).denied);
  }
  return out;
}

interface Visited {
  denied: Denied[];
  /** Denied whole: the path itself and everything below it, with nothing left out. */
  whole: boolean;
}

type EntryType = 'directory' | 'symlink' | 'file';

class Walker {
  readonly #allowed: (rel: string) => boolean;
  readonly #allowsBelow: (dir: string) => boolean;
  readonly #names: FileNames;
  /** Whether no deny rule could decide a path below a directory under another name of it. */
  readonly #nothingDeniedBelow: (dir: string) => boolean;
  /** Directories holding what was the user's at the start (dirty, ignored, nested) or is nightshift's. */
  readonly #holdsTheirs: Set<string>;
  /** The protected paths inside the workspace, workspace-relative. */
  readonly #guarded: string[];

  constructor(
    private readonly scan: IgnoredScan,
    /** What the walk leaves alone: the user's at the start, and nightshift's own. */
    private readonly theirs: (rel: string) => boolean,
  ) {
    const names = scan.names ?? (() => []);
    const allowed = allowedBy(scan.policy.edit);
    this.#names = names;
    this.#allowed = (rel) => allowed(rel) && deniedName('edit', names(rel), scan.policy) === undefined;
    this.#allowsBelow = allowsEverythingUnder(scan.policy.edit);
    this.#nothingDeniedBelow = deniesNothingUnder(scan.policy.edit);
    this.#guarded = scan.guarded.entries.flatMap((e) => insideRel(scan.workspace, e.path) ?? []);
    const { dirty, ignored, nested } = scan.start;
    this.#holdsTheirs = new Set(
      [...dirty.keys(), ...ignored, ...nested, ...(scan.ownDir ? [scan.ownDir] : [])].flatMap(ancestors),
    );
  }

  /** A directory the rules allow entirely and that holds no protected path: nothing to decide. */
  allowsWhole(rel: string): boolean {
    return (
      this.#allowsBelow(rel) &&
      !this.#guarded.some((g) => g.startsWith(`${rel}/`)) &&
      this.#names(rel).every(this.#nothingDeniedBelow)
    );
  }

  /**
   * Decides one path and, for a directory, what is below it (listed first, so the directory's own
   * entries tell whether it is a git directory). `above`: the git directory above the path.
   */
  visit(name: GitPath, type: EntryType, above: string | undefined): Visited {
    let gitDir = above;
    let below: Visited | undefined;
    if (type === 'directory') {
      const entries = this.list(name);
      // A directory shaped like a git directory goes with what is in it.
      gitDir ??=
        entries && looksLikeGitDir(entries.map((e) => e.name.toString('utf8'))) ? name.path : undefined;
      below = entries ? this.children(entries, name, gitDir) : { denied: [], whole: false };
    }
    const refusal = this.refusal(name, type, gitDir);
    if (!below) return { denied: refusal ? [outcome(name, type, refusal)] : [], whole: !!refusal };
    if (refusal && below.whole) return { denied: [outcome(name, type, refusal)], whole: true };
    return { denied: below.denied, whole: false };
  }

  private list(dir: GitPath): Dirent<Buffer>[] | undefined {
    try {
      return readdirSync(changeOnDisk(this.scan.workspace, dir), { withFileTypes: true, encoding: 'buffer' });
    } catch {
      return undefined; // gone or replaced: nothing here to remove
    }
  }

  /** The entries of a directory, each decided; whole when every one is denied whole. */
  private children(entries: Dirent<Buffer>[], dir: GitPath, gitDir: string | undefined): Visited {
    const mixed = this.#holdsTheirs.has(dir.path);
    const denied: Denied[] = [];
    let whole = true;
    for (const entry of entries) {
      const child = childPath(dir, entry.name);
      if (mixed && this.theirs(child.path)) {
        whole = false;
        continue;
      }
      const type = entry.isDirectory() ? 'directory' : entry.isSymbolicLink() ? 'symlink' : 'file';
      if (type === 'directory' && this.allowsWhole(child.path)) {
        whole = false;
        continue;
      }
      const visited = this.visit(child, type, gitDir);
      denied.push(...visited.denied);
      whole &&= visited.whole;
    }
    return { denied, whole };
  }

  /**
   * What denies one ignored path, if anything: the invariants (protected paths, git directories)
   * and the `edit` rules, as for any change; a symlink's target too when it is in the workspace.
   * A link out of the workspace is not refused here: it is never delivered, and tools that
   * write follow no link out (virtual environments and toolchains make such links).
   */
  private refusal(name: GitPath, type: EntryType, gitDir: string | undefined): Part | undefined {
    const { workspace, guarded, policy } = this.scan;
    const rel = name.path;
    // Most paths: nothing protected, allowed by a glob; no path to join, no reason to build.
    const plain = gitDir === undefined && type !== 'symlink' && !inGitDir(rel);
    if (plain && !this.#guarded.some((g) => rel === g || rel.startsWith(`${g}/`)) && this.#allowed(rel))
      return undefined;
    const abs = path.join(workspace, rel);
    const label = protectedLabel(abs, rel, true, guarded);
    const via = ` (${kindOf(type)} in the working tree)`;
    const own: ResolvedPath = { abs, rel, inside: true, ...(label ? { protected: label } : {}) };
    const parts = [pathPart('edit', rel, own, policy, via, this.#names)];
    if (gitDir !== undefined) parts.push(gitDirectoryPart(rel, gitDir, via));
    const target = type === 'symlink' && !name.bytes ? insideTarget(workspace, rel, guarded) : undefined;
    if (target) parts.push(pathPart('edit', rel, target, policy, ' (symlink target)', this.#names));
    const part = parts.find((p) => p.invariant && p.verdict === 'deny') ?? strictest(parts) ?? parts[0]!;
    return part.verdict === 'allow' ? undefined : part;
  }
}

/** A directory entry's path: a string while every name on the way is UTF-8, bytes after. */
function childPath(dir: GitPath, name: Buffer): GitPath {
  if (!dir.bytes && isUtf8(name)) return { path: `${dir.path}/${name.toString('utf8')}` };
  return gitPath(Buffer.concat([dir.bytes ?? Buffer.from(dir.path), SLASH, name]));
}

/** Every directory above a workspace-relative path (`dir/` entries included as their directory). */
function ancestors(p: string): string[] {
  const out: string[] = [];
  for (let dir = path.posix.dirname(p.replace(/\/$/, '')); dir !== '.'; dir = path.posix.dirname(dir))
    out.push(dir);
  return out;
}

const SLASH = Buffer.from('/');

function strip(entry: GitPath): GitPath {
  const p = entry.path.slice(0, -1);
  return entry.bytes ? { path: p, bytes: entry.bytes.subarray(0, -1) } : { path: p };
}

function kindOf(type: EntryType): string {
  return changeKind(change({ path: '' }, type));
}

function outcome(name: GitPath, type: EntryType, part: Part): Denied {
  return { kind: 'denied', change: change(name, type), rule: part.rule, reason: part.reason };
}

/** An ignored path as the addition it is; its content is not read. */
function change(name: GitPath, type: EntryType): TreeChange {
  return {
    ...name,
    status: 'A',
    oldMode: '000000',
    newMode: type === 'directory' ? '040000' : type === 'symlink' ? SYMLINK_MODE : '100644',
    newSha: '0'.repeat(40),
    ignored: type === 'directory' ? 'directory' : 'file',
  };
}

function isSymlink(abs: string | Buffer): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Where a symlink leads, when that is inside the workspace. */
function insideTarget(workspace: string, rel: string, guarded: ProtectedPaths): ResolvedPath | undefined {
  try {
    const target = resolvePath(workspace, rel, guarded);
    return target.inside ? target : undefined;
  } catch (err) {
    if (err instanceof PathError) return undefined;
    throw err;
  }
}
