import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, ROOT } from '../support/run-fixture.ts';

const isRoot = process.getuid?.() === 0;

/**
 * A workspace whose disk is full when the run starts: the first thing it writes (the run lock, in
 * the git directory) fails. The user gets the file and the reason, as for any file they can fix,
 * not an "unexpected error", and nothing half-made is left in `.git`.
 */
// A full disk needs mount(8), which needs root; as another user this is skipped (the name says so).
describe.skipIf(!isRoot)('a run on a full disk (root only: a 2 MiB tmpfs, filled)', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'ns-fullstart-'));
  const disk = path.join(base, 'disk');
  let mounted = false;
  beforeAll(() => {
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk]);
    mounted = true;
    const ws = path.join(disk, 'ws');
    mkdirSync(ws);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: ws });
    git('init', '-q');
    writeFileSync(path.join(ws, 'a.txt'), 'a\n');
    git('add', '.');
    git('commit', '-qm', 'init');
    writeFileSync(
      path.join(disk, 'task.yaml'),
      'version: 1\ntitle: t\nprompt: p\nworkspace: ws\nmodel: { provider: script, script: [] }\n',
    );
    // Fills what is left: dd stops at ENOSPC.
    spawnSync('dd', ['if=/dev/zero', `of=${path.join(disk, 'fill')}`, 'bs=64k']);
  });
  afterAll(() => {
    if (mounted) execFileSync('umount', [disk]);
    rmSync(base, { recursive: true, force: true });
  });

  it('exits 2 naming the file it could not write and why, leaving nothing in .git', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI, 'run', path.join(disk, 'task.yaml'), '--no-pr'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(r.stderr).toMatch(/nightshift: .*\/ws\/\.git\/nightshift-run\.lock: no space left on device/);
    expect(r.stderr).not.toContain('unexpected error');
    expect(r.status).toBe(2);
    expect(readdirSync(path.join(disk, 'ws', '.git')).filter((f) => f.startsWith('nightshift-run'))).toEqual(
      [],
    );
  });
});
