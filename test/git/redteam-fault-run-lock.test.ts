import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { acquireRunLock, RUN_LOCK_NAME } from '../../src/git/run-lock.ts';

function repo(): { workspace: string; lock: string } {
  const workspace = mkdtempSync(path.join(tmpdir(), 'ns-lock-'));
  execFileSync('git', ['init', '--quiet', workspace]);
  return { workspace, lock: path.join(workspace, '.git', RUN_LOCK_NAME) };
}

const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

describe('the run lock (one run per working tree)', () => {
  it('is held while the run lives, refused to a second run, and gone after release', () => {
    const { workspace, lock } = repo();
    const held = acquireRunLock(workspace, 'run-one');
    expect(held?.file).toBe(lock);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ pid: process.pid, run_id: 'run-one' });
    expect(() => acquireRunLock(workspace, 'run-two')).toThrow(ConfigError);
    expect(() => acquireRunLock(workspace, 'run-two')).toThrow(/another nightshift run \(run-one, pid \d+/);
    held?.release();
    held?.release();
    expect(existsSync(lock)).toBe(false);
    // No temporary file of the lock's creation is left in the git directory.
    expect(readdirSync(path.dirname(lock)).filter((f) => f.startsWith(RUN_LOCK_NAME))).toEqual([]);
    acquireRunLock(workspace, 'run-three')?.release();
  });

  it('a holder that is gone (killed, a reused pid, another boot, a torn file) does not block the next run', async () => {
    const { workspace, lock } = repo();
    // A process that ran and exited: its pid is free.
    const child = spawn('true');
    const dead = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid ?? 0)));
    const holders = [
      { pid: dead, start: '1', boot: bootId(), pidns: null },
      // This very pid, but started at another tick: a reuse, not the run that wrote the lock.
      { pid: process.pid, start: '1', boot: bootId(), pidns: null },
      { pid: process.pid, start: startTicks(process.pid), boot: 'another-boot', pidns: null },
    ];
    for (const h of holders) {
      writeFileSync(lock, JSON.stringify({ ...h, host: 'h', run_id: 'old', started_at: 'then' }));
      const taken = acquireRunLock(workspace, 'new');
      expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ run_id: 'new' });
      taken?.release();
    }
    writeFileSync(lock, '');
    acquireRunLock(workspace, 'after-torn')?.release();
    // A live run's lock copied with its checkout (replay's fresh copy, `cp -a`): not this one's.
    const live = acquireRunLock(workspace, 'live');
    const copy = mkdtempSync(path.join(tmpdir(), 'ns-lock-copy-'));
    execFileSync('cp', ['-a', `${workspace}/.`, copy]);
    expect(existsSync(path.join(copy, '.git', RUN_LOCK_NAME))).toBe(true);
    acquireRunLock(copy, 'in-the-copy')?.release();
    expect(() => acquireRunLock(workspace, 'other')).toThrow(/another nightshift run \(live,/);
    live?.release();
    expect(existsSync(lock)).toBe(false);
  });

  it("a release never removes another run's lock", () => {
    const { workspace, lock } = repo();
    const held = acquireRunLock(workspace, 'mine');
    const theirs = JSON.stringify({
      pid: process.pid,
      start: startTicks(process.pid),
      boot: bootId(),
      pidns: null,
      host: 'h',
      run_id: 'theirs',
      started_at: 'now',
    });
    writeFileSync(lock, theirs);
    held?.release();
    expect(readFileSync(lock, 'utf8')).toBe(theirs);
  });

  it('a workspace without a repository needs no lock', () => {
    expect(acquireRunLock(mkdtempSync(path.join(tmpdir(), 'ns-nolock-')), 'r')).toBeNull();
  });
});
