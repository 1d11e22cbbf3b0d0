import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executeCommandTool } from '../../src/tools/execute-command.ts';
import { readCommandOutputTool } from '../../src/tools/read-command-output.ts';
import { becomesDead } from './process-state.ts';
import { testSandbox } from '../support/sandbox.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => (bed = testBed()));
afterEach(() => bed.cleanup());
/** The result as the model sees it, less the once-per-run no-sandbox notice (tested on its own). */
const run = async (command: string, cwd?: string) => {
  const { sandbox, fingerprint, ...result } = await executeCommandTool.execute(
    { command, ...(cwd ? { cwd } : {}) },
    bed.ctx,
  );
  void sandbox;
  void fingerprint;
  return { ...result, output: result.output.replace(/^Note: no sandbox is active.*\n/, '') };
};
/** The pid a test command printed on the line after the header. */
const printedPid = (output: string) => {
  const pid = Number(output.split('\n')[2]);
  expect(pid).toBeGreaterThan(1);
  return pid;
};
/** Resolves once the first command's output log has something in it. */
async function firstOutput(outDir: string): Promise<void> {
  const log = path.join(outDir, 'commands', '1.log');
  while (!existsSync(log) || readFileSync(log, 'utf8') === '') await sleep(20);
}

describe('execute_command', () => {
  it('says once per run that no sandbox is active, and records the backend and exit cause', async () => {
    const first = await executeCommandTool.execute({ command: 'exit 2' }, bed.ctx);
    expect(first.output).toMatch(
      /^Note: no sandbox is active \(.+\): commands run with the runner's own rights/,
    );
    expect(first.sandbox).toEqual({ backend: 'none', exit_cause: 'exit' });
    const second = await executeCommandTool.execute({ command: 'kill -9 $$' }, bed.ctx);
    expect(second.output).not.toContain('no sandbox');
    expect(second.sandbox).toEqual({ backend: 'none', exit_cause: 'signal' });
  });

  it('fingerprints a result without its output id or notice, so only a changed output differs', async () => {
    const poll = 'echo . >> polled.txt; wc -l < polled.txt';
    const [first, again] = [
      await executeCommandTool.execute({ command: 'echo same' }, bed.ctx),
      await executeCommandTool.execute({ command: 'echo same' }, bed.ctx),
    ];
    expect(first.output).not.toBe(again.output); // the notice, then id 1 vs id 2
    expect(first.fingerprint).toBe(again.fingerprint);
    const polled = [
      await executeCommandTool.execute({ command: poll }, bed.ctx),
      await executeCommandTool.execute({ command: poll }, bed.ctx),
    ];
    expect(polled[0]?.fingerprint).not.toBe(polled[1]?.fingerprint);
    const long = 'head -c 200000 /dev/zero | tr "\\0" x';
    const [big, bigAgain] = [
      await executeCommandTool.execute({ command: long }, bed.ctx),
      await executeCommandTool.execute({ command: long }, bed.ctx),
    ];
    expect(big.output).toMatch(/read_command_output with id 5/);
    expect(big.fingerprint).toBe(bigAgain.fingerprint);
  });

  it('reports the exit code and stdout+stderr in the order written', async () => {
    expect(await run('echo a; echo b >&2; echo c; echo d >&2')).toEqual({
      ok: true,
      output: 'Exit code: 0\nOutput (id 1, 8 bytes):\na\nb\nc\nd\n',
    });
    expect(await run('echo failing >&2; exit 3')).toEqual({
      ok: false,
      output: 'Exit code: 3\nOutput (id 2, 8 bytes):\nfailing\n',
    });
    expect(existsSync(path.join(bed.ctx.outDir, 'commands', '2.log'))).toBe(true);
  });

  it("gives the command only the sandbox's allowlisted environment and no stdin", async () => {
    process.env.NIGHTSHIFT_TEST_PARENT_ONLY = 'leak';
    await bed.ctx.sandbox.close();
    bed.ctx.sandbox = testSandbox({ FOO: 'bar', UNLISTED: 'x' }, ['FOO']);
    try {
      const r = await run('echo "[$FOO][$UNLISTED][$NIGHTSHIFT_TEST_PARENT_ONLY]"; cat; echo done');
      expect(r.output).toBe('Exit code: 0\nOutput (id 1, 15 bytes):\n[bar][][]\ndone\n');
    } finally {
      delete process.env.NIGHTSHIFT_TEST_PARENT_ONLY;
    }
  });

  it('runs in a cwd inside the workspace and refuses one outside', async () => {
    mkdirSync(path.join(bed.workspace, 'sub'));
    expect((await run('pwd', 'sub')).output).toBe(
      `Exit code: 0\nOutput (id 1, ${bed.workspace.length + 5} bytes):\n${bed.workspace}/sub\n`,
    );
    symlinkSync(bed.root, path.join(bed.workspace, 'up'));
    for (const cwd of ['..', '/', 'up', '~', 'nope']) expect((await run('pwd', cwd)).ok, cwd).toBe(false);
    expect((await run('pwd', 'nope')).output).toBe('Error: cwd nope is not a directory');
    expect((await run('echo a\0b')).output).toBe(
      'Error: the command contains a NUL byte, which no shell accepts',
    );
  });

  it('kills the whole process tree on timeout, grandchildren included', async () => {
    bed.ctx.commandTimeoutMs = 1000;
    const r = await run('sh -c "sleep 1000 & echo \\$!; wait"');
    expect(r.ok).toBe(false);
    expect(r.output.split('\n')[0]).toBe(
      'Timed out after 1s: the command and its child processes were killed. Run something faster, or limit what it does.',
    );
    expect(await becomesDead(printedPid(r.output))).toBe(true);
  });

  it('kills a command whose output floods past limits.max_command_output_bytes, at once, and keeps only that much', async () => {
    bed.ctx.commandOutputBytes = 1 << 20;
    // `yes` writes ~1 GB/s: unbounded, 10 minutes of it would fill the runner's disk. The trap makes
    // a SIGTERM useless, and a grandchild floods too: the whole group goes, with no grace.
    const started = Date.now();
    const r = await executeCommandTool.execute(
      { command: "trap '' TERM; sh -c 'yes flood' & echo $!; yes" },
      bed.ctx,
    );
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(
      /^Stopped: its output passed 1048576 bytes \(limits\.max_command_output_bytes\), so the command and its child processes were killed\./m,
    );
    expect(r.sandbox?.exit_cause).toBe('output_limit');
    const log = readFileSync(path.join(bed.ctx.outDir, 'commands', '1.log'), 'utf8');
    expect(log.length).toBeLessThanOrEqual((1 << 20) + 100);
    expect(log).toMatch(/\n\[nightshift: output cut at 1048576 bytes\]\n$/);
    expect(await becomesDead(Number(log.split('\n')[0]))).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000); // not the 60 s command timeout
    // Just under the limit is no flood.
    const fits = await run(`head -c ${(1 << 20) - 1} /dev/zero | tr '\\0' x`);
    expect(fits.output.split('\n')[0]).toBe('Exit code: 0');
  });

  it('kills the process tree when the run is aborted', async () => {
    const pending = run('sh -c "sleep 1000 & echo \\$!; wait"');
    await firstOutput(bed.ctx.outDir);
    bed.abort.abort();
    const r = await pending;
    expect(r.output.split('\n')[0]).toBe(
      'Cancelled: the run was stopped; the command and its child processes were killed.',
    );
    expect(await becomesDead(printedPid(r.output))).toBe(true);
  });

  it('stops background processes the command left behind', async () => {
    const r = await run('sleep 1000 > /dev/null 2>&1 & echo $!');
    expect(r.ok).toBe(true);
    expect(await becomesDead(printedPid(r.output))).toBe(true);
  });

  it('truncates long output head+tail, saves it whole, and read_command_output pages and searches it', async () => {
    const r = await run('seq 1 100000');
    expect(r.output.split('\n').slice(0, 3)).toEqual(['Exit code: 0', 'Output (id 1, 588895 bytes):', '1']);
    expect(r.output).toContain(
      'bytes omitted; read_command_output with id 1 pages or searches the full output ...]',
    );
    expect(r.output.endsWith('99999\n100000\n')).toBe(true);
    expect(Buffer.byteLength(r.output)).toBeLessThan(51_000);

    const read = (args: { id: number; search?: string; offset?: number; limit?: number }) =>
      readCommandOutputTool.execute(args, bed.ctx);
    expect((await read({ id: 1, offset: 50000, limit: 2 })).output).toBe(
      '50000 | 50000\n50001 | 50001\n[Lines 50000-50001 of 100000. To read on, use offset: 50002.]',
    );
    expect((await read({ id: 1, search: '^9999[0-2]$' })).output).toBe(
      '99990 | 99990\n99991 | 99991\n99992 | 99992',
    );
    expect((await read({ id: 1, search: '^1000', limit: 2 })).output).toBe(
      ' 1000 | 1000\n10000 | 10000\n[More matches follow: search again with offset: 10001.]',
    );
    expect((await read({ id: 1, search: 'x' })).output).toBe('No lines match /x/.');
    expect((await read({ id: 7 })).output).toBe('Error: no command output with id 7; ids in this run: 1');
    expect((await read({ id: 1, search: '(' })).ok).toBe(false);
    // Command output is anyone's text: a backtracking regex over it would stall the run.
    expect((await read({ id: 1, search: '(1)\\1' })).output).toContain('cannot be matched in linear time');
    expect((await read({ id: 1, search: '^(\\d+)+x$', limit: 1 })).output).toBe(
      'No lines match /^(\\d+)+x$/.',
    );
  });

  it('passes output through redact, in execute_command and read_command_output', async () => {
    bed.ctx.redact = (text) => text.replaceAll('hunter2', '***');
    expect((await run('echo pass=hunter2')).output).toBe(
      'Exit code: 0\nOutput (id 1, 13 bytes):\npass=***\n',
    );
    expect((await readCommandOutputTool.execute({ id: 1 }, bed.ctx)).output).toBe(
      '   1 | pass=***\n[Lines 1-1 of 1; end of output.]',
    );
  });

  it('says when nothing has run yet', async () => {
    expect((await readCommandOutputTool.execute({ id: 1 }, bed.ctx)).output).toBe(
      'Error: no command has run yet in this run',
    );
  });
});
