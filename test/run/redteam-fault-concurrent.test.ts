import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { CLI, ROOT, call, complete, makeFixture } from '../support/run-fixture.ts';

/** `nightshift run TASK --json`; `until` (optional) resolves once an event matches. */
function start(taskFile: string, until?: (e: Record<string, unknown>) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', taskFile, '--json'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const reached = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      for (const line of stdout.split('\n').slice(0, -1))
        if (until?.(JSON.parse(line) as Record<string, unknown>)) resolve();
    });
    child.on('exit', () => reject(new Error(`exited before the awaited event:\n${stderr}`)));
  });
  reached.catch(() => undefined);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, reached, exited };
}

const commandCalled = (e: Record<string, unknown>) => e.type === 'tool.call' && e.name === 'execute_command';
const settle = () => new Promise((r) => setTimeout(r, 500));

describe('two runs on one working tree', () => {
  it('the second refuses (exit 2) while the first lives, and a killed run does not block the next', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      // Killed during its command: a run whose lock stays behind.
      script: [
        call('write_to_file', { path: 'k.txt', content: 'killed run\n' }),
        call('execute_command', { command: 'sleep 60' }),
      ],
    });
    const task = (name: string, script: unknown[]) => {
      writeFileSync(path.join(fx.dir, `${name}.yaml`), stringify(script));
      const file = path.join(fx.dir, `task-${name}.yaml`);
      writeFileSync(
        file,
        stringify({
          version: 1,
          title: 'Test task',
          prompt: 'Do the thing.',
          workspace: 'ws',
          model: { provider: 'script', script: `${name}.yaml` },
          policy: 'policy.yaml',
        }),
      );
      return file;
    };
    const killed = start(fx.taskFile, commandCalled);
    await killed.reached;
    await settle();
    killed.child.kill('SIGKILL');
    expect((await killed.exited).signal).toBe('SIGKILL');

    // The killed run's lock (if any) must not stop the next run.
    const first = start(
      task('first', [
        call('write_to_file', { path: 'a.txt', content: 'first\n' }),
        call('execute_command', { command: 'sleep 10' }),
        complete('first'),
      ]),
      commandCalled,
    );
    await first.reached;
    await settle();
    const second = start(
      task('second', [call('write_to_file', { path: 'b.txt', content: 'second\n' }), complete('second')]),
    );
    const [one, two] = await Promise.all([first.exited, second.exited]);

    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(2);
    expect(two.stderr).toMatch(
      /another nightshift run \(\d{8}-\d{6}-[0-9a-f]+, pid \d+ .*\) is using this repository's working tree/,
    );
    expect(two.stderr).toContain(path.join(fx.workspace, '.git', 'nightshift-run.lock'));
    // The second touched nothing: the first's commit holds its own edit only, on its branch.
    expect(fx.git('show', '--name-only', '--format=', 'nightshift/test-task').trim()).toBe('a.txt');
    expect(fx.git('show', 'nightshift/test-task:b.txt')).toBe('b\n');
    expect(fx.git('show', 'nightshift/test-task:a.txt')).toBe('first\n');
    // The killed run's file is the user's now (dirty before the first run): not delivered either.
    expect(existsSync(path.join(fx.workspace, 'k.txt'))).toBe(true);
    expect(existsSync(path.join(fx.workspace, '.git', 'nightshift-run.lock'))).toBe(false);
    const log = one.stderr.match(/audit log: (\S+)/)?.[1] ?? '';
    expect(verifyAuditLog(log)).toMatchObject({ ok: true, finished: true });
  }, 60_000);

  it('a git index lock left by a killed git refuses the run before the model runs (exit 2), not at its commit', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      script: [call('write_to_file', { path: 'a.txt', content: 'edited\n' }), complete('done')],
    });
    const indexLock = path.join(fx.workspace, '.git', 'index.lock');
    writeFileSync(indexLock, '');
    const run = start(fx.taskFile);
    const { code, stderr } = await run.exited;
    expect(code, stderr).toBe(2);
    expect(stderr).toContain(
      `${indexLock} exists: a git process is running in this repository, or one was killed`,
    );
    // Nothing ran: no audit log, no branch, no edit.
    const runs = path.join(fx.workspace, '.nightshift', 'runs');
    for (const dir of existsSync(runs) ? readdirSync(runs) : [])
      expect(existsSync(path.join(runs, dir, 'audit.jsonl'))).toBe(false);
    expect(fx.git('branch', '--list').trim()).toBe('* main');
    expect(fx.git('status', '--porcelain', '--untracked-files=no')).toBe('');
    expect(existsSync(path.join(fx.workspace, '.git', 'nightshift-run.lock'))).toBe(false);
  }, 30_000);
});
