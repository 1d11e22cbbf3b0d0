import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { loadBatchPolicies } from './batch-policies.ts';
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
 */
export async function runBatch(
  tasks: string[],
  options: BatchOptions,
  run: (o: RunOptions) => Promise<RunResult>,
): Promise<BatchItem[]> {
  const items: BatchItem[] = new Array<BatchItem>(tasks.length);
  const policies = loadBatchPolicies(tasks, options.base);
  let next = 0;
  let spent = 0;
  let reserved = 0;
  let running = 0;

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
        const result = await run({
          ...options.base,
          taskFile: task,
          ...(policies.has(index) ? { loadedPolicy: policies.get(index) } : {}),
          ...(options.outDir ? { outDir: path.join(options.outDir, `${index + 1}-${slug(task)}`) } : {}),
          ...(cap !== undefined ? { limits: { ...options.base.limits, max_cost_usd: cap } } : {}),
        });
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
