import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * Session 19's red team of delivery. A copy of a read-denied file is refused by its blob id
 * (`invariant:read-denied-content`); git computes a file's blob through the attributes a
 * `.gitattributes` of the run's names (`working-tree-encoding`, `text`/`eol`), so the blob of an
 * exact copy can differ from the original's while the working tree (and every checkout of the
 * commit, which converts back) holds the secret byte for byte.
 */
const bwrap = existsSync('/usr/bin/bwrap');
const SECRET_ENV = 'API_TOKEN=tok_live_5b1f0c9e7d2a4e8f\r\nDB_PASSWORD=correct-horse-battery\r\n';

/**
 * What an allowed `node gen.js` does: copies `.env` (from disk without a sandbox, from git's
 * object store in one) under names whose attributes convert them as git stages them.
 */
const GEN = `
const fs = require('fs');
const { execFileSync } = require('child_process');
let env;
try { env = fs.readFileSync('.env'); } catch { env = execFileSync('git', ['show', 'HEAD:.env']); }
fs.mkdirSync('notes', { recursive: true });
fs.writeFileSync('notes/ebcdic.txt', env);
fs.writeFileSync('notes/crlf.txt', env);
fs.writeFileSync('notes/ok.txt', 'an ordinary note\\n');
fs.writeFileSync('.gitattributes', 'notes/ebcdic.txt working-tree-encoding=IBM037\\nnotes/crlf.txt text\\n');
`;

