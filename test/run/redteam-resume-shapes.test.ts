import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/audit/writer.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

/*
 * Logs shaped by hand and chained again (as anyone can): values no run writes, counts no run
 * records, a restore that would leave the workspace. Each is refused before anything is written,
 * or decided by the resuming run.
 */

type Event = Record<string, unknown>;
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
/** Stands for a value JSON.stringify cannot write: spliced into the line as text. */
const DEEP = 'DEEP-VALUE';

/** A run stopped by max_turns after writing b.txt (committed), HEAD back on main, and a forger. */
async function stoppedRun() {
  const fx = makeFixture({
    files: { 'a.txt': 'alpha\n' },
    policy: { extends: 'builtin:standard' },
    script: [
      call('write_to_file', { path: 'b.txt', content: 'b\n' }),
      call('write_to_file', { path: 'escape/c.txt', content: 'c\n' }),
      complete('ok'),
    ],
  });
  const first = await runTask({ taskFile: fx.taskFile, env, pr: false, limits: { max_turns: 1 } });
  expect(first).toMatchObject({ status: 'limit', exitReason: 'max_turns' });
  fx.git('switch', '--quiet', 'main');
  const forge = (name: string, change: (e: Event) => Event, patch?: string) => {
    const dir = path.join(fx.dir, name);
    mkdirSync(dir);
    let prev = '';
    let seq = 0;
    const text = fx
      .events(first.auditLog)
      .map(change)
      .map((e) => {
        const nested = `${'['.repeat(200_000)}1${']'.repeat(200_000)}`;
        const line = JSON.stringify({ ...e, seq: seq++, prev }).replace(`"${DEEP}"`, nested);
        prev = sha256Hex(line);
        return `${line}\n`;
      })
      .join('');
    writeFileSync(path.join(dir, 'audit.jsonl'), text);
    if (patch !== undefined) writeFileSync(path.join(dir, 'changes.patch'), patch);
    return dir;
  };
  return { fx, first, forge };
}

const clean = (fx: { git(...args: string[]): string }) =>
  fx.git('status', '--porcelain', '--untracked-files=all').trim();

/** The CLI as a real process, killed after `ms`: a read that never returns must not hang the suite. */
function nightshift(args: string[], ms = 15_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  return new Promise<{ code: number | null; signal: string | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr });
    }),
  );
}

describe('resume from a hand-shaped log', () => {
  it('tool arguments nested 200,000 deep are refused before the workspace is restored', async () => {
    const { fx, forge } = await stoppedRun();
    const dir = forge('deep', (e) =>
      e.type === 'model.response'
        ? { ...e, tool_calls: [{ id: 'w', name: 'write_to_file', args: { path: 'd.txt', content: DEEP } }] }
        : String(e.type).startsWith('tool.')
          ? { ...e, call_id: 'other' }
          : e,
    );
    await expect(runTask({ taskFile: fx.taskFile, env, pr: false, resumeFrom: dir })).rejects.toThrow(
      /model\.response at seq \d+ cannot be read back: it nests values more than 1000 deep/,
    );
    expect(clean(fx)).toBe('');
  });

  it('a forged count of earlier model responses does not make a script model replay its turns', async () => {
    const { fx, forge } = await stoppedRun();
    const dir = forge('count', (e) =>
      e.type === 'run.started'
        ? {
            ...e,
            resumed_from: { run_id: 'x', chain_head: { seq: 0, hash: 'a'.repeat(64) }, model_responses: -1 },
          }
        : e,
    );
    const resumed = await runTask({ taskFile: fx.taskFile, env, pr: false, resumeFrom: dir });
    const events = fx.events(resumed.auditLog);
    expect(events[0]?.resumed_from).toMatchObject({ model_responses: 1 });
    // The script goes on at its second turn, not its first again.
    expect(events.find((e) => e.type === 'tool.call')).toMatchObject({ args: { path: 'escape/c.txt' } });
  });

  it('a changes.patch adding a link out of the workspace is put back before the model runs (held before the fixes too)', async () => {
    const { fx, forge } = await stoppedRun();
    const outside = path.join(fx.dir, 'outside');
    mkdirSync(outside);
    const patch = [
      'diff --git a/escape b/escape',
      'new file mode 120000',
      '--- /dev/null',
      '+++ b/escape',
      '@@ -0,0 +1 @@',
      `+${outside}`,
      '\\ No newline at end of file',
      '',
    ].join('\n');
    const noCommit = (e: Event) => (e.type === 'git.committed' ? { ...e, sha: 'f'.repeat(40) } : e);
    const resumed = await runTask({
      taskFile: fx.taskFile,
      env,
      pr: false,
      resumeFrom: forge('link', noCommit, patch),
    });
    expect(fx.events(resumed.auditLog)[0]?.resumed_from).toMatchObject({
      workspace: { source: 'patch', denied: [{ path: 'escape', rule: 'invariant:outside-workspace' }] },
    });
    expect(existsSync(path.join(outside, 'c.txt'))).toBe(false);
    expect(lstatSync(path.join(fx.workspace, 'escape')).isDirectory()).toBe(true);
    expect(fx.git('show', `${resumed.commit}:escape/c.txt`)).toBe('c\n');
  });
});

describe('replay and audit summary of a log that is no regular file', () => {
  it('a FIFO is refused (exit 2), not read: a read would never return', async () => {
    const { fx } = await stoppedRun();
    const fifo = path.join(fx.dir, 'fifo.jsonl');
    execFileSync('mkfifo', [fifo]);
    const [replay, summary] = await Promise.all([
      nightshift(['replay', fifo, '--workspace', fx.workspace]),
      nightshift(['audit', 'summary', fifo]),
    ]);
    for (const out of [replay, summary]) {
      expect(out).toMatchObject({ code: 2, signal: null });
      expect(out.stderr).toContain(`${fifo} is not a regular file; an audit log must be one`);
    }
    expect(readFileSync(path.join(fx.workspace, 'a.txt'), 'utf8')).toBe('alpha\n');
  }, 60_000);
});
