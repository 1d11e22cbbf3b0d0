import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A sparse file of 20 GB (no disk: `truncate -s 20G` after a few lines of text, which a command
 * can leave in the workspace): its text passes the binary sniff, then the hole reads as one
 * endless line of NULs. read_file scans synchronously, so while it read the 20 GB (about 30 s
 * here; a terabyte takes half an hour) nothing else in the run acted, not its timeout, not a
 * cancel; the JS search engine read the file whole (over Node's 2 GB buffer limit: an exception).
 * Each call runs in a child Node with a timeout, so a hang fails the test.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-read-'));
  const fd = openSync(path.join(workspace, 'sparse.txt'), 'w');
  writeSync(fd, `hello\n${'y'.repeat(9000)}`);
  ftruncateSync(fd, 20 * 1024 ** 3);
  closeSync(fd);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function toolInChild(tool: string, args: unknown, env: NodeJS.ProcessEnv = {}) {
  const script = [
    `const { BUILTIN_TOOLS } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/registry.ts'))});`,
    `const tool = BUILTIN_TOOLS.find((t) => t.name === ${JSON.stringify(tool)});`,
    `const ctx = { workspace: ${JSON.stringify(workspace)}, outDir: ${JSON.stringify(path.join(workspace, '.out'))},`,
    `  readable: () => true, redact: (t) => t, signal: new AbortController().signal, sandbox: { backend: 'none', running: 0 } };`,
    `const r = await tool.execute(tool.params.parse(${JSON.stringify(args)}), ctx);`,
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
    "process.on('exit', () => process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}`));",
  ].join('\n');
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, ...env },
  });
  expect(r.signal, `${tool} did not return within 20 s`).toBeNull();
  expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
  const rssMb = Number(/maxrss_kb=(\d+)/.exec(r.stderr)?.[1]) / 1024;
  return { ...(JSON.parse(r.stdout) as { ok: boolean; output: string }), rssMb, ms: Date.now() - started };
}

describe('a sparse 20 GB text file', { timeout: 60_000 }, () => {
  it('read_file shows the lines before the hole and says where it stopped reading', () => {
    const r = toolInChild('read_file', { path: 'sparse.txt' });
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(
      /^ {3}1 \| hello\n\[Lines 1-1 shown; read_file reads at most \d+ bytes per call and stopped inside line 2 of sparse\.txt/,
    );
    expect(r.output).toContain('tail -c');
    expect(r.rssMb).toBeLessThan(300);
  });

  it('read_file at an offset past the bound is an error the model can act on', () => {
    const r = toolInChild('read_file', { path: 'sparse.txt', offset: 3 });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('stopped inside line 2 of sparse.txt');
  });

  it('search_files with the JS engine finds the first line and says the count is a lower bound', () => {
    const r = toolInChild(
      'search_files',
      { path: 'sparse.txt', regex: 'hello' },
      { NIGHTSHIFT_NO_RIPGREP: '1' },
    );
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(/^1\+ matching lines? in 1\+ files?:\n\nsparse\.txt\n {3}1: hello/);
    expect(r.rssMb).toBeLessThan(300);
  });
});
