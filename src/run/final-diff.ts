import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { GITLINK_MODE, type TreeChange } from '../git/changes.ts';
import type { GitPath } from '../git/path-bytes.ts';
import { pathPart } from '../policy/decide-path.ts';
import { quote, strictest, type Part } from '../policy/part.ts';
import type { ResolvedPath } from '../policy/types.ts';
import type { FileNames } from '../policy/workspace-links.ts';
import { controlCharacterIn } from '../validate/resolve-path.ts';
import type { StartState } from './start-state.ts';

/** What delivery does with one changed path. */
export type GateOutcome =
  /** The run's change, allowed by the policy: committed. */
  | { kind: 'deliver'; change: TreeChange }
  /** Dirty (or ignored) before the run and left as it was: not the run's, not reported per path. */
  | { kind: 'preexisting'; change: TreeChange }
  /**
   * Never delivered, left in the working tree as it is: dirty before the run and changed again by
   * it, or a gitlink (a nested repository's commit), which nightshift neither delivers nor undoes.
   */
  | { kind: 'excluded'; change: TreeChange; rule: string; reason: string }
  /** The run's change, denied by the policy or an invariant: reverted, or the run fails. */
  | { kind: 'denied'; change: TreeChange; rule: string; reason: string };

/** The paths a change touches, resolved: the path itself, and for a symlink where it points. */
export interface ChangePaths {
  /** The changed path itself (a symlink is not followed: the link is what changes). */
  own: ResolvedPath;
  /** For a symlink in the working tree, its target resolved against the workspace. */
  target?: ResolvedPath;
  /**
   * The directory at or above the path (or a symlink's target) that would be a git directory to
   * git once delivered (see looksLikeGitDir): `.` for the workspace itself.
   */
  gitDir?: string;
}

export const SYMLINK_MODE = '120000';

/**
 * Decides every change the working tree holds against the run's base. Pure: `paths` supplies
 * the resolved paths (I/O). A change the run did not make is never delivered; a change it made is
 * delivered only when the `edit` rules and the invariants allow writing the path — and, for a
 * symlink, its target — exactly as a tool's edit would be decided (pathPart).
 */
