import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { batchExitCode, batchMatrix, formatBatchMarkdown, runBatch } from '../../run/batch.ts';
import { runTask } from '../../run/run-task.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';
import { cancelOnSignals } from '../../run/signals.ts';
import { COMMANDS } from '../spec.ts';
import { stderrProgress } from '../terminal.ts';
import { printJson } from '../output.ts';

export async function batchCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS.batch);
  if (values.matrix) {
    printJson(`${JSON.stringify(batchMatrix(positionals))}\n`);
    return 0;
  }
  const concurrency = positiveNumber(values.concurrency, '--concurrency');
  const maxCostUsd =
    values['max-cost-usd'] === undefined
      ? undefined
      : positiveNumber(values['max-cost-usd'], '--max-cost-usd');
  const cancel = cancelOnSignals();
  const log = values.quiet ? () => undefined : stderrProgress();
  try {
    const items = await runBatch(
      positionals,
      {
        concurrency: Math.floor(concurrency),
        ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
        ...(values.out ? { outDir: path.resolve(values.out) } : {}),
        base: {
          policy: values.policy,
          model: values.model,
          pr: !values['no-pr'],
          signal: cancel.signal,
          abandon: cancel.abandon,
          ...(values.quiet ? {} : { progress: log }),
        },
        onItem: (i) =>
          log(`[batch] ${i.task}: ${i.status} (${i.reason}), exit ${i.exitCode}, $${i.costUsd.toFixed(4)}`),
      },
      runTask,
    );
    const markdown = formatBatchMarkdown(items);
    if (values.out) {
      mkdirSync(values.out, { recursive: true });
      writeFileSync(path.join(values.out, 'batch-summary.md'), markdown);
      writeFileSync(
        path.join(values.out, 'batch.json'),
        `${JSON.stringify(
          items.map(({ result, ...rest }) => ({ ...rest, audit_log: result?.auditLog, pr: result?.pr })),
          null,
          2,
        )}\n`,
      );
    }
    log(`\n${markdown}`);
    return batchExitCode(items);
  } finally {
    cancel.dispose();
  }
}

function positiveNumber(text: string | undefined, flag: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} takes a positive number, got "${text}"`);
  return n;
}
