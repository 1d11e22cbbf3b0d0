import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * An edit is written to `.NAME.nightshift-<12 hex>.tmp` beside its target and renamed into place
 * (tools/atomic-write.ts). A kill between the write and the rename leaves that file, possibly half
 * written. The kill itself cannot be timed inside a write(2) of a few bytes, so the file it leaves
 * is put there as it would be, with the exact name the edit gives it.
 */
describe('the temporary file of an interrupted edit', () => {
  it('is never delivered: a resume that takes over the working tree removes it instead of committing it', async () => {
    const fx = makeFixture({
      files: { 'src/a.txt': 'a\n' },
      // The script runs out after the edit: the run fails and leaves its work in the working tree.
      script: [call('write_to_file', { path: 'src/a.txt', content: 'edited\n' })],
    });
    const first = await runTask({ taskFile: fx.taskFile, pr: false });
    expect(first).toMatchObject({ status: 'failed', exitReason: 'script_exhausted' });
    const debris = path.join(fx.workspace, 'src', '.a.txt.nightshift-0123456789ab.tmp');
    writeFileSync(debris, 'edi');

    // The resumed script continues after the turn the first run used.
    writeFileSync(
      path.join(fx.dir, 'script.yaml'),
      stringify([call('write_to_file', { path: 'src/a.txt', content: 'edited\n' }), complete('done')]),
    );
    const resumed = await runTask({ taskFile: fx.taskFile, resumeFrom: first.auditLog });
    expect(resumed, resumed.detail).toMatchObject({ status: 'completed', exitCode: 0 });
    const committed = fx.git('show', '--name-only', '--format=', resumed.commit ?? 'HEAD').trim();
    expect(committed).toBe('src/a.txt');
    expect(existsSync(debris)).toBe(false);
    const started = fx.events(resumed.auditLog)[0] as { resumed_from: { workspace: { denied: unknown[] } } };
    expect(started.resumed_from.workspace.denied).toEqual([
      expect.objectContaining({
        path: 'src/.a.txt.nightshift-0123456789ab.tmp',
        rule: 'invariant:interrupted-write',
      }),
    ]);
    expect(verifyAuditLog(resumed.auditLog)).toMatchObject({ ok: true, finished: true });
  }, 30_000);

  it('is never delivered when the run itself leaves one (a command made it): reverted, named in the log', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      script: [
        call('write_to_file', { path: 'a.txt', content: 'edited\n' }),
        call('execute_command', { command: 'printf half > .a.txt.nightshift-00000000abcd.tmp' }),
        complete('done'),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, pr: false });
    expect(result, result.detail).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(fx.git('show', '--name-only', '--format=', result.commit ?? 'HEAD').trim()).toBe('a.txt');
    expect(existsSync(path.join(fx.workspace, '.a.txt.nightshift-00000000abcd.tmp'))).toBe(false);
    expect(fx.events(result.auditLog)).toContainEqual(
      expect.objectContaining({
        type: 'delivery.reverted',
        path: '.a.txt.nightshift-00000000abcd.tmp',
        rule: 'invariant:interrupted-write',
      }),
    );
  }, 30_000);
});
