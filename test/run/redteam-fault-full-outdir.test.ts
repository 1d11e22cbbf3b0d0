import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const isRoot = process.getuid?.() === 0;

// A full disk needs mount(8), which needs root; as another user this is skipped (the name says so).
describe.skipIf(!isRoot)(
  'an out dir that fills up while the commit is delivered (root only: a 96 KiB tmpfs)',
  () => {
    const base = mkdtempSync(path.join(tmpdir(), 'ns-fullout-'));
    const full = path.join(base, 'full');
    let mounted = false;
    beforeAll(() => {
      mkdirSync(full);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96k', 'tmpfs', full]);
      mounted = true;
    });
    afterAll(() => {
      if (mounted) execFileSync('umount', [full]);
      rmSync(base, { recursive: true, force: true });
    });

    it('the commit is in the log, no torn changes.patch is left, and a resume delivers the work', async () => {
      // The audit log fits in 96 KiB; the patch of ~160 KB of base64 does not.
      const fx = makeFixture({
        files: { 'a.txt': 'a\n' },
        policy: { extends: 'builtin:standard', command: { default: 'allow' } },
        script: [
          call('execute_command', { command: 'head -c 120000 /dev/urandom | base64 > big.txt' }),
          complete('wrote big.txt'),
          complete('resumed'),
        ],
      });
      const out = path.join(full, 'run');
      const first = await runTask({ taskFile: fx.taskFile, outDir: out });
      expect(first, first.detail).toMatchObject({
        status: 'error',
        exitReason: 'delivery_failed',
        exitCode: 1,
      });
      expect(first.detail).toMatch(/ENOSPC/);
      const events = fx.events(first.auditLog);
      const committed = events.find((e) => e.type === 'git.committed');
      expect(committed, 'the commit the run made is recorded').toMatchObject({
        branch: 'nightshift/test-task',
      });
      expect(events.at(-1)).toMatchObject({ type: 'run.finished', exit_reason: 'delivery_failed' });
      expect(verifyAuditLog(first.auditLog)).toMatchObject({ ok: true, finished: true });
      // Neither a cut-short patch nor the temporary file it was written to.
      expect(readdirSync(out).filter((f) => f.includes('changes.patch'))).toEqual([]);
      const big = readFileSync(path.join(fx.workspace, 'big.txt'), 'utf8');

      // As docs/cli.md says after a run: back to the base, then resume. The work comes from the
      // commit the log names, not from a working tree the switch back cleaned.
      fx.git('switch', '--quiet', 'main');
      const resumed = await runTask({ taskFile: fx.taskFile, resumeFrom: first.auditLog });
      expect(resumed, resumed.detail).toMatchObject({ status: 'completed', exitCode: 0 });
      expect(fx.git('show', `${resumed.commit}:big.txt`)).toBe(big);
      const started = fx.events(resumed.auditLog)[0] as { resumed_from: { workspace: { source: string } } };
      expect(started.resumed_from.workspace.source).toBe('commit');
    }, 60_000);
  },
);
