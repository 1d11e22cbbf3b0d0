import { spawn } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { CLI, ROOT, call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * The out dir vanishes while the run goes on: a cleanup job, `git clean -fdx` of a workspace that
 * holds `.nightshift/`, a host script. Commands cannot do it (the sandbox), the host can. The run
 * must not deliver work whose record is gone: it stops as when the log cannot be written.
 */
async function runWhile(fault: (out: string) => void) {
  const fx = makeFixture({
    files: { 'a.txt': 'a\n' },
    policy: { extends: 'builtin:standard', command: { default: 'allow' } },
    script: [
      call('write_to_file', { path: 'a.txt', content: 'edited\n' }),
      call('execute_command', { command: 'sleep 3' }),
      complete('done'),
    ],
  });
  const out = path.join(fx.dir, 'out');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'run', fx.taskFile, '--out', out, '--json'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  let faulted = false;
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    for (const line of stdout.split('\n').slice(0, -1)) {
      const e = JSON.parse(line) as Record<string, unknown>;
      // The command runs for 3 s from here: the fault lands while it runs.
      if (!faulted && e.type === 'tool.call' && e.name === 'execute_command') {
        faulted = true;
        setTimeout(() => fault(out), 500);
      }
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { fx, out, code, stderr };
}

describe('the audit log removed or moved during the run', () => {
  it('removed with its out dir: the run stops, exit 1, says so, and delivers nothing', async () => {
    const { fx, code, stderr } = await runWhile((out) => rmSync(out, { recursive: true, force: true }));
    expect(code, stderr).toBe(1);
    const reasons = stderr.split('\n').filter((l) => l.includes('cannot write the audit log'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /audit\.jsonl \(ENOENT: the file was removed or replaced during the run\); the log ends before/,
    );
    expect(stderr).toContain('error (audit_write_failed), exit 1');
    // Nothing committed: no run branch, the edit left in the working tree.
    expect(fx.git('branch', '--list').trim()).toBe('* main');
    expect(fx.git('status', '--porcelain', '--untracked-files=no')).toBe(' M a.txt\n');
  }, 30_000);

  it('moved away: the run stops, and the log where it went verifies and says it ended early', async () => {
    const { fx, out, code, stderr } = await runWhile((dir) => renameSync(dir, `${dir}.moved`));
    expect(code, stderr).toBe(1);
    expect(stderr).toContain('error (audit_write_failed), exit 1');
    expect(fx.git('branch', '--list').trim()).toBe('* main');
    expect(verifyAuditLog(path.join(`${out}.moved`, 'audit.jsonl'))).toMatchObject({
      ok: true,
      finished: false,
    });
  }, 30_000);
});
