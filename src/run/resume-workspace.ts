import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { ConfigError } from '../config/errors.ts';
import { applyToWorkingTree, checkPatch, commitPatch } from '../git/apply.ts';
import { ignoredAt } from '../git/ignored-at.ts';
import type { RunFiles } from '../policy/protected-paths.ts';
import { gateWorkingTree, revertChanges } from './deliver-changes.ts';
import { readResumeFile } from './resume-files.ts';
import type { ResumeLog } from './resume-log.ts';
import { untrackedOnDisk } from './resume-untracked.ts';
import { underDir, type StartState } from './start-state.ts';

/** Where the resumed run's starting workspace came from, as `run.started.resumed_from.workspace` says. */
export interface RestoredWorkspace {
  /**
   * `commit`: the earlier run's commit (its branch); `patch`: its changes.patch; `working_tree`:
   * the changes it left uncommitted; `none`: no git repository, the directory as it is.
   */
  source: 'commit' | 'patch' | 'working_tree' | 'none';
  commit?: string;
  /** Workspace-relative paths that are the earlier run's changes, now this run's own. */
  paths: string[];
  /** Those the current policy does not let the run write: put back as they are at the base. */
  denied: { path: string; rule: string; reason: string }[];
}

/** What restoring will do, checked before anything is written. */
export interface RestorePlan {
  restored: Omit<RestoredWorkspace, 'denied'>;
  /** The patch to apply to the working tree (commit and patch sources). */
  patch?: string;
}

/**
 * Decides how the earlier run's work comes back, and checks that it can, writing nothing: its
 * commit (when the repository has it) or the changes.patch beside its log, to apply to the working
 * tree; or, when it committed nothing (killed, cancelled, an error), the changes it left in the
 * working tree. Those paths become this run's own: they are taken out of `start.dirty` (this
 * run's starting state, captured before).
 */
export async function planRestore(
  log: ResumeLog,
  workspace: string,
  start: StartState,
): Promise<RestorePlan> {
  const oldBase = objectId(log.started.git_base, 'run.started.git_base');
  const base = start.base;
  if (base === null || oldBase === null) {
    if (base !== oldBase)
      throw new ConfigError(
        oldBase === null
          ? 'resume: the logged run did not work in a git repository, and this workspace is one; resume where the run worked'
          : `resume: the logged run worked in a git repository (at ${oldBase}), and this workspace is not one; resume where the run worked`,
      );
    return { restored: { source: 'none', paths: [] } };
  }

  const committed = log.events.findLast((e) => e.type === 'git.committed');
  if (!committed)
    return {
      restored: {
        source: 'working_tree',
        paths: await takeOverWorkingTree(log, workspace, start, oldBase),
      },
    };
  objectId(committed.sha, 'git.committed.sha');
  if (base === committed.sha)
    throw new ConfigError(
      `resume: HEAD is the logged run's own commit ${committed.sha} (${committed.branch}); switch back to the branch it started from first (git switch <base>)`,
    );
  const fromCommit = await commitPatch(workspace, committed.sha, oldBase);
  const patchFile = path.join(log.dir, 'changes.patch');
  if (!fromCommit && !existsSync(patchFile))
    throw new ConfigError(
      `resume: the logged run committed its work as ${committed.sha} on ${committed.branch}, which this repository does not have, and there is no changes.patch beside the log; fetch that branch (git fetch origin ${committed.branch}) or put the run's changes.patch next to the log`,
    );
  const patch = fromCommit ?? readResumeFile(patchFile, 'changes.patch');
  const paths = await checkPatch(workspace, patch).catch((err: unknown) => {
    throw new ConfigError(
      `resume: the logged run's ${fromCommit ? `commit ${committed.sha}` : patchFile} does not apply to the working tree at ${base}${base === oldBase ? '' : ` (the run started from ${oldBase})`}: ${(err as Error).message.trim()}`,
    );
  });
  const yours = paths.filter((p) => start.dirty.has(p));
  if (yours.length > 0)
    throw new ConfigError(
      `resume: the logged run's changes touch ${yours.join(', ')}, which you have uncommitted changes to; commit or stash them first`,
    );
  const untracked = await untrackedOnDisk(workspace, paths);
  if (untracked.length > 0)
    throw new ConfigError(
      `resume: the logged run's ${fromCommit ? `commit ${committed.sha}` : patchFile} changes ${untracked.slice(0, 5).join(', ')}, which git does not track here (ignored, or in a nested repository); a run's commit never does, and it is not restored`,
    );
  return {
    restored: fromCommit ? { source: 'commit', commit: committed.sha, paths } : { source: 'patch', paths },
    patch,
  };
}

/**
 * Puts the earlier run's work in the workspace as planned, then decides every one of its changes
 * again by the current policy's edit rules and invariants, as delivery would, and puts a denied one
 * back as it is at the base: an edit allowed then and denied now is not in the workspace the model
 * continues in.
 */