async function leakRun(sandbox: 'none' | 'bubblewrap') {
  const fx = makeFixture({
    files: { '.env': SECRET_ENV, 'gen.js': GEN, 'README.md': '# r\n' },
    policy: { extends: 'builtin:standard', sandbox, command: { allow: ['node gen.js'] } },
    script: [call('execute_command', { command: 'node gen.js' }), complete('notes written')],
  });
  const result = await runTask({
    taskFile: fx.taskFile,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const committed = result.commit
    ? fx.git('show', '--name-only', '--format=', result.commit).trim().split('\n').sort()
    : [];
  const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
  return { fx, result, committed, reverted };
}

describe('a copy of a read-denied file whose blob the run’s .gitattributes converts', () => {
  for (const sandbox of ['none', 'bubblewrap'] as const)
    it.skipIf(sandbox === 'bubblewrap' && !bwrap)(
      `is refused by the bytes the working tree holds, not only by its blob (${sandbox})`,
      async () => {
        const { fx, result, committed, reverted } = await leakRun(sandbox);
        expect(result.status).toBe('completed');
        // The attack is live: git stages both copies under blob ids other than .env's.
        expect(committed).toContain('notes/ok.txt');
        expect(committed).not.toContain('notes/ebcdic.txt');
        expect(committed).not.toContain('notes/crlf.txt');
        expect(reverted).toEqual(
          expect.arrayContaining([
            ['notes/ebcdic.txt', 'invariant:read-denied-content'],
            ['notes/crlf.txt', 'invariant:read-denied-content'],
          ]),
        );
        expect(existsSync(path.join(fx.workspace, 'notes/ebcdic.txt'))).toBe(false);
        const patch = readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8');
        expect(patch).not.toContain('notes/ebcdic.txt');
      },
    );
});

/**
 * A file nightshift's own git cannot read: a command's `chmod 000` (an added file, or a tracked
 * one it edited). Root reads any file, so the run is made as another user (setpriv to `nobody`)
 * when the suite runs as root.
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

describe.skipIf(isRoot && !canDropRoot)('a file the run made unreadable (root: needs setpriv)', () => {
  it.each(['', 'app'])(
    'is not delivered, is reverted and reported; the rest is delivered (workspace: ws/%s)',
    (sub) => {
      const gen = `
const fs = require('fs');
fs.mkdirSync('notes', { recursive: true });
fs.writeFileSync('notes/locked.txt', 'the run\\'s locked note\\n');
fs.chmodSync('notes/locked.txt', 0o000);
fs.writeFileSync("notes/it's\\nlocked.txt", 'another\\n');
fs.chmodSync("notes/it's\\nlocked.txt", 0o000);
fs.writeFileSync('src/tracked.txt', 'the run\\'s edit\\n');
fs.chmodSync('src/tracked.txt', 0o000);
fs.writeFileSync('ok.txt', 'ok\\n');
`;
      // In a subdirectory, git names the files it could not read from its work tree's top.
      const at = (rel: string) => (sub ? `${sub}/${rel}` : rel);
      const fx = makeFixture({
        files: { [at('gen.js')]: gen, [at('src/tracked.txt')]: 'committed\n' },
        policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
        script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
        task: { workspace: sub ? `ws/${sub}` : 'ws' },
      });
      const ws = path.join(fx.workspace, sub);
      // The user's own unreadable file, there before the run: theirs, left alone (it stopped the run's start).
      writeFileSync(path.join(ws, 'user.key'), 'USER-KEY\n');
      if (isRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, fx.dir]);
      chmodSync(path.join(ws, 'user.key'), 0o000);
      const out = path.join(fx.dir, 'out');
      const run = nightshift(fx.dir, 'run', fx.taskFile, '--out', out, '--no-pr');
      expect(run.status, run.stderr).toBe(0);
      const events = fx.events(path.join(out, 'audit.jsonl'));
      const committed = events.filter((e) => e.type === 'git.committed');
      expect(committed).toEqual([expect.objectContaining({ files: [at('ok.txt')] })]);
      const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
      expect(reverted).toEqual(
        expect.arrayContaining([
          ['notes/locked.txt', 'invariant:unreadable-file'],
          ["notes/it's\nlocked.txt", 'invariant:unreadable-file'],
          ['src/tracked.txt', 'invariant:unreadable-file'],
        ]),
      );
      expect(reverted.map(([p]) => p)).not.toContain('user.key');
      expect(existsSync(path.join(ws, 'user.key'))).toBe(true);
      expect(existsSync(path.join(ws, 'notes/locked.txt'))).toBe(false);
      expect(readFileSync(path.join(ws, 'src/tracked.txt'), 'utf8')).toBe('committed\n');
    },
    120_000,
  );
});

describe('a name git refuses that holds a line break', () => {
  it('is reverted like any refused name, and the rest is delivered', async () => {
    const gen = `
const fs = require('fs');
fs.mkdirSync('.GIT/hooks\\nx', { recursive: true });
fs.writeFileSync('.GIT/hooks\\nx/post-checkout', '#!/bin/sh\\n');
fs.writeFileSync('ok.txt', 'ok\\n');
`;
    const fx = makeFixture({
      files: { 'gen.js': gen },
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result.status).toBe('completed');
    const events = fx.events(result.auditLog);
    expect(events.filter((e) => e.type === 'git.committed')).toEqual([
      expect.objectContaining({ files: ['ok.txt'] }),
    ]);
    const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
    expect(reverted).toEqual([['.GIT/hooks\nx/post-checkout', 'invariant:bad-path']]);
    expect(existsSync(path.join(fx.workspace, '.GIT/hooks\nx/post-checkout'))).toBe(false);
  });
});

describe('a file put where a denied change is reverted', () => {
  it('is reverted with it (the revert removes it), and the rest is delivered', async () => {
    // AGENTS.md (edit-denied) becomes a directory holding a note; config/ holding the edit-denied
    // config/.env.prod becomes a file. Reverting either denied change puts base's entry back over
    // the allowed file.
    const gen = `
const fs = require('fs');
fs.rmSync('AGENTS.md');
fs.mkdirSync('AGENTS.md');
fs.writeFileSync('AGENTS.md/notes.txt', 'a note\\n');
fs.rmSync('config', { recursive: true });
fs.writeFileSync('config', 'now a file\\n');
fs.writeFileSync('ok.txt', 'ok\\n');
`;
    const fx = makeFixture({
      files: { 'gen.js': gen, 'AGENTS.md': 'be careful\n', 'config/.env.prod': 'PROD=1\n' },
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result.status).toBe('completed');
    const events = fx.events(result.auditLog);
    expect(events.filter((e) => e.type === 'git.committed')).toEqual([
      expect.objectContaining({ files: ['ok.txt'] }),
    ]);
    const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
    expect(reverted).toEqual(
      expect.arrayContaining([
        ['AGENTS.md/notes.txt', 'invariant:path-conflict'],
        ['config', 'invariant:path-conflict'],
      ]),
    );
    expect(readFileSync(path.join(fx.workspace, 'AGENTS.md'), 'utf8')).toBe('be careful\n');
    expect(readFileSync(path.join(fx.workspace, 'config/.env.prod'), 'utf8')).toBe('PROD=1\n');
  });
});
