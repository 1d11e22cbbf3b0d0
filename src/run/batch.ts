import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { loadTask } from '../config/load-task.ts';
import { switchBackAfterRun } from '../git/branch.ts';
import { currentBranch, locateRepo } from '../git/repo.ts';
import { BATCH_OUT_MARKER } from '../policy/protected-paths.ts';
import { taskFilePrints } from './batch-inputs.ts';
import { loadBatchPolicies } from './batch-policies.ts';
import { checkoutFingerprint } from './batch-workspace.ts';
import type { LineInfo } from './progress.ts';
import type { RunOptions, RunResult } from './types.ts';

export interface BatchItem {
  task: string;
  status: RunResult['status'] | 'skipped' | 'config-error';
  exitCode: number;
  costUsd: number;
  durationMs: number;
  reason: string;
  result?: RunResult;
}

export interface BatchOptions {
  concurrency: number;
  /** Fleet budget across all tasks; tasks not started when it runs out are skipped. */
  maxCostUsd?: number;
  /** One out dir per task below this one (named after the task file). */
  outDir?: string;
  base: Omit<RunOptions, 'taskFile' | 'outDir'>;
  onItem?(item: BatchItem): void;
}

/**
 * Runs tasks with bounded concurrency. The fleet budget is split between the tasks running at
 * once: each task starts with a cost limit of the budget left divided by the free slots.
 *
 * Tasks whose workspaces are the same repository, or a repository nested in another's working
 * tree, run one at a time (tasks on other repositories still run in parallel): a checkout has one
 * HEAD, one index and one working tree, and two runs in it would see, revert or commit each
 * other's changes. Each such run starts from the branch the checkout was on, and afterwards the
 * checkout goes back to it (the run's commit stays on its run branch), so the next task starts
 * from the same base. A task whose checkout an earlier task left otherwise (edits of a run that
 * failed before its commit), or whose task or script file changed since the batch started, is
 * refused: it would trust what that task wrote.
 */
export async function runBatch(
  tasks: string[],
  options: BatchOptions,
  run: (o: RunOptions) => Promise<RunResult>,
): Promise<BatchItem[]> {
  const items: BatchItem[] = new Array<BatchItem>(tasks.length);
  const policies = loadBatchPolicies(tasks, options.base);
  const cwd = options.base.cwd ?? process.cwd();
  const unchanged = taskFilePrints(tasks.map((t) => path.resolve(cwd, t)));
  if (options.outDir) markOutDir(path.resolve(cwd, options.outDir));
  let next = 0;
  let spent = 0;
  let reserved = 0;
  let running = 0;
  const repos = tasks.map((t) =>
    repoOf(path.resolve(cwd, t), options.base.workspace && path.resolve(cwd, options.base.workspace)),
  );
  const queueOf = queuesByCheckout(repos);
  const shared = (repo: Repo | null): repo is Repo =>
    repo !== null && repos.filter((r) => r && queueOf(r) === queueOf(repo)).length > 1;
  const queues = new Map<string, Promise<unknown>>();
  /** Each shared checkout as its first task found it. */
  const checkouts = new Map<string, string>();
  const asFound = async (repo: Repo): Promise<void> => {
    const now = await checkoutFingerprint(
      repo.workspace,
      options.outDir && path.resolve(cwd, options.outDir),
    );
    const found = checkouts.get(repo.gitDir);
    if (found === undefined) checkouts.set(repo.gitDir, now);
    else if (found !== now)
      throw new ConfigError(
        `${repo.workspace}: an earlier task of this batch left the checkout changed (its HEAD or working tree); this task is not run on what it left`,
      );
  };
  /** Runs `fn` after every earlier task in the same queue (checkout) has finished. */
  const inTurn = <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(fn, fn);
    queues.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  };

  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index] ?? '';
      const started = Date.now();
      let cap: number | undefined;
      if (options.maxCostUsd !== undefined) {
        const left = options.maxCostUsd - spent - reserved;
        const share = left / Math.max(1, Math.min(options.concurrency - running, tasks.length - index));
        if (share <= 0) {
          items[index] = finish({
            task,
            status: 'skipped',
            exitCode: 0,
            costUsd: 0,
            durationMs: 0,
            reason: 'fleet budget used up',
          });
          continue;
        }
        cap = share;
        reserved += cap;
      }
      running += 1;
      try {
        const name = `${index + 1}-${slug(task)}`;
        const sink = options.base.progress;
        const runOne = () => {
          unchanged(index);
          return run({
            ...options.base,
            // Tasks running at once interleave their lines: each says whose it is (its out dir's name).
            ...(sink && options.concurrency > 1 && tasks.length > 1
              ? { progress: (line: string, info?: LineInfo) => sink(`[${name}] ${line}`, info) }
              : {}),
            taskFile: task,
            ...(policies.has(index) ? { loadedPolicy: policies.get(index) } : {}),
            ...(options.outDir ? { outDir: path.join(options.outDir, name) } : {}),
            ...(cap !== undefined ? { limits: { ...options.base.limits, max_cost_usd: cap } } : {}),
          });
        };
        const repo = repos[index] ?? null;
        const result = shared(repo)
          ? await inTurn(queueOf(repo), async () => {
              await asFound(repo);
              return runAndReturn(repo.workspace, runOne);
            })
          : await runOne();
        spent += result.totals.cost_usd;
        items[index] = finish({
          task,
          status: result.status,
          exitCode: result.exitCode,
          costUsd: result.totals.cost_usd,
          durationMs: Date.now() - started,
          reason: result.exitReason,
          result,
        });
      } catch (err) {
        const config = err instanceof ConfigError;
        items[index] = finish({
          task,
          status: config ? 'config-error' : 'error',
          exitCode: config ? 2 : 1,
          costUsd: 0,
          durationMs: Date.now() - started,
          reason: (err as Error).message.split('\n')[0] ?? '',
        });
      } finally {
        running -= 1;
        if (cap !== undefined) reserved -= cap;
      }
    }
  };
  const finish = (item: BatchItem) => {
    options.onItem?.(item);
    return item;
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, tasks.length)) }, worker));
  return items;
}

