import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';
import { call, CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

/** Starts `nightshift run` as a real process; resolves once a line of --json output matches. */
function startRun(taskFile: string, until: (event: Record<string, unknown>) => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', taskFile, '--json', '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const reached = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      for (const line of buffer.split('\n').slice(0, -1))
        if (until(JSON.parse(line) as Record<string, unknown>)) resolve();
    });
    child.on('exit', () => reject(new Error(`exited before the awaited event:\n${stderr}`)));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, reached, exited };
}

const sleeperFixture = (duration = uniqueSleep(), sandbox: 'auto' | 'none' = 'auto') =>
  makeFixture({
    policy: { extends: 'builtin:standard', command: { default: 'allow' }, sandbox },
    script: [
      call('execute_command', { command: `sleep ${duration} & echo $! > sleeper.pid; wait` }),
      call('attempt_completion', { result: 'x' }),
    ],
  });

const auditOf = (workspace: string) => {
  const runs = path.join(workspace, '.nightshift', 'runs');
  const [run] = readdirSync(runs);
  return path.join(runs, run ?? '', 'audit.jsonl');
};

describe('signals', () => {
  it('SIGTERM cancels: the running command dies, run.finished is cancelled, exit 130', async () => {
    const duration = uniqueSleep();
    const fx = sleeperFixture(duration);
    const run = startRun(fx.taskFile, (e) => e.type === 'tool.decision');
    await run.reached;
    const pidFile = path.join(fx.workspace, 'sleeper.pid');
    for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
    expect(processesWith(duration)).not.toEqual([]);
    run.child.kill('SIGTERM');
    expect((await run.exited).code).toBe(130);
    const text = readFileSync(auditOf(fx.workspace), 'utf8');
    expect(verifyAuditText(text).ok).toBe(true);
    const last = JSON.parse(text.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(last).toMatchObject({ type: 'run.finished', status: 'cancelled', exit_code: 130 });
    expect(await leftover(duration)).toEqual([]);
  });

  it.each(['auto', 'none'] as const)(
    'SIGKILL mid-run (sandbox %s) leaves an audit log whose every line verifies, and no command running',
    async (sandbox) => {
      const duration = uniqueSleep();
      const fx = sleeperFixture(duration, sandbox);
      const run = startRun(fx.taskFile, (e) => e.type === 'tool.decision');
      await run.reached;
      const pidFile = path.join(fx.workspace, 'sleeper.pid');
      for (let i = 0; i < 100 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
      run.child.kill('SIGKILL');
      expect((await run.exited).signal).toBe('SIGKILL');
      const text = readFileSync(auditOf(fx.workspace), 'utf8');
      const verification = verifyAuditText(text);
      expect(verification.ok).toBe(true);
      expect(verification.lines).toBeGreaterThanOrEqual(4);
      expect(text).not.toContain('run.finished');
      // bubblewrap's --die-with-parent and PID namespace, or (none) the reaper's watchdog.
      expect(await leftover(duration)).toEqual([]);
    },
  );
});
