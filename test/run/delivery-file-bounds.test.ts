import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * Session 20: what delivery's own git must not read, and what it cannot. A command can make a
 * sparse file of a terabyte in no time (`truncate -s 1T`); `git add` would hash every byte of it,
 * for hours, past the run's timeout. A command can also `chmod 000` a directory holding its work,
 * which git then skips with a warning.
 */
const TB = 2 ** 40;

describe('files larger than a delivery may add', () => {
  it('are never read by git: the PR is refused (pr_limits), in seconds, and nothing is lost', async () => {
    const gen = `
const fs = require('fs');
const sparse = (file, size) => { fs.closeSync(fs.openSync(file, 'a')); fs.truncateSync(file, size); };
sparse('big.bin', ${TB});
sparse('data/blob.bin', ${TB});
sparse('secrets/dump.bin', ${TB});
fs.writeFileSync('over.txt', 'x'.repeat(5000));
fs.writeFileSync('medium.txt', 'y'.repeat(3000));
fs.appendFileSync('long.txt', 'one more line\\n');
fs.writeFileSync('ok.txt', 'ok\\n');
`;
    const fx = makeFixture({
      files: {
        'gen.js': gen,
        'data/blob.bin': 'committed\n',
        'secrets/.keep': '',
        // Larger than the bound already: an edit that grows it a little is within it.
        'long.txt': 'a line of the long file\n'.repeat(500),
      },
      policy: {
        extends: 'builtin:standard',
        sandbox: 'none',
        command: { allow: ['node gen.js'] },
        edit: { deny: ['secrets/**'] },
        pr: { max_added_bytes: 4096, max_files: 50 },
      },
      script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
    });
    // The user's own huge file, untracked before the run: theirs, left alone and unread.
    const userFile = path.join(fx.workspace, 'user.img');
    closeSync(openSync(userFile, 'w'));
    truncateSync(userFile, TB);

    const started = Date.now();
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'pr_limits' });
    const events = fx.events(result.auditLog);
    // What git could read is committed on the local branch, which is never pushed.
    const committed = events.filter((e) => e.type === 'git.committed');
    expect(committed).toEqual([expect.objectContaining({ files: ['long.txt', 'medium.txt', 'ok.txt'] })]);
    const excluded = events.filter((e) => e.type === 'delivery.excluded');
    expect(excluded.map((e) => [e.path, e.change, e.rule]).sort()).toEqual([
      ['big.bin', 'added', 'invariant:file-too-large'],
      ['data/blob.bin', 'modified', 'invariant:file-too-large'],
      ['over.txt', 'added', 'invariant:file-too-large'],
    ]);
    const reason = (p: string) => String(excluded.find((e) => e.path === p)?.reason);
    expect(reason('big.bin')).toContain(`is ${TB} bytes`);
    expect(reason('big.bin')).toContain('pr.max_added_bytes');
    expect(reason('data/blob.bin')).toContain(`${TB - 10} bytes more than the base's 10`);
    // The policy's own denial comes first: that one is put back.
    expect(events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule])).toEqual([
      ['secrets/dump.bin', expect.stringMatching(/^edit\.deny/)],
    ]);
    expect(existsSync(path.join(fx.workspace, 'secrets/dump.bin'))).toBe(false);
    const none = events.find((e) => e.type === 'pr.none');
    expect(String(none?.reason)).toMatch(
      new RegExp(`adds \\d+ bytes .*most in big\\.bin: ${TB} bytes.*at most 4096`),
    );
    expect(String(none?.reason)).toContain('pr.max_added_bytes');
    expect(events.filter((e) => e.type === 'pr.created')).toEqual([]);
    // Nothing is lost: the run's files stay as it left them, the user's too.
    expect(statSync(path.join(fx.workspace, 'big.bin')).size).toBe(TB);
    expect(statSync(path.join(fx.workspace, 'data/blob.bin')).size).toBe(TB);
    expect(statSync(path.join(fx.workspace, 'over.txt')).size).toBe(5000);
    expect(statSync(userFile).size).toBe(TB);
    expect(events.find((e) => e.type === 'run.started')).toMatchObject({ dirty: { paths: ['user.img'] } });
    expect(events.filter((e) => String(e.type).startsWith('delivery.') && e.path === 'user.img')).toEqual([]);
  }, 60_000);

  it('are left out by their exact names, however hostile: pathspec magic, options, line breaks, bytes', async () => {
    const gen = `
const fs = require('fs');
const names = ['a\\n::error::x.bin', 'b\\u2028c.bin', ':(glob)*.bin', '-rf.bin', Buffer.from([0x66, 0xff, 0x2e, 0x62])];
for (const n of names) { fs.closeSync(fs.openSync(n, 'a')); fs.truncateSync(n, ${TB}); }
fs.truncateSync(names[0], ${TB + 1});
fs.writeFileSync('ok.txt', 'ok\\n');
`;
    const fx = makeFixture({
      files: { 'gen.js': gen },
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
    });
    const started = Date.now();
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'pr_limits' });
    const events = fx.events(result.auditLog);
    expect(events.filter((e) => e.type === 'git.committed')).toEqual([
      expect.objectContaining({ files: ['ok.txt'] }),
    ]);
    const excluded = events.filter((e) => e.type === 'delivery.excluded');
    expect(excluded.map((e) => e.rule)).toEqual(Array(5).fill('invariant:file-too-large'));
    expect(excluded.map((e) => e.path)).toEqual(
      expect.arrayContaining(['a\n::error::x.bin', 'b\u2028c.bin', ':(glob)*.bin', '-rf.bin']),
    );
    // The reason names the largest as a patch would: quoted, its line break escaped.
    const reason = String(events.find((e) => e.type === 'pr.none')?.reason);
    expect(reason).toContain(`adds ${5 * TB + 1 + 3} bytes`);
    expect(reason).toContain(`most in "a\\n::error::x.bin": ${TB + 1} bytes`);
    expect(reason).not.toMatch(/[\n\u2028]/);
    for (const [name, size] of [
      ['-rf.bin', TB],
      [':(glob)*.bin', TB],
      ['a\n::error::x.bin', TB + 1],
    ] as const)
      expect(statSync(path.join(fx.workspace, name)).size).toBe(size);
  }, 60_000);

  it('refuse the PR with nothing committed when they are all the run changed', async () => {
    const fx = makeFixture({
      policy: {
        extends: 'builtin:standard',
        sandbox: 'none',
        command: { allow: ['truncate -s 1T huge.img'] },
      },
      script: [call('execute_command', { command: 'truncate -s 1T huge.img' }), complete('done')],
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'pr_limits' });
    const events = fx.events(result.auditLog);
    expect(events.filter((e) => e.type === 'git.committed')).toEqual([]);
    expect(String(events.find((e) => e.type === 'pr.none')?.reason)).toMatch(
      new RegExp(
        `adds ${TB} bytes .*most in huge\\.img: ${TB} bytes.*at most 1048576 \\(pr\\.max_added_bytes\\)`,
      ),
    );
    expect(statSync(path.join(fx.workspace, 'huge.img')).size).toBe(TB);
  }, 60_000);
});