/** Each task's out dir protects its siblings' while it runs (protected-paths.ts). */
function markOutDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, BATCH_OUT_MARKER), '');
}

interface Repo {
  gitDir: string;
  workTree: string;
  workspace: string;
}

/**
 * The queue a repository's tasks wait in: the git directory of the outermost repository of the
 * batch whose working tree holds it. A task in the outer one writes into the nested one's files
 * (its commands, its sandbox), which a task running there at the same time would deliver as its own.
 */
function queuesByCheckout(repos: readonly (Repo | null)[]): (repo: Repo) => string {
  const holds = (outer: Repo, inner: Repo) => {
    const rel = path.relative(outer.workTree, inner.workTree);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
  };
  return (repo) =>
    repos
      .filter((r): r is Repo => r !== null && holds(r, repo))
      .reduce((a, b) => (b.workTree.length < a.workTree.length ? b : a), repo).gitDir;
}

/** The repository a task's workspace belongs to; null when unknown (the run reports why). */
function repoOf(task: string, workspace: string | undefined): Repo | null {
  try {
    const loaded = loadTask(task, workspace ? { workspace } : {});
    const location = locateRepo(loaded.workspace);
    return location ? { ...location, workspace: loaded.workspace } : null;
  } catch {
    return null;
  }
}

/** One run in a shared checkout, which is put back on the branch it was on afterwards. */
async function runAndReturn(workspace: string, run: () => Promise<RunResult>): Promise<RunResult> {
  const before = await currentBranch(workspace);
  const result = await run();
  if (before && (await currentBranch(workspace)) !== before)
    await switchBackAfterRun(workspace, before, result.commit);
  return result;
}

/** 0 when every task completed (or was skipped); the shared code when all failures agree; else 1. */
export function batchExitCode(items: BatchItem[]): number {
  const codes = new Set(items.filter((i) => i.exitCode !== 0).map((i) => i.exitCode));
  if (codes.size === 0) return 0;
  return codes.size === 1 ? [...codes][0]! : 1;
}

/** A GitHub Actions matrix: one job per task. */
export function batchMatrix(tasks: string[]): { include: { task: string; name: string }[] } {
  return { include: tasks.map((task) => ({ task, name: slug(task) })) };
}

export function formatBatchMarkdown(items: BatchItem[]): string {
  const total = items.reduce((s, i) => s + i.costUsd, 0);
  const rows = items.map(
    (i) =>
      `| ${i.task} | ${i.status} | ${i.exitCode} | ${i.reason.replace(/\|/g, '\\|')} | $${i.costUsd.toFixed(4)} | ${(i.durationMs / 1000).toFixed(1)}s | ${i.result?.pr.url ?? ''} |`,
  );
  return [
    `# nightshift batch: ${items.filter((i) => i.status === 'completed').length}/${items.length} completed, $${total.toFixed(4)}`,
    '',
    '| task | status | exit | reason | cost | time | pull request |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

const slug = (task: string) =>
  path
    .basename(task)
    .replace(/\.(task\.)?ya?ml$/, '')
    .replace(/[^a-zA-Z0-9-]+/g, '-')
    .toLowerCase();