export function gateChanges(
  changes: TreeChange[],
  start: Pick<StartState, 'dirty' | 'ignored' | 'nested'> &
    Partial<Pick<StartState, 'unreadable' | 'deniedContent'>>,
  policy: Policy,
  paths: (change: TreeChange) => ChangePaths,
  /** The blob id of the bytes the working tree holds at a change's path, unconverted (I/O). */
  onDisk?: (change: TreeChange) => string | undefined,
  /**
   * A path's other names (namesBy): the repository's, for a workspace below its top, which is
   * the name the commit changes; a deny rule on one denies the change.
   */
  names?: FileNames,
): GateOutcome[] {
  const ignoredAtStart = wasIgnored(start.ignored);
  const decided = changes.map((change): GateOutcome => {
    const before = start.dirty.get(change.path);
    if (before) {
      // A file too large to read was not hashed either time: its size stands in for its content.
      const same =
        before.status === change.status &&
        before.newMode === change.newMode &&
        before.newSha === change.newSha &&
        before.tooLarge?.size === change.tooLarge?.size;
      if (same) return { kind: 'preexisting', change };
      return {
        kind: 'excluded',
        change,
        rule: 'invariant:dirty-before-run',
        reason: `${change.path} had uncommitted changes before the run started; the run's changes to it are not delivered`,
      };
    }
    // A file base has below a directory git could not look into at the start (`chmod 000`): the
    // user may have changed it unseen, so the run's change cannot be told from theirs. Not
    // delivered, but said so, unlike what it adds there: that may be the user's hidden files.
    const unseen = start.unreadable?.find((root) => change.path.startsWith(`${root}/`));
    if (unseen !== undefined && change.status !== 'A')
      return {
        kind: 'excluded',
        change,
        rule: 'invariant:unreadable-at-start',
        reason: `${change.path} is below ${unseen}/, which git could not look into when the run started (its permissions), so what it held then is unknown and the run's change cannot be told from the user's; it is not delivered and stays as it is`,
      };
    // Files in a repository nested at start were never git's to see: the user's, whatever the run
    // did to the nested `.git`. The root itself is a gitlink (or was one), decided below.
    if (start.nested.some((root) => change.path.startsWith(`${root}/`)))
      return { kind: 'preexisting', change };
    if (change.status === 'A' && ignoredAtStart(change.path)) return { kind: 'preexisting', change };
    if (isGitlink(change))
      return {
        kind: 'excluded',
        change,
        rule: 'invariant:gitlink',
        reason: `${change.path} is a nested git repository (a gitlink, mode ${GITLINK_MODE}); nightshift never delivers one, since the patch cannot show what it points to, and leaves it in the working tree as it is`,
      };
    // What a kill inside an edit's write leaves beside its target: never the run's work.
    if (change.status === 'A' && isInterruptedWrite(change.path))
      return {
        kind: 'denied',
        change,
        rule: INTERRUPTED_WRITE_RULE,
        reason: `${quote(change.path)} is the temporary file of an edit whose write was interrupted (nightshift writes a file beside its target and renames it into place; a kill in between leaves it, possibly half written): it is never delivered, and is removed`,
      };
    // Content no check can judge (a copy of a secret, a git directory's config): never delivered.
    if (change.unreadable)
      return {
        kind: 'denied',
        change,
        rule: 'invariant:unreadable-file',
        reason: `${quote(change.path)} cannot be read by nightshift (its permissions), so what it holds cannot be decided or shown for review; it is not delivered`,
      };
    // Over the PR's size bound whatever else is decided: never read, and the delivery is refused
    // as pr_limits (settle.ts), the file left as it is. A path the policy denies is put back first.
    if (change.tooLarge) {
      const part = decideChange(change, policy, paths(change), names);
      if (part.verdict !== 'allow') return { kind: 'denied', change, rule: part.rule, reason: part.reason };
      return {
        kind: 'excluded',
        change,
        rule: TOO_LARGE_RULE,
        reason: tooLargeReason(change, change.tooLarge, policy.pr.maxAddedBytes),
      };
    }
    if (change.refused)
      return {
        kind: 'denied',
        change,
        rule: 'invariant:bad-path',
        reason: `${change.path}: git refuses to record this name (it reads as a git directory), so it cannot be delivered`,
      };
    // No rule can be trusted on a name that is not the file's (the checks below would lstat and
    // resolve a different path): such a change is never delivered.
    if (change.bytes)
      return {
        kind: 'denied',
        change,
        rule: 'invariant:bad-path',
        reason: `${change.path}: the name is not valid UTF-8, so nightshift cannot decide it or show it for review`,
      };
    // The tools refuse such names (resolvePath); a command can still make one. The reason does not
    // repeat the name escaped: an escape (`\n` for a line break) would split a secret in it where
    // the redactor cannot see it, and the event's own `path` shows the name, redacted, then escaped.
    const control = controlCharacterIn(change.path);
    if (control)
      return {
        kind: 'denied',
        change,
        rule: 'invariant:bad-path',
        reason: `the name holds a control character or line separator (${control}), which no review shows as it is`,
      };
    const copied = copiedSecret(change, start.deniedContent, onDisk);
    if (copied) return { kind: 'denied', change, ...copied };
    const part = decideChange(change, policy, paths(change), names);
    if (part.verdict === 'allow') return { kind: 'deliver', change };
    return { kind: 'denied', change, rule: part.rule, reason: part.reason };
  });
  return withoutPathConflicts(decided);
}

/** Why a file git was not let read is not delivered: its size against the bound. */
function tooLargeReason(
  change: TreeChange,
  { size, baseSize }: { size: number; baseSize: number },
  maxAddedBytes: number,
): string {
  const grows = baseSize > 0 ? `, ${size - baseSize} bytes more than the base's ${baseSize},` : '';
  return `${quote(change.path)} is ${size} bytes${grows} and a change may add at most ${maxAddedBytes} (pr.max_added_bytes): no pull request is made, and the file was not read (git hashes every byte of a file it stages, and a sparse file of a terabyte takes no disk and hours to hash); it stays as it is`;
}

export const TOO_LARGE_RULE = 'invariant:file-too-large';

export const INTERRUPTED_WRITE_RULE = 'invariant:interrupted-write';

/**
 * The name of an edit's temporary file (tools/atomic-write.ts: `.NAME.nightshift-` and 12 hex
 * digits, `.tmp`), in any directory.
 */
export function isInterruptedWrite(rel: string): boolean {
  return /^\..+\.nightshift-[0-9a-f]{12}\.tmp$/.test(path.posix.basename(rel));
}

/**
 * The directories git could not open at the end of the run (`chmod 000` by a command): what the
 * run created or changed below them is in no diff, so each is reported, and left as it is (its
 * permissions are the run's to have set, not nightshift's to undo). A directory that was already
 * the user's at the start (unreadable, nested, ignored) is not: nothing of the run's is there.
 */
