import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A workspace that is a subdirectory of its repository (`packages/app`) has no `.git` of its own:
 * git finds the repository's above it. A command could make one at the workspace's root, and it
 * would outlive the run: every git the user then runs in the package (a `git diff` to review the
 * run's work) takes it for the repository and runs what its config names (`core.fsmonitor`)
 * outside any sandbox, and the next run's nightshift would take it for the workspace's repository.
 * At a repository's top the `.git` is there, read-only in the sandbox; below it, the sandbox keeps
 * the place of one empty and read-only, and removes it when the run ends.
 */
const bwrap = existsSync('/usr/bin/bwrap');

function fixture(marker: string) {
  const gen = `
const fs = require('fs');
const tries = [];
const attempt = (what, fn) => { try { fn(); tries.push(what + ': ok'); } catch (e) { tries.push(what + ': ' + e.code); } };
attempt('mkdir .git', () => fs.mkdirSync('.git/objects', { recursive: true }));
attempt('HEAD', () => fs.writeFileSync('.git/HEAD', 'ref: refs/heads/main\\n'));
attempt('refs', () => fs.mkdirSync('.git/refs/heads', { recursive: true }));
attempt('config', () => fs.writeFileSync('.git/config', '[core]\\n\\trepositoryformatversion = 0\\n\\tfsmonitor = "touch ${marker}; echo"\\n'));
attempt('rmdir', () => fs.rmdirSync('.git'));
attempt('gitfile', () => fs.writeFileSync('.git', 'gitdir: kit\\n'));
attempt('link', () => fs.symlinkSync('kit', '.git'));
fs.writeFileSync('ok.txt', 'ok\\n');
console.log(tries.join('\\n'));
`;
  return makeFixture({
    files: {
      'app/gen.js': gen,
      'app/src/a.ts': 'export const a = 1;\n',
      'lib/b.ts': 'export const b = 1;\n',
    },
    policy: { extends: 'builtin:standard', sandbox: 'bubblewrap', command: { allow: ['node gen.js'] } },
    script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
    task: { workspace: 'ws/app' },
  });
}

describe('a subdirectory workspace: the place of its own .git', () => {
  it.skipIf(!bwrap)('cannot be taken by a command, and nothing is left there after the run', async () => {
    const marker = path.join('/tmp', `ns-subdir-fsmonitor-${process.pid}-${Date.now()}`);
    const fx = fixture(marker);
    const app = path.join(fx.workspace, 'app');
    const result = await runTask({ taskFile: fx.taskFile, outDir: path.join(fx.dir, 'out') });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    const output = String(
      fx.events(result.auditLog).find((e) => e.type === 'tool.result' && e.call_id === 'call_1_1')?.output,
    );
    // Every way of making it fails in the sandbox.
    expect(output).not.toMatch(/: ok$/m);
    // Nothing is left at the workspace's root: not the empty place the sandbox kept either.
    expect(existsSync(path.join(app, '.git'))).toBe(false);
    // The user's git in the package finds the repository, and runs nothing the run wrote.
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: app, encoding: 'utf8' }).trim();
    expect(top).toBe(fx.workspace);
    execFileSync('git', ['status', '--porcelain'], { cwd: app });
    expect(existsSync(marker)).toBe(false);
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('app/ok.txt');
  });

  it.skipIf(!bwrap)(
    'an empty .git an earlier run left there is not taken either, and is left as it was',
    async () => {
      const marker = path.join('/tmp', `ns-subdir-fsmonitor-${process.pid}-${Date.now()}-2`);
      const fx = fixture(marker);
      const app = path.join(fx.workspace, 'app');
      mkdirSync(path.join(app, '.git'));
      const result = await runTask({ taskFile: fx.taskFile, outDir: path.join(fx.dir, 'out') });
      expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
      expect(readdirSync(path.join(app, '.git'))).toEqual([]);
      execFileSync('git', ['status', '--porcelain'], { cwd: app });
      expect(existsSync(marker)).toBe(false);
    },
  );
});
