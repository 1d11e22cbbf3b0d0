import { execFile } from 'node:child_process';
import {
  closeSync,
  linkSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * read_file on a 600 MB file that is one line: streamed, the line cut, peak memory that of a
 * small file. The file is sparse (64 KB of text, then a hole the kernel reads as NULs past the
 * binary sniff, then the end of the line), so it costs no disk, but every byte is read.
 */
const SIZE = 600 * 1024 * 1024;
const CHILD = path.join(ROOT, 'test/support/read-file-child.ts');
const RSS = path.join(ROOT, 'test/support/rss-on-exit.mjs');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ns-huge-'));
  const fd = openSync(path.join(dir, 'huge.txt'), 'w');
  writeSync(fd, Buffer.alloc(64 * 1024, 'x'));
  ftruncateSync(fd, SIZE - 1);
  writeSync(fd, 'y\n', SIZE - 1);
  closeSync(fd);
  writeFileSync(path.join(dir, 'small.txt'), `${'x'.repeat(100)}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function measured(args: string[], cwd = ROOT) {
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--import', RSS, ...args], {
    cwd,
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
  const rssMb = Number(/maxrss_kb=(\d+)/.exec(run.stderr)?.[1]) / 1024;
  return { ...run, rssMb };
}

// Each test starts node with tsx and reads 600 MB: slow on a loaded machine, whatever the memory.
describe('read_file on a 600 MB one-line file', { timeout: 120_000 }, () => {
  it('reads it within the peak memory of a small file and says the line was cut', async () => {
    const small = await measured([CHILD, dir, 'small.txt']);
    const huge = await measured([CHILD, dir, 'huge.txt']);
    expect(huge.code, huge.stderr).toBe(0);
    const result = JSON.parse(huge.stdout) as { ok: boolean; output: string };
    expect(result.ok).toBe(true);
    expect(result.output).toBe(`   1 | ${'x'.repeat(2000)} … [line cut: ${SIZE} bytes]`);
    expect(huge.rssMb).toBeLessThan(150);
    expect(huge.rssMb - small.rssMb).toBeLessThan(40);
  });

  it('in a whole run: exit 0, the result in a verifying log, and no runaway memory', async () => {
    const fx = makeFixture({
      script: [
        { tool_calls: [{ name: 'read_file', args: { path: 'huge.txt' } }] },
        { tool_calls: [{ name: 'attempt_completion', args: { result: 'read' } }] },
      ],
    });
    // A hard link: the sparse file is not copied.
    linkSync(path.join(dir, 'huge.txt'), path.join(fx.workspace, 'huge.txt'));
    const run = await measured([CLI, 'run', fx.taskFile, '--no-pr', '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    const runs = path.join(fx.workspace, '.nightshift', 'runs');
    const text = readFileSync(path.join(runs, readdirSync(runs)[0] ?? '', 'audit.jsonl'), 'utf8');
    expect(verifyAuditText(text)).toMatchObject({ ok: true, finished: true });
    const result = text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((e) => e.type === 'tool.result');
    expect(result).toMatchObject({ ok: true });
    expect(result?.output).toContain(`… [line cut: ${SIZE} bytes]`);
    // The whole CLI under tsx weighs ~150 MB before it reads anything; a 600 MB line held
    // whole (or decoded to a string) would add at least 600 MB.
    expect(run.rssMb).toBeLessThan(250);
  });
});