export function unreadableDirs(
  dirs: readonly string[],
  start: Pick<StartState, 'dirty' | 'ignored' | 'nested'>,
): GateOutcome[] {
  const user = userPathAtStart(start);
  const listed = new Set(dirs);
  // One report per tree: `a/b` is below `a`, which says it all (`chmod 000 a` hides both).
  const outermost = (dir: string) => {
    for (let up = path.posix.dirname(dir); up !== '.'; up = path.posix.dirname(up))
      if (listed.has(up)) return false;
    return true;
  };
  return [...listed]
    .filter((dir) => !user(dir) && outermost(dir))
    .map((dir) => ({
      kind: 'excluded',
      change: {
        path: dir,
        status: 'M',
        oldMode: TREE_MODE,
        newMode: TREE_MODE,
        newSha: '0'.repeat(40),
        unopened: true,
      },
      rule: 'invariant:unreadable-dir',
      reason: `git could not look into ${quote(`${dir}/`)} at the end of the run (its permissions, changed during the run), so no file the run created, changed or deleted below it can be decided or shown for review; none is delivered, and the directory stays as it is`,
    }));
}

const TREE_MODE = '040000';

/**
 * A file delivered where the commit keeps a directory of `base`'s, or below a file it keeps, is
 * one git records only by removing what it keeps: a run that replaced `a/` by a file `a` would
 * deliver the deletion of `a/b.txt` along with it, though that change was left out (the user's
 * edit before the run, a file below a directory git could not see at the start). Such a change
 * is not delivered either, and stays as it is. The same clash with a denied change that is put
 * back from `base` (a run that replaced the denied `AGENTS.md` by a directory holding
 * `AGENTS.md/notes.txt`): putting base's entry back removes the file, so it is reverted too, not
 * left for a commit that would find it gone.
 */
function withoutPathConflicts(outcomes: GateOutcome[]): GateOutcome[] {
  // What the commit holds of base where a change is not delivered: kept as it is, or restored.
  const entries = (kinds: GateOutcome['kind'][]) =>
    clashFinder(
      outcomes.filter((o) => kinds.includes(o.kind) && o.change.status !== 'A').map((o) => o.change),
    );
  const kept = entries(['excluded', 'preexisting']);
  const restored = entries(['denied']);
  return outcomes.map((o): GateOutcome => {
    if (o.kind !== 'deliver' || o.change.status === 'D') return o;
    const clash = kept(o.change.path);
    if (clash !== undefined)
      return {
        kind: 'excluded',
        change: o.change,
        rule: 'invariant:path-conflict',
        reason: `${o.change.path} cannot be committed without removing ${clash}, whose own change is not delivered; it is not delivered either and stays as it is`,
      };
    const undone = restored(o.change.path);
    if (undone === undefined) return o;
    return {
      kind: 'denied',
      change: o.change,
      rule: 'invariant:path-conflict',
      reason: `${o.change.path} cannot be committed: the denied change to ${undone} is reverted, which puts base's entry back where this file is; it is reverted too`,
    };
  });
}

/**
 * For a path, the first of `changes` (base's entries the commit keeps) that a file there would
 * clash with: one below it (the path was a directory), or one at a directory above it.
 */
function clashFinder(changes: TreeChange[]): (rel: string) => string | undefined {
  if (changes.length === 0) return () => undefined;
  const files = new Map(changes.map((c) => [c.path, c.path]));
  const dirs = new Map<string, string>();
  for (const c of changes)
    for (let dir = path.posix.dirname(c.path); dir !== '.'; dir = path.posix.dirname(dir))
      if (!dirs.has(dir)) dirs.set(dir, c.path);
  return (rel) => {
    let clash = dirs.get(rel);
    for (let dir = path.posix.dirname(rel); clash === undefined && dir !== '.';)
      [clash, dir] = [files.get(dir), path.posix.dirname(dir)];
    return clash;
  };
}

/**
 * A file the run wrote whose content is, byte for byte, that of a file the read rules deny (see
 * fingerprintDenied): a copy of a secret, whatever made it and whatever the edit rules say of its
 * new name. Regular files only: a symlink's blob is its target's name. Judged by the staged blob
 * and by the bytes on disk (`onDisk`): the run's `.gitattributes` can make git stage an exact copy
 * as another blob, which a checkout converts back.
 */
