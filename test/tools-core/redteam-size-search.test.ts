import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * search_files on workspace content a command (or a hostile repository) can leave: one line of
 * 600 MB that matches. ripgrep's `--json` printer ignores `--max-columns` and prints every
 * submatch, so that one line was gigabytes of JSON, which nightshift joined chunk by chunk into
 * one string (minutes, then over V8's string limit); the JS engine read the file whole into one
 * buffer and one string (over V8's limit: an exception, not a result). Each call runs in a child
 * Node with a timeout, so a hang fails the test instead of stalling the worker.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const LINE_BYTES = 600 * 1024 * 1024;

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-search-'));
  const fd = openSync(path.join(workspace, 'big.txt'), 'w');
  writeSync(fd, 'hello\n');
  const block = Buffer.alloc(8 * 1024 * 1024, 'x');
  for (let written = 0; written < LINE_BYTES; written += block.length) writeSync(fd, block);
  writeSync(fd, '\nend\n');
  closeSync(fd);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function searchInChild(args: unknown, env: NodeJS.ProcessEnv = {}) {
  const script = [
    `const { searchFilesTool } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/search-files.ts'))});`,
    `const ctx = { workspace: ${JSON.stringify(workspace)}, outDir: ${JSON.stringify(path.join(workspace, '.out'))},`,
    `  readable: () => true, redact: (t) => t, signal: new AbortController().signal, sandbox: { backend: 'none', running: 0 } };`,
    `const r = await searchFilesTool.execute(searchFilesTool.params.parse(${JSON.stringify(args)}), ctx);`,
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
    "process.on('exit', () => process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}`));",
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  });
  expect(r.signal, 'search_files did not return within 20 s').toBeNull();
  expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
  const rssMb = Number(/maxrss_kb=(\d+)/.exec(r.stderr)?.[1]) / 1024;
  return { ...(JSON.parse(r.stdout) as { ok: boolean; output: string }), rssMb };
}

describe('search_files on a 600 MB line that matches', { timeout: 60_000 }, () => {
  it.each([
    ['ripgrep', {}],
    ['the JavaScript engine', { NIGHTSHIFT_NO_RIPGREP: '1' }],
  ])('with %s: returns the line cut, its context, in bounded memory', (_engine, env) => {
    const r = searchInChild({ path: '.', regex: 'x' }, env);
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(
      /^1 matching line in 1 file:\n\nbig\.txt\n {3}1- hello\n {3}2: x{500} … \[line cut: over \d+ chars\]\n {3}3- end$/,
    );
    expect(r.output.length).toBeLessThan(1000);
    expect(r.rssMb).toBeLessThan(400);
  });

  it.each([
    ['ripgrep', {}],
    ['the JavaScript engine', { NIGHTSHIFT_NO_RIPGREP: '1' }],
  ])('with %s: finds a short match after it', (_engine, env) => {
    const r = searchInChild({ path: 'big.txt', regex: '^end$' }, env);
    expect(r.output).toContain('   3: end');
    expect(r.rssMb).toBeLessThan(400);
  });
});
