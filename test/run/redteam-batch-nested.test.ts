import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runBatch } from '../../src/run/batch.ts';
import type { RunOptions, RunResult } from '../../src/run/types.ts';
import { makeFixture } from '../support/run-fixture.ts';

/*
 * Two tasks of one batch, one working in a repository, the other in a repository nested in the
 * first one's working tree: the outer task's commands write the inner one's files, which an inner
 * run going on at the same time would deliver as its own. They take turns, as tasks in one
 * checkout do. The runs are stand-ins that record when they start and end: which run overlaps
 * which is what is checked, and real runs would overlap only by chance.
 */

it('a task in a repository nested in another task’s working tree does not run at the same time as it', async () => {
  const fx = makeFixture({ files: { 'a.txt': 'alpha\n' } });
  const inner = path.join(fx.workspace, 'sub');
  mkdirSync(inner);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: inner });
  git('init', '--quiet', '--initial-branch=main');
  git('commit', '--quiet', '--allow-empty', '-m', 'inner');
  const task = (name: string, workspace: string) => {
    const file = path.join(fx.dir, `${name}.yaml`);
    const model = { provider: 'script', script: [] };
    writeFileSync(file, stringify({ version: 1, title: name, prompt: name, workspace, model }));
    return file;
  };
  const tasks = [task('outer', 'ws'), task('inner', 'ws/sub')];

  const order: string[] = [];
  let innerStarted = () => {};
  const started = new Promise<void>((resolve) => (innerStarted = resolve));
  const run = async (o: RunOptions): Promise<RunResult> => {
    const name = path.basename(o.taskFile ?? '', '.yaml');
    order.push(`${name} starts`);
    if (name === 'inner') innerStarted();
    // The outer run waits for the inner one to start, as long as a real run would take.
    else await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 1000))]);
    order.push(`${name} ends`);
    return {
      status: 'completed',
      exitCode: 0,
      exitReason: 'completed',
      totals: { cost_usd: 0 },
    } as RunResult;
  };
  const items = await runBatch(tasks, { concurrency: 2, base: { env: {} } }, run);
  expect(items.map((i) => i.status)).toEqual(['completed', 'completed']);
  expect(order).toEqual(['outer starts', 'outer ends', 'inner starts', 'inner ends']);
});
