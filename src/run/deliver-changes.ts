import { lstatSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import {
  listWorkingTree,
  restoreFromCommit,
  snapshotChanges,
  type ChangeSnapshot,
  type TreeChange,
  type WorkingTree,
} from '../git/changes.ts';
import { gitDirectoryFinder, namesByDirectory, type GitDirectoryFinder } from '../git/git-directory.ts';
import { locateRepo, openRepo } from '../git/repo.ts';
import { protectedPaths, type RunFiles } from '../policy/protected-paths.ts';
import { namesBy, workspaceInRepository } from '../policy/workspace-links.ts';
import type { ResolvedPath } from '../policy/types.ts';
import { PathError, resolvePath, type ProtectedPaths } from '../validate/resolve-path.ts';
import {
  absoluteIn,
  changeOnDisk,
  gateChanges,
  unreadableDirs,
  type ChangePaths,
  type GateOutcome,
} from './final-diff.ts';
import { workingTreeBlobId } from './denied-content.ts';
import { addedUnderSecretNames, refuseGained, secretFinder, storedContent } from './delivered-secrets.ts';
import { deniedIgnored } from './ignored-changes.ts';
import { insideRel, underDir, type StartState } from './start-state.ts';

interface GateInput {
  workspace: string;
  start: StartState & { base: string };
  policy: Policy;
  run: RunFiles;
}

/** The gate's outcomes and the snapshot they were decided on, which the commit can reuse. */
export interface DeliveryGate {
  outcomes: GateOutcome[];
  snapshot: ChangeSnapshot;
}

/**
 * The final-diff gate's I/O: lists what the working tree holds against the run's base (however
 * it got there: a tool, a command, a check), leaves out the run's own out dir, and resolves each
 * path for the pure decision in final-diff.ts. The ignored paths the run added, which no diff
 * shows, are decided too (ignored-changes.ts); only the denied ones are among the outcomes.
 */
export async function gateWorkingTree(options: GateInput): Promise<GateOutcome[]> {
  const { workspace, start, policy } = options;
  return withoutSecrets(
    decide(options, await listWorkingTree(workspace, start.base, policy.pr.maxAddedBytes)),
    options,
  );
}

/** gateWorkingTree before a commit: the staged tree is kept for commitChanges. */
export async function gateForDelivery(options: GateInput): Promise<DeliveryGate> {
  const { workspace, start, policy } = options;
  const snapshot = await snapshotChanges(workspace, start.base, policy.pr.maxAddedBytes);
  return { outcomes: await withoutSecrets(decide(options, snapshot), options), snapshot };
}

/**
 * The outcomes with every change that would be delivered refused when its file (or a link's
 * target) now holds a key or token (start.secrets) that the base's version of it did not, or
 * when the run added it under a name holding one: a script that wrote what `git show HEAD:.env`
 * printed among other text, or encoded, made no exact copy (delivered-secrets.ts).
 */
async function withoutSecrets(outcomes: GateOutcome[], { workspace, start, policy }: GateInput) {
  const holds = secretFinder(start.secrets ?? []);
  if (!holds) return outcomes;
  const holding = outcomes.flatMap((o) => {
    if (o.kind !== 'deliver' || o.change.status === 'D') return [];
    const file = changeOnDisk(workspace, o.change);
    const content = storedContent(file, o.change.newMode, policy.pr.maxAddedBytes);
    return content !== undefined && holds(content) ? [o.change] : [];
  });
  const named = addedUnderSecretNames(outcomes, holds);
  if (holding.length === 0 && named.size === 0) return outcomes;
  const before = await baseContents(
    workspace,
    start.base,
    holding.filter((c) => c.status !== 'A'),
  );
  const gained = holding.filter((c) => {
    const old = before.get(c.path);
    return old === undefined || !holds(old);
  });
  return refuseGained(outcomes, new Set(gained.map((c) => c.path)), named);
}

/** What `base` holds at these paths, by path; a name git cannot be asked by in a line is left out. */
async function baseContents(
  workspace: string,
  base: string,
  changes: TreeChange[],
): Promise<Map<string, Buffer>> {
  const asked = changes.filter((c) => !c.bytes && !/[\n\r]/.test(c.path));
  const out = new Map<string, Buffer>();
  if (asked.length === 0) return out;
  const batch = await openRepo(workspace).bytes(
    ['cat-file', '--batch'],
    Buffer.from(asked.map((c) => `${base}:${c.path}\n`).join('')),
  );
  let at = 0;
  for (const change of asked) {
    const eol = batch.indexOf(0x0a, at);
    if (eol < 0) break;
    // `<id> <type> <size>` and the content, or `<name> missing` (and such) with none.
    const [, type, size] = batch.subarray(at, eol).toString('latin1').split(' ');
    at = eol + 1;
    const bytes = Number(size);
    if (!Number.isSafeInteger(bytes)) continue;
    if (type === 'blob') out.set(change.path, Buffer.from(batch.subarray(at, at + bytes)));
    at += bytes + 1;
  }
  return out;
}

function decide({ workspace, start, policy, run }: GateInput, tree: WorkingTree): GateOutcome[] {
  const mine = underDir(workspace, run.outDir);
  const guarded = protectedPaths(policy, { ...run, workspace });
  const changes = tree.changes.filter((c) => !mine(c.path));
  // A commit still holds what the working tree lacks where a deletion is not delivered.
  const deleted = changes.filter((c) => c.status === 'D').map((c) => c.path);
  const gitDirs = gitDirectoryFinder(workspace, namesByDirectory(deleted));
  const objectFormat = start.base.length === 64 ? 'sha256' : 'sha1';
  // The commit changes each path under the repository's name for it: in a workspace below the
  // top (`workspace: .github`), a deny rule on that name (`.github/workflows/**`) holds too; and
  // under the names the links found at the start give it (`.husky/pre-commit -> ../scripts/x.sh`).
  const names = namesBy(start.links ?? [], workspaceInRepository(workspace, locateRepo(workspace)?.workTree));
  return [
    ...gateChanges(
      changes,
      start,
      policy,
      (c) => changePaths(workspace, c, guarded, gitDirs),
      (c) => workingTreeBlobId(changeOnDisk(workspace, c), objectFormat),
      names,
    ),
    ...deniedIgnored(tree.ignored, {
      workspace,
      start,
      policy,
      guarded,
      ownDir: insideRel(workspace, run.outDir),
      gitDirs,
      names,
    }),
    ...unreadableDirs(
      tree.unreadable.filter((dir) => !mine(dir)),
      start,
    ),
  ];
}

/**
 * Reverts denied changes in the working tree: what the run added is removed, what it modified,
 * deleted or replaced comes back from the base. Additions go first, shallowest first, so a
 * symlink put where a directory was is gone before the directory's files are restored.
 */
export async function revertChanges(workspace: string, base: string, changes: TreeChange[]): Promise<void> {
  const depth = (c: TreeChange) => c.path.split('/').length;
  for (const c of changes.filter((x) => x.status === 'A').sort((a, b) => depth(a) - depth(b)))
    rmSync(changeOnDisk(workspace, c), { recursive: true, force: true });
  await restoreFromCommit(
    workspace,
    base,
    changes.filter((c) => c.status !== 'A').map((c) => c.bytes ?? c.path),
  );
}

/**
 * The changed path itself, resolved through its parent directory only (the entry git tracks is
 * the link, not what it points at), and for a symlink its target, followed like a tool's path.
 */
function changePaths(
  workspace: string,
  change: TreeChange,
  guarded: ProtectedPaths,
  gitDirs: GitDirectoryFinder,
): ChangePaths {
  const rel = change.path;
  const parent = safeResolve(workspace, path.posix.dirname(rel), guarded);
  const abs = path.join(parent.abs, path.posix.basename(rel));
  const hit = guarded.entries.find((e) => abs === e.path || abs.startsWith(e.path + path.sep));
  const label = hit?.label ?? parent.protected;
  const own: ResolvedPath = { abs, rel: parent.inside ? rel : abs, inside: parent.inside };
  if (label) own.protected = label;
  const target = isSymlink(absoluteIn(workspace, rel)) ? safeResolve(workspace, rel, guarded) : undefined;
  // A link may lead into a git directory as surely as a file may sit in one.
  const gitDir = gitDirs(path.posix.dirname(rel)) ?? (target?.inside ? gitDirs(target.rel) : undefined);
  return { own, ...(target ? { target } : {}), ...(gitDir !== undefined ? { gitDir } : {}) };
}

/** A path that cannot be resolved (a symlink loop) is treated as leaving the workspace. */
function safeResolve(workspace: string, rel: string, guarded: ProtectedPaths): ResolvedPath {
  try {
    return resolvePath(workspace, rel, guarded);
  } catch (err) {
    if (err instanceof PathError) return { abs: `${rel} (${err.message})`, rel, inside: false };
    throw err;
  }
}

function isSymlink(abs: string): boolean {
  try {
    return lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}
