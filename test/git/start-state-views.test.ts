import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureStartState } from '../../src/run/start-state.ts';
import { ROOT } from '../support/run-fixture.ts';

/**
 * Every part of the start state comes from one view of the working tree, a scratch index seeded
 * from `base`: the real index, where the user may have staged anything, decides none of it. And
 * what git could not look into at the start is recorded as a root the user's files are below.
 */
function repo(): { ws: string; git: (...args: string[]) => string } {
  const ws = path.join(mkdtempSync(path.join(tmpdir(), 'ns-views-')), 'ws');
  mkdirSync(ws);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: ws,
      encoding: 'utf8',
    });
  git('init', '-q');
  return { ws, git };
}

/** `git init` and one commit in `dir`, unless `commit` is false. */
function nestedRepo(dir: string, commit = true) {
  mkdirSync(dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=n', '-c', 'user.email=n@example.com', ...args], { cwd: dir });
  git('init', '-q');
  writeFileSync(path.join(dir, 'README'), 'nested\n');
  if (!commit) return;
  git('add', '.');
  git('commit', '-qm', 'nested');
}

describe('captureStartState: nested repositories', () => {
  it('records a nested repository the user staged but never committed', async () => {
    const { ws, git } = repo();
    writeFileSync(path.join(ws, 'a.txt'), 'a\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    nestedRepo(path.join(ws, 'vendor/lib'));
    writeFileSync(path.join(ws, 'vendor/lib/deploy-credentials.json'), '{}\n');
    // A gitlink in the real index, not in base: ls-files --others on the real index did not list it.
    git('-c', 'advice.addEmbeddedRepo=false', 'add', 'vendor/lib');

    const start = await captureStartState(ws, path.join(ws, '.nightshift'));
    expect(start.nested).toEqual(['vendor/lib']);
    expect(start.dirty.get('vendor/lib')).toMatchObject({ status: 'A', newMode: '160000' });
  });

  it('lists every kind of nested root, whatever the real index says, from a subdirectory too', async () => {
    const { ws, git } = repo();
    nestedRepo(path.join(ws, 'app/mod'));
    nestedRepo(path.join(ws, 'app/gone'));
    git('-c', 'advice.addEmbeddedRepo=false', 'add', 'app');
    git('commit', '-qm', 'two gitlinks');
    // Removed from the real index only (still checked out), and removed from the disk.
    git('rm', '-q', '--cached', 'app/mod');
    execFileSync('rm', ['-rf', path.join(ws, 'app/gone')]);
    nestedRepo(path.join(ws, 'app/clone'));
    nestedRepo(path.join(ws, 'app/fresh'), false);

    for (const [workspace, prefix] of [
      [ws, 'app/'],
      [path.join(ws, 'app'), ''],
    ] as const) {
      const start = await captureStartState(workspace, path.join(ws, '.nightshift'));
      expect([...start.nested].sort()).toEqual(['clone', 'fresh', 'gone', 'mod'].map((n) => prefix + n));
    }
  });
});

/** captureStartState's `nested` for `ws`, run as `nobody` (root opens every directory). */
function nestedAsNobody(ws: string): unknown {
  const script = `
import { captureStartState } from ${JSON.stringify(path.join(ROOT, 'src/run/start-state.ts'))};
const start = await captureStartState(process.argv[1], process.argv[1] + '/.nightshift');
console.log(JSON.stringify([...start.nested].sort()));`;
  const command = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script, ws];
  const [file, ...args] =
    process.getuid?.() === 0
      ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...command]
      : command;
  const child = spawnSync(file!, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, HOME: ws } });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as unknown;
}

const canDropRoot = process.getuid?.() !== 0 || spawnSync('setpriv', ['--version']).status === 0;

/** Makes each of `names` (below `ws`) a directory holding the user's `creds.txt`. */
function userDirs(ws: string, names: (string | Buffer)[]): Buffer[] {
  return names.map((name) => {
    const dir = Buffer.concat([Buffer.from(`${ws}/`), Buffer.from(name)]);
    mkdirSync(dir, { recursive: true });
    writeFileSync(Buffer.concat([dir, Buffer.from('/creds.txt')]), 'USER\n');
    return dir;
  });
}

/** The fixture to `nobody` when this is root, then `dirs` made unopenable. */
function close(ws: string, dirs: Buffer[]) {
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', '65534:65534', path.dirname(ws)]);
  for (const dir of dirs) chmodSync(dir, 0o000);
}

describe.skipIf(!canDropRoot)('captureStartState: what git could not look into (root: needs setpriv)', () => {
  it('records each directory git could not open, by its exact name', () => {
    const { ws, git } = repo();
    git('commit', '-q', '--allow-empty', '-m', 'base');
    // git's warning prints the name raw: a quote and a newline, bytes that are not UTF-8.
    const names = ['private', "it's\nmine", 'sub/dir', Buffer.from([0x6b, 0x65, 0x79, 0xff])];
    close(ws, userDirs(ws, names));
    expect(nestedAsNobody(ws)).toEqual(["it's\nmine", 'key\\xff', 'private', 'sub/dir']);
  }, 60_000);

  it('records a directory holding tracked files it could not open or search, beside a repository without a commit', () => {
    const { ws, git } = repo();
    writeFileSync(path.join(ws, 'a.txt'), 'a\n');
    mkdirSync(path.join(ws, 'closed'));
    writeFileSync(path.join(ws, 'closed/tracked'), 'base\n');
    mkdirSync(path.join(ws, 'listable/deep'), { recursive: true });
    writeFileSync(path.join(ws, 'listable/deep/tracked'), 'base\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    // Without a commit, add exits 1 and every line of its stderr, warnings included, is read.
    nestedRepo(path.join(ws, 'fresh'), false);
    close(ws, [...userDirs(ws, ['private']), Buffer.from(path.join(ws, 'closed'))]);
    chmodSync(path.join(ws, 'listable/deep'), 0o644); // listed, but nothing in it can be lstat'd
    expect(nestedAsNobody(ws)).toEqual(['closed', 'fresh', 'listable/deep', 'private']);
  }, 60_000);
});