function copiedSecret(
  change: TreeChange,
  deniedContent: ReadonlyMap<string, string> | undefined,
  onDisk: ((change: TreeChange) => string | undefined) | undefined,
): { rule: string; reason: string } | undefined {
  if (!deniedContent?.size || change.status === 'D' || !REGULAR_MODES.has(change.newMode)) return undefined;
  const id = onDisk?.(change);
  const source = deniedContent.get(change.newSha) ?? (id === undefined ? undefined : deniedContent.get(id));
  if (source === undefined) return undefined;
  return {
    rule: 'invariant:read-denied-content',
    reason: `${quote(change.path)} holds exactly the content ${quote(source)} had when the run started, which the read rules deny: a copy of a file the model may not read is never delivered`,
  };
}

const REGULAR_MODES = new Set(['100644', '100755']);

/**
 * The edit decision for one change: the path itself, and a symlink's target too, each under its
 * other `names` as well; the strictest wins.
 */
export function decideChange(
  change: TreeChange,
  policy: Policy,
  paths: ChangePaths,
  names?: FileNames,
): Part {
  const via = ` (${changeKind(change)} in the working tree)`;
  const parts = [pathPart('edit', change.path, paths.own, policy, via, names)];
  if (paths.target)
    parts.push(pathPart('edit', change.path, paths.target, policy, ' (symlink target)', names));
  // Deleting a file never makes a directory one git would run a config from.
  if (paths.gitDir !== undefined && change.status !== 'D')
    parts.push(gitDirectoryPart(change.path, paths.gitDir, via));
  const invariant = parts.find((p) => p.invariant && p.verdict === 'deny');
  return invariant ?? strictest(parts) ?? parts[0]!;
}

/**
 * A path in (or a symlink into) a directory shaped like a git directory: whoever checks the commit
 * out and runs git there (an editor does, on opening a file in it) runs what its config names
 * (`core.fsmonitor`) and its hooks, since git uses a bare repository it finds by default.
 */
export function gitDirectoryPart(given: string, dir: string, via: string): Part {
  const where = dir === '.' ? 'the workspace root' : quote(`${dir}/`);
  return {
    verdict: 'deny',
    rule: 'invariant:git-directory',
    reason: `edit of ${quote(given)}${via}: ${where} would be a git directory to git (a HEAD with objects/ and refs/, or a commondir), and git runs what its config names (core.fsmonitor) for whoever runs git there`,
    invariant: true,
  };
}

/** How the audit log and the PR body name a change. */
export function changeKind(change: TreeChange): string {
  if (change.unopened) return 'directory git could not open';
  if (change.ignored === 'directory') return 'directory added, ignored by git';
  if (change.ignored) return `${change.newMode === SYMLINK_MODE ? 'symlink added' : 'added'}, ignored by git`;
  if (change.status === 'A') return change.newMode === SYMLINK_MODE ? 'symlink added' : 'added';
  if (change.status === 'D') return 'deleted';
  if (change.status === 'T')
    return change.newMode === SYMLINK_MODE ? 'replaced by a symlink' : 'type changed';
  if (change.oldMode !== change.newMode) return 'mode changed';
  return change.newMode === SYMLINK_MODE ? 'symlink retargeted' : 'modified';
}

/** A change to or from a nested repository's commit (a submodule or an embedded repository). */
function isGitlink(change: TreeChange): boolean {
  return change.oldMode === GITLINK_MODE || change.newMode === GITLINK_MODE;
}

/** Whether a path was ignored when the run started: listed, or below a listed directory (`dir/`). */
export function wasIgnored(ignored: readonly string[]): (rel: string) => boolean {
  const listed = new Set(ignored);
  return (rel) => {
    if (listed.has(rel) || listed.has(`${rel}/`)) return true;
    for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir))
      if (listed.has(`${dir}/`)) return true;
    return false;
  };
}

/**
 * Whether a path was the user's when the run started: dirty, ignored, or in a nested repository.
 * Delivery never decides such a path, whatever the run did to it.
 */
export function userPathAtStart(
  start: Pick<StartState, 'dirty' | 'ignored' | 'nested'>,
): (rel: string) => boolean {
  const ignored = wasIgnored(start.ignored);
  return (rel) =>
    start.dirty.has(rel) ||
    ignored(rel) ||
    start.nested.some((root) => rel === root || rel.startsWith(`${root}/`));
}

/** Workspace-relative `/` path → absolute native path (no symlink resolution). */
export function absoluteIn(workspace: string, rel: string): string {
  return path.join(workspace, ...rel.split('/'));
}

/** Where a change is on disk, as bytes when its name is not UTF-8. */
export function changeOnDisk(workspace: string, change: GitPath): string | Buffer {
  if (!change.bytes) return absoluteIn(workspace, change.path);
  return Buffer.concat([Buffer.from(path.join(workspace, path.sep)), change.bytes]);
}
