import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runCommand } from '../../src/tools/command/run.ts';
import { becomesDead } from './process-state.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => (bed = testBed()));
afterEach(() => bed.cleanup());

it('escalates to SIGKILL when the process tree ignores SIGTERM', async () => {
  const log = path.join(bed.root, 'out.log');
  const fd = openSync(log, 'w');
  const exit = await runCommand({
    command: `trap '' TERM; sleep 1000 & echo $!; wait`,
    cwd: bed.workspace,
    sandbox: bed.ctx.sandbox,
    timeoutMs: 300,
    graceMs: 200,
    signal: bed.abort.signal,
    outputFd: fd,
  }).finally(() => closeSync(fd));
  expect(exit).toEqual({
    exitCode: undefined,
    signal: 'SIGKILL',
    timedOut: true,
    cancelled: false,
    outputLimited: false,
    startError: undefined,
  });
  expect(await becomesDead(Number(readFileSync(log, 'utf8').trim()))).toBe(true);
});