export async function restoreWorkspace(options: {
  plan: RestorePlan;
  workspace: string;
  start: StartState;
  policy: Policy;
  run: RunFiles;
}): Promise<RestoredWorkspace> {
  const { plan, workspace, start } = options;
  const base = start.base;
  if (base === null) return { ...plan.restored, denied: [] };
  if (plan.patch !== undefined) await applyToWorkingTree(workspace, plan.patch);
  const gate = await gateWorkingTree({
    workspace,
    start: { ...start, base },
    policy: options.policy,
    run: options.run,
  });
  const denied = gate.flatMap((g) => (g.kind === 'denied' ? [g] : []));
  await revertChanges(
    workspace,
    base,
    denied.map((d) => d.change),
  );
  return {
    ...plan.restored,
    denied: denied.map((d) => ({ path: d.change.path, rule: d.rule, reason: d.reason })),
  };
}

/**
 * A run that committed nothing left its changes in the working tree of its base commit: they are
 * what differs now, except the paths its own log lists as dirty before it started (the user's).
 */
async function takeOverWorkingTree(
  log: ResumeLog,
  workspace: string,
  start: StartState,
  oldBase: string,
): Promise<string[]> {
  if (start.base !== oldBase)
    throw new ConfigError(
      `resume: the logged run left its changes uncommitted in the working tree of ${oldBase}, but HEAD is now ${start.base ?? 'unborn'}; check out ${oldBase} (with its working tree as the run left it) to resume`,
    );
  const before = dirtyBefore(log);
  if (!before) {
    if (start.dirty.size === 0) return [];
    throw new ConfigError(
      'resume: the logged run does not record which paths were dirty before it started, so its changes cannot be told from yours; resume from a clean checkout of its base',
    );
  }
  if (before.count > before.paths.length)
    throw new ConfigError(
      `resume: ${before.count} paths were dirty before the logged run started and its log lists ${before.paths.length}; its changes cannot be told from yours. Commit or stash yours (git stash push -- PATH...) and give the run's changes a clean tree`,
    );
  const theirs = new Set(before.paths);
  // The log resumed from (a downloaded artifact in the checkout) is never the run's work.
  const artifact = underDir(workspace, log.dir);
  // Nor is what git could not see when it started (a nested repository, an unreadable directory):
  // the earlier run may have removed the nested `.git` or made the directory readable, and the
  // user's files there now look like additions.
  const unseen = unseenBefore(log);
  if (unseen.count > unseen.paths.length)
    throw new ConfigError(
      `resume: git could not see below ${unseen.count} directories when the logged run started (nested repositories, unreadable directories) and its log lists ${unseen.paths.length}; its changes cannot be told from your files there. Resume from a clean checkout of its base`,
    );
  const below = (p: string) => unseen.paths.some((root) => p === root || p.startsWith(`${root}/`));
  const candidates = [...start.dirty.values()].filter(
    (c) => !theirs.has(c.path) && !artifact(c.path) && !below(c.path),
  );
  // Nor what git ignored when it started: the earlier run may have un-ignored the user's files (a
  // `.gitignore` line removed or negated), which now look like its additions. An added path the
  // base's ignore rules ignore is the user's, and so is one below a `.gitignore` that was dirty
  // when the run started (what that said then is not known).
  const added = candidates.filter((c) => c.status === 'A');
  const ignoreDirs = before.paths
    .filter((p) => p === '.gitignore' || p.endsWith('/.gitignore'))
    .map((p) => path.posix.dirname(p));
  const underDirtyIgnore = (p: string) => ignoreDirs.some((d) => d === '.' || p.startsWith(`${d}/`));
  const ignoredThen = await ignoredAt(
    workspace,
    oldBase,
    added.map((c) => c.bytes ?? c.path),
  );
  const users = new Set(
    added.filter((c, i) => ignoredThen[i] || underDirtyIgnore(c.path)).map((c) => c.path),
  );
  const paths = candidates.map((c) => c.path).filter((p) => !users.has(p));
  for (const p of paths) start.dirty.delete(p);
  return paths;
}

/**
 * The log names commits that go on git's command line: anything but an object id (`--output=…`
 * would be an option) is refused. A chain that verifies says the log is whole, not who wrote it.
 */
function objectId<T extends string | null>(value: T, field: string): T {
  if (value !== null && !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value))
    throw new ConfigError(
      `resume: the log's ${field} is not a commit id: ${JSON.stringify(value).slice(0, 80)}`,
    );
  return value;
}

/**
 * The roots git saw nothing below when the logged run started (`run.started.nested` and
 * `unreadable`, each present only when there were any); none for a log written before they were.
 */
function unseenBefore(log: ResumeLog): { count: number; paths: string[] } {
  const started = log.started as { nested?: unknown; unreadable?: unknown };
  let count = 0;
  const paths: string[] = [];
  for (const field of [started.nested, started.unreadable]) {
    const listed = field as { count?: unknown; paths?: unknown } | undefined;
    if (listed === undefined) continue;
    if (typeof listed.count !== 'number' || !Array.isArray(listed.paths))
      throw new ConfigError(
        "resume: the log's run.started lists the directories git could not see in a form this nightshift does not read",
      );
    count += listed.count;
    paths.push(...listed.paths.filter((p): p is string => typeof p === 'string'));
  }
  return { count, paths };
}

function dirtyBefore(log: ResumeLog): { count: number; paths: string[] } | undefined {
  const dirty = (log.started as { dirty?: unknown }).dirty as
    { count?: unknown; paths?: unknown } | undefined;
  if (typeof dirty?.count !== 'number' || !Array.isArray(dirty.paths)) return undefined;
  return { count: dirty.count, paths: dirty.paths.filter((p): p is string => typeof p === 'string') };
}
