import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// Exponential on V8's backtracking engine: on 40 `a`s and a `!`, days of one thread.
const CATASTROPHIC = ['(a+)+$', '(a|aa)*b', '(\\w+\\s?)*$', '^(a|a?)+$'];
const VICTIM = `${'a'.repeat(40)}!\n`;

/**
 * Calls `tool` in a child Node without ripgrep (the JavaScript engine, as in the action): a match
 * runs synchronously, so a regression would hang this worker instead of failing; the child's
 * timeout turns a hang into a failure.
 */
function callInChild(tool: string, args: unknown, files: Record<string, string>) {
  const ws = mkdtempSync(path.join(tmpdir(), 'ns-redos-'));
  dirs.push(ws);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
    writeFileSync(path.join(ws, rel), text);
  }
  const script = [
    `const { BUILTIN_TOOLS } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/registry.ts'))});`,
    `const tool = BUILTIN_TOOLS.find((t) => t.name === ${JSON.stringify(tool)});`,
    `const ctx = { workspace: ${JSON.stringify(ws)}, outDir: ${JSON.stringify(path.join(ws, '.out'))}, readable: () => true, redact: (t) => t, signal: new AbortController().signal };`,
    `const r = await tool.execute(tool.params.parse(${JSON.stringify(args)}), ctx);`,
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NIGHTSHIFT_NO_RIPGREP: '1' },
  });
  expect(r.signal, `${tool} did not return: the match backtracked without bound`).toBeNull();
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { ok: boolean; output: string };
}

describe('a regex the model wrote cannot stall the run (catastrophic backtracking)', () => {
  it.each(CATASTROPHIC)('search_files (JavaScript engine) with /%s/ returns', (regex) => {
    const r = callInChild('search_files', { path: '.', regex }, { 'src/victim.txt': VICTIM });
    expect(r.ok).toBe(true);
  });

  it.each(CATASTROPHIC)(
    'search_and_replace with /%s/ returns and changes nothing it did not match',
    (search) => {
      const r = callInChild(
        'search_and_replace',
        { path: 'victim.txt', search, replace: 'X', use_regex: true },
        { 'victim.txt': VICTIM },
      );
      expect(r.output).toMatch(/^(No match for regex|Replaced \d+ match)/);
    },
  );

  it('search_files with a file_pattern that backtracks in picomatch, against a name made for it, returns', () => {
    const name = 'a'.repeat(60);
    for (const file_pattern of [`${'*a'.repeat(16)}b`, `src/${'*a'.repeat(16)}b`]) {
      const r = callInChild(
        'search_files',
        { path: '.', regex: 'x', file_pattern },
        { [`src/${name}`]: 'x\n' },
      );
      expect(r.output, file_pattern).toMatch(/^No matches for \/x\//);
    }
  });

  it('search_files (JavaScript engine) refuses backreferences and look-around, as ripgrep does', () => {
    for (const regex of ['(a)\\1', '(?=a)a', 'a(?!b)']) {
      const r = callInChild('search_files', { path: '.', regex }, { 'a.txt': 'aa\n' });
      expect(r.ok, regex).toBe(false);
      expect(r.output).toContain('cannot be matched in linear time');
    }
  });
});
