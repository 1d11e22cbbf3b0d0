import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { createSandbox } from '../../src/sandbox/create.ts';
import type { Sandbox } from '../../src/sandbox/sandbox.ts';
import { exitCause } from '../../src/tools/command/describe-exit.ts';
import { runCommand } from '../../src/tools/command/run.ts';
import { runInSandbox, testSandbox } from '../support/sandbox.ts';

// Every file the read rules deny is masked by a mount of its own: bubblewrap's options grow with
// the workspace. They go through a pipe (`bwrap --args FD`), so what Linux lets a program start
// with (2 MiB of arguments here) no longer decides whether a sandbox can start; a failure to start
// is an error with a reason, never an exception out of createSandbox or a command.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const ROOT = path.resolve(import.meta.dirname, '../..');

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-many-masks-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const isPem = (rel: string) => rel.endsWith('.pem');

const boxFor = (ws: string) =>
  createSandbox({
    setting: 'bubblewrap',
    workspace: ws,
    protectedFiles: [],
    outDir: path.join(ws, '.nightshift', 'runs', 'x'),
    sourceEnv: { PATH: process.env.PATH ?? '' },
    envPass: [],
    ownEnvironScrubbed: false,
    readDenied: isPem,
  });

/** `count` denied files in `dir` (relative to `ws`), and one file beside them that is readable. */
function workspaceWithKeys(name: string, dir: string, count: number): string {
  const ws = path.join(root, name);
  mkdirSync(path.join(ws, dir), { recursive: true });
  writeFileSync(path.join(ws, dir, 'notes.txt'), 'readable\n');
  for (let i = 0; i < count; i++) writeFileSync(path.join(ws, dir, `key-${i}.pem`), `secret-${i}\n`);
  return ws;
}

describe.skipIf(!HAVE_BWRAP)('many files to mask', () => {
  it('more than argv can carry: the sandbox starts, and a masked file cannot be opened', () => {
    // Deep fixture directories (as in node_modules) make long paths: 250 masks of ~760-byte paths
    // are ~190 KB of options, past what the holder, started with a 512 KiB stack, may pass to a
    // program (128 KiB; 2 MiB with the usual 8 MiB stack, which would take thousands of masks and
    // minutes: bubblewrap's setup time grows with the square of its mounts).
    const deep = ['a', 'b', 'c'].map((c) => c.repeat(240));
    const ws = workspaceWithKeys('deep', path.join(...deep), 250);
    const dir = path.join(...deep);
    expect(250 * path.join(ws, dir, 'key-100.pem').length).toBeGreaterThan(160 * 1024);
    const out = execFileSync(
      'prlimit',
      [
        '--stack=524288',
        process.execPath,
        '--stack-size=256',
        '--import',
        'tsx',
        'test/sandbox/many-masks-holder.ts',
        ws,
        `cd ${dir} && cat key-0.pem key-249.pem notes.txt`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const r = JSON.parse(out) as { error?: string; output?: string };
    expect(r.error).toBeUndefined();
    expect(r.output).toContain('cat: key-0.pem: Permission denied');
    expect(r.output).toContain('cat: key-249.pem: Permission denied');
    expect(r.output).toContain('readable');
    expect(r.output).not.toContain('secret-');
  }, 60_000);

  it('more than bubblewrap takes (30,000): a refusal naming its limit and the files, not E2BIG', async () => {
    const ws = workspaceWithKeys('thirty-thousand', 'keys', 30_000);
    const refused = await boxFor(ws).then(
      async (box) => {
        await box.close();
        return 'started';
      },
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as Error).message).toMatch(/Exceeded maximum number of arguments/);
    expect((refused as Error).message).toContain('30000 files the read rules deny');
  }, 60_000);
});

/** Runs `command` as execute_command does: how it ended, and its output. */
async function exitOf(box: Sandbox, command: string) {
  const log = path.join(root, `out-${box.backend}.log`);
  const fd = openSync(log, 'w');
  try {
    const exit = await runCommand({
      command,
      cwd: root,
      sandbox: box,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
      outputFd: fd,
    });
    return { exit, output: readFileSync(log, 'utf8') };
  } finally {
    closeSync(fd);
  }
}

describe('a command longer than Linux lets a program start with', () => {
  // One argument over MAX_ARG_STRLEN (128 KiB): spawn() throws E2BIG before any process exists.
  const long = `: ${'x'.repeat(200 * 1024)}`;

  async function expectStartFailed(box: Sandbox): Promise<void> {
    const { exit, output } = await exitOf(box, long);
    expect(exitCause(exit)).toBe('start_failed');
    expect(exit.startError).toContain(`the sandbox (${box.backend}) failed to start`);
    expect(output).toMatch(/could not be started: spawn E2BIG: .*128 KiB for one argument/);
    expect(box.running).toBe(0);
    // The sandbox goes on: the next command runs.
    expect((await runInSandbox(box, root, 'echo next')).output).toBe('next\n');
  }

  it('without a sandbox: a start_failed result naming the reason, not an exception', async () => {
    const box = testSandbox();
    try {
      await expectStartFailed(box);
    } finally {
      await box.close();
    }
  });

  it.skipIf(!HAVE_BWRAP)('in bubblewrap: the same', async () => {
    const ws = workspaceWithKeys('long-command', 'keys', 1);
    const box = await boxFor(ws);
    try {
      await expectStartFailed(box);
    } finally {
      await box.close();
    }
  });
});