/**
 * A directory a command made unreadable. Root opens any directory, so the run is made as another
 * user (setpriv to `nobody`) when the suite runs as root, as the other unreadable-path tests do.
 */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const canDropRoot = spawnSync('setpriv', ['--version']).status === 0;

function nightshift(home: string, ...args: string[]) {
  const command = [process.execPath, '--import', 'tsx', CLI, ...args];
  const asNobody = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
  const [file, ...argv] = isRoot ? ['setpriv', ...asNobody, ...command] : command;
  return spawnSync(file!, argv, {
    cwd: ROOT,
    env: { ...process.env, HOME: home },
    encoding: 'utf8',
    timeout: 100_000,
  });
}

describe.skipIf(isRoot && !canDropRoot)('a directory the run made unreadable (root: needs setpriv)', () => {
  // 000: git cannot open it. 444 (`chmod a-x`): git lists its names but cannot lstat them, and
  // `git add` failed the whole delivery on them.
  it.each([
    ['', 0o000],
    ['app', 0o000],
    ['', 0o444],
  ])(
    'is reported (invariant:unreadable-dir) and left as it is; the rest is delivered (workspace: ws/%s, mode %o)',
    (sub, mode) => {
      const gen = `
const fs = require('fs');
fs.writeFileSync('locked/tracked.txt', "the run's edit\\n");
fs.writeFileSync('locked/new.txt', "the run's new file\\n");
fs.writeFileSync('ok.txt', 'ok\\n');
fs.chmodSync('locked', ${mode});
`;
      const at = (rel: string) => (sub ? `${sub}/${rel}` : rel);
      const fx = makeFixture({
        files: { [at('gen.js')]: gen, [at('locked/tracked.txt')]: 'committed\n' },
        policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
        script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
        task: { workspace: sub ? `ws/${sub}` : 'ws' },
      });
      const ws = path.join(fx.workspace, sub);
      // The user's directory, unreadable before the run: theirs, reported at the start only.
      mkdirSync(path.join(ws, 'private'));
      // And one whose names can be listed but not lstat'ed, holding the user's file.
      mkdirSync(path.join(ws, 'listed'));
      writeFileSync(path.join(ws, 'listed/notes.txt'), 'mine\n');
      if (isRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, fx.dir]);
      chmodSync(path.join(ws, 'private'), 0o000);
      chmodSync(path.join(ws, 'listed'), 0o444);
      const out = path.join(fx.dir, 'out');
      const run = nightshift(fx.dir, 'run', fx.taskFile, '--out', out, '--no-pr');
      expect(run.status, run.stderr).toBe(0);
      const auditLog = path.join(out, 'audit.jsonl');
      expect(verifyAuditLog(auditLog).ok).toBe(true);
      const events = fx.events(auditLog);
      expect(events.filter((e) => e.type === 'git.committed')).toEqual([
        expect.objectContaining({ files: [at('ok.txt')] }),
      ]);
      const excluded = events.filter((e) => e.type === 'delivery.excluded');
      expect(excluded.map((e) => [e.path, e.change, e.rule])).toEqual([
        ['locked', 'directory git could not open', 'invariant:unreadable-dir'],
      ]);
      expect(String(excluded[0]?.reason)).toContain('locked/');
      expect(run.stderr).toContain(
        'not delivered locked (directory git could not open): invariant:unreadable-dir',
      );
      // Nothing of the user's is touched: the run's permissions stay, its files with them.
      expect(statSync(path.join(ws, 'locked')).mode & 0o777).toBe(mode);
      expect(statSync(path.join(ws, 'private')).mode & 0o777).toBe(0);
      expect(statSync(path.join(ws, 'listed')).mode & 0o777).toBe(0o444);
      expect(events.filter((e) => String(e.path).startsWith(at('listed')))).toEqual([]);
    },
    120_000,
  );
});
