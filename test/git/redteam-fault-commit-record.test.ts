import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * The run branch is moved to the commit, then the real index is refreshed: a git process of the
 * user's (an editor's background `git status`) holding `.git/index.lock` at that moment makes the
 * refresh fail after the commit exists. The log must name the commit whatever fails after it, or a
 * resume, once the checkout is switched back, finds neither the commit nor the edits.
 */
describe('a delivery that fails after the commit was made', () => {
  it('records the commit (git.committed) and a resume takes the work from it', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      script: [
        call('write_to_file', { path: 'a.txt', content: 'edited\n' }),
        complete('done'),
        complete('again'),
      ],
    });
    const indexLock = path.join(fx.workspace, '.git', 'index.lock');
    const first = await runTask({
      taskFile: fx.taskFile,
      // The model has completed: another git process takes the index lock now.
      progress: (line) => {
        if (line.startsWith('  completed: ')) writeFileSync(indexLock, '');
      },
    });
    expect(first, first.detail).toMatchObject({
      status: 'error',
      exitReason: 'delivery_failed',
      exitCode: 1,
    });
    expect(first.detail).toMatch(/index\.lock/);
    const made = fx.git('rev-parse', 'nightshift/test-task').trim();
    const events = fx.events(first.auditLog);
    expect(events.find((e) => e.type === 'git.committed')).toMatchObject({ sha: made, files: ['a.txt'] });
    expect(verifyAuditLog(first.auditLog)).toMatchObject({ ok: true, finished: true });

    // The other git process ends; the user switches back, as the docs say, and resumes.
    rmSync(indexLock);
    fx.git('reset', '--quiet', '--hard');
    fx.git('switch', '--quiet', 'main');
    expect(fx.git('status', '--porcelain')).toBe('');
    const resumed = await runTask({ taskFile: fx.taskFile, resumeFrom: first.auditLog });
    expect(resumed, resumed.detail).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(fx.git('show', `${resumed.commit}:a.txt`)).toBe('edited\n');
  }, 30_000);
});
