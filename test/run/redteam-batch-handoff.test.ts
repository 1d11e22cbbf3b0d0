import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runBatch } from '../../src/run/batch.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/*
 * Tasks of one batch in one checkout run one after another: what an earlier task leaves behind
 * (its commands' writes, a run that failed before its commit) must not become the next task's
 * task file, instructions or starting work.
 */

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

const taskYaml = (title: string, prompt: string, script: unknown[]) =>
  stringify({ version: 1, title, prompt, workspace: '..', model: { provider: 'script', script } });

/** The task file an attacker wants task 2 to run: another prompt, another script. */
const EVIL = taskYaml('Task 2', 'EVIL', [
  call('write_to_file', { path: 'pwned.txt', content: 'x\n' }),
  complete(),
]);

/** `tasks/1.yaml` runs `first`; `tasks/2.yaml` writes good.txt. `ignored`: tasks/ is gitignored. */
function twoTasks(first: unknown[], ignored = false) {
  const fx = makeFixture({ files: { 'a.txt': 'alpha\n', ...(ignored ? { '.gitignore': 'tasks/\n' } : {}) } });
  mkdirSync(path.join(fx.workspace, 'tasks'));
  writeFileSync(path.join(fx.workspace, 'tasks/1.yaml'), taskYaml('Task 1', 'one', first));
  writeFileSync(
    path.join(fx.workspace, 'tasks/2.yaml'),
    taskYaml('Task 2', 'two', [call('write_to_file', { path: 'good.txt', content: 'g\n' }), complete()]),
  );
  if (!ignored) {
    fx.git('add', 'tasks');
    fx.git('commit', '--quiet', '-m', 'tasks');
  }
  const batch = () =>
    runBatch(
      ['tasks/1.yaml', 'tasks/2.yaml'],
      { concurrency: 2, outDir: path.join(fx.dir, 'out'), base: { cwd: fx.workspace, env, pr: false } },
      runTask,
    );
  const branches = () => fx.git('branch', '--format=%(refname:short)').trim().split('\n');
  return { fx, batch, branches };
}

describe('batch: one task cannot steer the next in a shared checkout', () => {
  it("a task that fails before its commit, having rewritten the next task's file, does not get it run", async () => {
    // The script ends without attempt_completion: the run fails, its edit stays in the tree.
    const { fx, batch, branches } = twoTasks([
      call('write_to_file', { path: 'tasks/2.yaml', content: EVIL }),
    ]);
    const [one, two] = await batch();
    expect(one).toMatchObject({ status: 'failed' });
    expect(two).toMatchObject({ status: 'config-error', exitCode: 2 });
    expect(two?.reason).toMatch(/left the checkout changed/);
    expect(existsSync(path.join(fx.workspace, 'pwned.txt'))).toBe(false);
    expect(branches()).toEqual(['main']);
  });

  it("a failed task that left other edits (work the next run would take for the user's) stops the next one too", async () => {
    const { fx, batch, branches } = twoTasks([
      call('write_to_file', { path: 'a.txt', content: 'hostile\n' }),
    ]);
    const [one, two] = await batch();
    expect(one).toMatchObject({ status: 'failed' });
    expect(two).toMatchObject({ status: 'config-error' });
    expect(existsSync(path.join(fx.workspace, 'good.txt'))).toBe(false);
    expect(branches()).toEqual(['main']);
  });

  it('a task that completes, having rewritten an ignored task file of the next task, does not get it run', async () => {
    const { fx, batch, branches } = twoTasks(
      [call('write_to_file', { path: 'tasks/2.yaml', content: EVIL }), complete('one')],
      true,
    );
    const [one, two] = await batch();
    // Its only change is ignored: nothing to deliver, but the file stays rewritten.
    expect(one).toMatchObject({ status: 'completed', reason: 'no_changes' });
    expect(readFileSync(path.join(fx.workspace, 'tasks/2.yaml'), 'utf8')).toBe(EVIL);
    expect(two).toMatchObject({ status: 'config-error', exitCode: 2 });
    expect(two?.reason).toMatch(/tasks\/2\.yaml: changed since the batch started/);
    expect(existsSync(path.join(fx.workspace, 'pwned.txt'))).toBe(false);
    expect(branches()).toEqual(['main']);
  });

  it('tasks that leave the checkout as they found it still all run (held before the fix too)', async () => {
    const { fx, batch, branches } = twoTasks([
      call('write_to_file', { path: 'one.txt', content: '1\n' }),
      complete('one'),
    ]);
    const items = await batch();
    expect(items.map((i) => i.status)).toEqual(['completed', 'completed']);
    expect(branches()).toEqual(['main', 'nightshift/task-1', 'nightshift/task-2']);
    expect(fx.git('status', '--porcelain').trim()).toBe('');
  });
});
