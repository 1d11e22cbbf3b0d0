import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';
import { call, CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

const waitFor = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const end = Date.now() + ms; !ok(); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

describe('nightshift run and a second signal', () => {
  it('during a slow cancellation: exits 130 at once with the command killed and the log closed', async () => {
    // The command ignores SIGTERM (its sleeper inherits that): the first cancel waits for SIGKILL.
    // No sandbox: bubblewrap would take the whole namespace down at the first SIGTERM.
    const duration = uniqueSleep();
    const fx = makeFixture({
      // In a script: the policy's analyzer refuses `trap` on the command line.
      files: { 'slow.sh': `trap '' TERM\nsleep ${duration} &\nwait\n` },
      policy: { extends: 'builtin:standard', command: { default: 'allow' }, sandbox: 'none' },
      script: [
        call('execute_command', { command: 'bash slow.sh' }),
        call('attempt_completion', { result: 'x' }),
      ],
    });
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', fx.taskFile, '--quiet'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor('the sleeper', () => processesWith(duration).length > 0);
    child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(await leftover(duration)).toEqual([]);
    const runs = path.join(fx.workspace, '.nightshift', 'runs');
    const text = readFileSync(path.join(runs, readdirSync(runs)[0] ?? '', 'audit.jsonl'), 'utf8');
    expect(verifyAuditText(text)).toMatchObject({ ok: true, finished: true });
    const last = JSON.parse(text.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(last).toMatchObject({ type: 'run.finished', status: 'cancelled', exit_code: 130 });
    expect(last.detail).toMatch(/second signal/);
  });
});
