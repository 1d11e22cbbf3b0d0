import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import {
  holdsVariable,
  MARKER_VARIABLE,
  Reaper,
  releaseWatchdog,
  startWatchdog,
} from '../../src/sandbox/reaper.ts';

const left: ChildProcess[] = [];
afterEach(() => {
  for (const child of left.splice(0)) child.kill('SIGKILL');
});

/** A watchdog for a fresh marker, and a detached `sleep` that carries that marker. */
function watchedSleep(): { watchdog: ChildProcess; sleep: ChildProcess } {
  const run = randomBytes(8).toString('hex');
  const watchdog = startWatchdog(`${MARKER_VARIABLE}=${run}:`);
  const sleep = spawn('/bin/sleep', ['30'], {
    detached: true,
    stdio: 'ignore',
    env: { [MARKER_VARIABLE]: `${run}:1` },
  });
  left.push(sleep);
  return { watchdog, sleep };
}

it('kills the marked processes when its pipe closes without word (nightshift died)', async () => {
  const { watchdog, sleep } = watchedSleep();
  const killed = once(sleep, 'exit');
  watchdog.stdin?.end();
  expect(await killed).toEqual([null, 'SIGKILL']);
});

it('exits without killing anything when released at the normal end of a run', async () => {
  const { watchdog, sleep } = watchedSleep();
  const exited = once(watchdog, 'exit');
  releaseWatchdog(watchdog);
  expect(await exited).toEqual([0, null]);
  // The watchdog is gone and never scanned: the marked process lives on.
  expect(sleep.exitCode).toBeNull();
  expect(sleep.signalCode).toBeNull();
  expect(process.kill(sleep.pid ?? 0, 0)).toBe(true);
});

it('a reaper starts its watchdog with the first marked process, not before', () => {
  // Watchdogs are this process's children running bash named nightshift-reaper (bash may briefly
  // have a child of its own, with the same command line: not counted).
  const shells = (marker: string) =>
    readdirSync('/proc').filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'latin1');
        return parent === process.pid && cmdline.includes('nightshift-reaper') && cmdline.includes(marker);
      } catch {
        return false;
      }
    });
  // Watchdogs of earlier tests may still be exiting: an unused reaper must add none.
  const before = shells('').length;
  new Reaper().close();
  expect(shells('').length).toBeLessThanOrEqual(before);

  const reaper = new Reaper();
  const run = reaper.mark().split(':')[0] ?? '';
  expect(shells(`${MARKER_VARIABLE}=${run}:`)).toHaveLength(1);
  reaper.mark();
  expect(shells(`${MARKER_VARIABLE}=${run}:`)).toHaveLength(1);
  reaper.close();
});

describe('holdsVariable: a marker in a process environment block', () => {
  const block = (...vars: string[]) => Buffer.from(`${vars.join('\0')}\0`, 'latin1');
  const entry = Buffer.from('NIGHTSHIFT_SANDBOX_RUN=ab:1', 'latin1');
  it('finds the variable at the start, in the middle and at the end, exactly or as a prefix', () => {
    expect(holdsVariable(block('NIGHTSHIFT_SANDBOX_RUN=ab:1', 'PATH=/bin'), entry, true)).toBe(true);
    expect(holdsVariable(block('HOME=/h', 'NIGHTSHIFT_SANDBOX_RUN=ab:1', 'PATH=/bin'), entry, true)).toBe(
      true,
    );
    expect(holdsVariable(Buffer.from('HOME=/h\0NIGHTSHIFT_SANDBOX_RUN=ab:1', 'latin1'), entry, true)).toBe(
      true,
    );
    expect(holdsVariable(block('HOME=/h', 'NIGHTSHIFT_SANDBOX_RUN=ab:12'), entry, false)).toBe(true);
  });
  it('refuses a longer value when exact, and the text inside another variable', () => {
    expect(holdsVariable(block('HOME=/h', 'NIGHTSHIFT_SANDBOX_RUN=ab:12'), entry, true)).toBe(false);
    expect(holdsVariable(block('X=NIGHTSHIFT_SANDBOX_RUN=ab:1', 'PATH=/bin'), entry, false)).toBe(false);
    expect(
      holdsVariable(block('X=NIGHTSHIFT_SANDBOX_RUN=ab:1', 'NIGHTSHIFT_SANDBOX_RUN=ab:1'), entry, true),
    ).toBe(true);
    expect(holdsVariable(Buffer.alloc(0), entry, false)).toBe(false);
  });
});
