import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { git, makeRepo } from '../support/git-server.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

// Session 19: a workspace below its checkout's top, where a command of an earlier run wrote a
// `.git` file naming another checkout's git directory. nightshift refuses that `.git` (docs/task.md),
// and git then finds no repository: the run goes on without git and delivers nothing. On the old
// code it said nothing about why; now the progress output and run.started say it.
describe('a workspace whose .git nightshift refuses', () => {
  it('is warned about on the progress output and in run.started.warnings', async () => {
    const other = makeRepo({ 'other.txt': 'another checkout\n' });
    const fx = makeFixture({
      files: { 'sub/a.txt': 'a\n' },
      task: { workspace: 'ws/sub' },
      script: [complete('done')],
    });
    const sub = path.join(fx.workspace, 'sub');
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, '.git'), `gitdir: ${path.join(other, '.git')}\n`);
    const lines: string[] = [];
    const result = await runTask({ taskFile: fx.taskFile, progress: (line) => lines.push(line) });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const warning = lines.find((l) => l.includes('no git repository to this run'));
    expect(warning).toContain(
      `${path.join(sub, '.git')} names the git directory ${path.join(other, '.git')}`,
    );
    const started = fx.events(result.auditLog).find((e) => e.type === 'run.started')!;
    expect(started.warnings).toEqual([expect.stringContaining('no git repository to this run')]);
    // Nothing of the other checkout was touched: still on its branch, one commit.
    expect(git(other, 'rev-list', '--count', 'HEAD')).toBe('1');
  });

  // The old code took the other checkout's `lib/` for the work tree (its submodule git directory
  // names it in core.worktree): its HEAD was the run's base, its files (not the workspace's) what
  // the run's diff and commit were made of.
  it("never works in another checkout's submodule that a planted .git names", async () => {
    const lib = makeRepo({ 'lib.txt': 'a library\n' });
    const other = makeRepo({ 'p.txt': 'p\n' });
    git(other, '-c', 'protocol.file.allow=always', 'submodule', 'add', '--quiet', lib, 'lib');
    git(other, 'commit', '--quiet', '-m', 'add lib');
    const fx = makeFixture({
      files: { 'sub/a.txt': 'a\n' },
      task: { workspace: 'ws/sub' },
      policy: { extends: 'builtin:standard', sandbox: 'none' },
      script: [call('write_to_file', { path: 'new.txt', content: 'run\n' }), complete('done')],
    });
    const sub = path.join(fx.workspace, 'sub');
    writeFileSync(path.join(sub, '.git'), `gitdir: ${path.join(other, '.git', 'modules', 'lib')}\n`);
    writeFileSync(path.join(other, 'lib', 'users-work.txt'), 'uncommitted\n');
    const result = await runTask({ taskFile: fx.taskFile });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    // The old code took the submodule's HEAD for the run's base.
    const started = fx.events(result.auditLog).find((e) => e.type === 'run.started')!;
    expect(started.git_base).toBeNull();
    const inLib = path.join(other, 'lib');
    expect(git(inLib, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git(inLib, 'rev-list', '--count', '--all')).toBe('1');
    expect(git(inLib, 'status', '--porcelain')).toBe('?? users-work.txt');
    expect(result.commit).toBeUndefined();
  });
});
