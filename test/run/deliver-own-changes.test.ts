import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/** This process's sandbox reaper shells still alive after a bounded wait (5 s). */
async function childReapers(): Promise<number[]> {
  const mine = () =>
    readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return (
            fields[0] !== 'Z' &&
            Number(fields[1]) === process.pid &&
            readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('nightshift-reaper')
          );
        } catch {
          return false;
        }
      })
      .map(Number);
  for (let i = 0; i < 100 && mine().length > 0; i++) await sleep(50);
  return mine();
}

type Fx = ReturnType<typeof makeFixture>;

async function run(fx: Fx, extra: Partial<Parameters<typeof runTask>[0]> = {}) {
  const result = await runTask({ taskFile: fx.taskFile, ...extra });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  return { result, events, of: (type: string) => events.filter((e) => e.type === type) };
}

/** Paths in the run's commit. */
const committed = (fx: Fx, sha: string) =>
  fx.git('show', '--name-only', '--format=', sha).trim().split('\n').filter(Boolean).sort();

describe('delivery commits only the run’s own changes (issue 19.1)', () => {
  it('leaves untracked, modified and staged files out of the commit and changes.patch, and reports them in run.started', async () => {
    const fx = makeFixture({
      files: { 'notes.md': 'notes\n', 'staged.txt': 'v1\n' },
      script: [call('write_to_file', { path: 'src/new.ts', content: 'export const x = 1;\n' }), complete()],
    });
    writeFileSync(path.join(fx.workspace, '.env'), 'API_TOKEN=hunter2-very-secret\n');
    writeFileSync(path.join(fx.workspace, 'credentials.json'), '{"key":"private-credential"}\n');
    writeFileSync(path.join(fx.workspace, 'notes.md'), 'notes, edited by the user\n');
    writeFileSync(path.join(fx.workspace, 'staged.txt'), 'v2 staged\n');
    fx.git('add', 'staged.txt');

    const { result, of } = await run(fx);

    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('run.started')[0]?.dirty).toEqual({
      count: 4,
      paths: ['.env', 'credentials.json', 'notes.md', 'staged.txt'],
    });
    expect(committed(fx, result.commit!)).toEqual(['src/new.ts']);
    const patch = readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8');
    expect(patch).toContain('src/new.ts');
    for (const secret of ['hunter2', 'private-credential', '.env', 'credentials.json', 'notes.md', 'staged'])
      expect(patch).not.toContain(secret);
    // The user's files are as they were: still untracked, modified, staged.
    expect(readFileSync(path.join(fx.workspace, '.env'), 'utf8')).toContain('hunter2');
    const status = fx.git('status', '--porcelain', '--untracked-files=all');
    expect(status).toContain('?? .env');
    expect(status).toContain('?? credentials.json');
    expect(status).toContain(' M notes.md');
    expect(status).toContain('M  staged.txt');
    expect(status).not.toContain('src/new.ts');
  });

  it('never delivers a file dirty before the run that the run edited too: excluded, kept, and said so', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      script: [
        call('write_to_file', { path: 'a.txt', content: 'a, edited by the run\n' }),
        call('write_to_file', { path: 'b.txt', content: 'b\n' }),
        complete(),
      ],
    });
    writeFileSync(path.join(fx.workspace, 'a.txt'), 'a, edited by the user\n');
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(committed(fx, result.commit!)).toEqual(['b.txt']);
    expect(of('delivery.excluded')).toEqual([
      expect.objectContaining({ path: 'a.txt', change: 'modified', rule: 'invariant:dirty-before-run' }),
    ]);
    expect(readFileSync(path.join(fx.workspace, 'a.txt'), 'utf8')).toBe('a, edited by the run\n');
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toMatch(/Not delivered[\s\S]*a\.txt/);
    expect(result.summaryMarkdown).toMatch(/not delivered \(excluded\).*a\.txt/);
  });

  it('does not deliver an ignored file the run un-ignored', async () => {
    const fx = makeFixture({
      files: { '.gitignore': 'local.cfg\n' },
      script: [call('write_to_file', { path: '.gitignore', content: '# nothing ignored\n' }), complete()],
    });
    writeFileSync(path.join(fx.workspace, 'local.cfg'), 'password=swordfish\n');
    const { result } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(committed(fx, result.commit!)).toEqual(['.gitignore']);
    expect(readFileSync(path.join(fx.workspace, 'local.cfg'), 'utf8')).toBe('password=swordfish\n');
  });

  it('pr.require_clean_tree refuses to start on a dirty tree, before any model call', async () => {
    const fx = makeFixture({ task: { pr: { require_clean_tree: true } }, script: [complete()] });
    writeFileSync(path.join(fx.workspace, 'stray.txt'), 'x\n');
    const out = path.join(fx.dir, 'out');
    const err = await runTask({ taskFile: fx.taskFile, outDir: out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/require_clean_tree.*1 uncommitted or untracked path.*stray\.txt/);
    expect(existsSync(path.join(out, 'audit.jsonl'))).toBe(false);
    // The sandbox was started beside the start state: the refusal closes it (its reaper shell too).
    expect(await childReapers()).toEqual([]);

    // A clean tree starts.
    const clean = makeFixture({ task: { pr: { require_clean_tree: true } }, script: [complete()] });
    const { result } = await run(clean);
    expect(result.exitCode).toBe(0);
  });
});

describe('re-running a task on the same checkout (issue 19.9)', () => {
  it('refuses before any model call while HEAD is on the previous run branch; from the base it updates that branch', async () => {
    const fx = makeFixture({
      script: [call('write_to_file', { path: 'a.txt', content: 'run\n' }), complete()],
    });
    const first = await run(fx);
    expect(first.result).toMatchObject({ exitCode: 0, branch: 'nightshift/test-task' });
    expect(fx.git('symbolic-ref', '--short', 'HEAD').trim()).toBe('nightshift/test-task');

    const out = path.join(fx.dir, 'second');
    const err = await runTask({ taskFile: fx.taskFile, outDir: out }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/HEAD is on nightshift\/test-task.*previous run.*git switch/);
    expect(existsSync(path.join(out, 'audit.jsonl'))).toBe(false);

    fx.git('switch', '--quiet', '--discard-changes', 'main');
    const again = await run(fx);
    expect(again.result).toMatchObject({ exitCode: 0, branch: 'nightshift/test-task' });
    const main = fx.git('rev-parse', 'main').trim();
    expect(fx.git('rev-parse', `${again.result.commit}^`).trim()).toBe(main);
    expect(committed(fx, again.result.commit!)).toEqual(['a.txt']);
  });
});
