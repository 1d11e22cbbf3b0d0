import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A cancel (SIGINT/SIGTERM: the CLI aborts `signal`) that comes after the model completed, while
 * the run delivers. docs/action.md: the first signal "delivers nothing (no commit, push or pull
 * request)", and README: exit 130 with run.finished `cancelled`. The signal is raised from the
 * audit event or progress line that says where delivery is, so it lands at that exact step every
 * time (a real SIGTERM from another process cannot be timed inside a delivery of ~100 ms).
 * `d.txt` is dirty before the run and changed by it: delivery says so (`delivery.excluded`) while
 * it settles the working tree, before anything is committed.
 */
function cancelledAt(at: { event?: string; line?: RegExp }) {
  const fx = makeFixture({
    files: { 'a.txt': 'a\n', 'd.txt': 'd\n' },
    script: [
      call('write_to_file', { path: 'a.txt', content: 'edited\n' }),
      call('write_to_file', { path: 'd.txt', content: 'run\n' }),
      complete('done'),
    ],
  });
  writeFileSync(path.join(fx.workspace, 'd.txt'), 'user\n');
  const cancel = new AbortController();
  const seen: string[] = [];
  const abort = () => {
    if (!cancel.signal.aborted) cancel.abort(new Error('cancelled by SIGTERM'));
  };
  const run = runTask({
    taskFile: fx.taskFile,
    signal: cancel.signal,
    onEvent: (_line, type) => {
      if (type === at.event) abort();
    },
    progress: (l) => {
      seen.push(l);
      if (at.line?.test(l)) abort();
    },
  });
  return { fx, run, seen };
}

describe('a cancel during delivery', () => {
  it('while delivery settles the working tree, before the commit: nothing committed or opened, cancelled, exit 130', async () => {
    const { fx, run, seen } = cancelledAt({ event: 'delivery.excluded' });
    const result = await run;
    expect(result, seen.join('\n')).toMatchObject({ status: 'cancelled', exitCode: 130 });
    expect(result.commit).toBeUndefined();
    expect(result.pr.operation).toBe('none');
    // No run branch, HEAD where it was, the edit still in the working tree for a resume.
    expect(fx.git('branch', '--list').trim()).toBe('* main');
    expect(fx.git('status', '--porcelain', '--untracked-files=no')).toBe(' M a.txt\n M d.txt\n');
    expect(existsSync(path.join(result.outDir, 'pr.md'))).toBe(false);
    const events = fx.events(result.auditLog);
    expect(events.map((e) => e.type)).not.toContain('git.committed');
    expect(events.at(-1)).toMatchObject({ type: 'run.finished', status: 'cancelled', exit_code: 130 });
    expect(verifyAuditLog(result.auditLog)).toMatchObject({ ok: true, finished: true });
  });

  it('while the commit was made: it stays on the run branch, but no pull request opens; cancelled, exit 130', async () => {
    const { fx, run, seen } = cancelledAt({ line: /^ {2}committed [0-9a-f]+ on / });
    const result = await run;
    expect(result, seen.join('\n')).toMatchObject({ status: 'cancelled', exitCode: 130 });
    expect(result.pr.operation).toBe('none');
    expect(existsSync(path.join(result.outDir, 'pr.md'))).toBe(false);
    expect(readdirSync(result.outDir)).toContain('changes.patch');
    const events = fx.events(result.auditLog);
    const types = events.map((e) => e.type);
    // The commit is recorded (a resume takes the work from it), the pull request is not made.
    expect(types).toContain('git.committed');
    expect(types).not.toContain('pr.created');
    expect(events.at(-1)).toMatchObject({
      type: 'run.finished',
      status: 'cancelled',
      exit_code: 130,
      branch: 'nightshift/test-task',
    });
    expect(verifyAuditLog(result.auditLog)).toMatchObject({ ok: true, finished: true });
  });
});
