import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * A hostile .gitignore: the walk behind list_files, the JS search engine and codebase_search
 * compiled every rule and tested every entry against each, synchronously, in nightshift's
 * process. 120,000 short rules (under 1 MiB) over 2,000 files, or a 3 MB file of 200,000, held
 * the run for minutes. Each call runs in a child Node with a timeout, so a hang fails the test.
 */

let root: string;
const ws = (name: string) => path.join(root, name);
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-ignore-'));
  for (const [name, rules, size] of [
    ['many', 120_000, 'short'],
    ['big', 200_000, 'long'],
  ] as const) {
    mkdirSync(path.join(ws(name), 'd'), { recursive: true });
    const lines = ['ignored-*.txt'];
    for (let i = 0; i < rules; i++) lines.push(size === 'short' ? `a${i}` : `generated-${i}_*.tmp`);
    writeFileSync(path.join(ws(name), '.gitignore'), `${lines.join('\n')}\n`);
    for (let i = 0; i < 2000; i++) writeFileSync(path.join(ws(name), 'd', `f${i}.txt`), 'needle\n');
    writeFileSync(path.join(ws(name), 'ignored-1.txt'), 'needle\n');
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const toolInChild = (workspace: string, tool: string, args: unknown, env: NodeJS.ProcessEnv = {}) =>
  callToolInChild(workspace, tool, args, { env, blocked: 'held by the ignore rules?' });

describe('a .gitignore of 120,000 rules', { timeout: 60_000 }, () => {
  it('list_files returns, and the file’s first rules still hold', () => {
    const r = toolInChild(ws('many'), 'list_files', { path: '.', recursive: true });
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(/\[\d+ of 2002 entries left out/);
    expect(r.output).not.toContain('ignored-1.txt');
  });

  it('search_files with the JS engine returns', () => {
    const r = toolInChild(
      ws('many'),
      'search_files',
      { path: '.', regex: 'needle' },
      { NIGHTSHIFT_NO_RIPGREP: '1' },
    );
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(/^2000\+? matching lines/);
    expect(r.output).not.toContain('ignored-1.txt');
  });
});

describe('a .gitignore of 3 MB', { timeout: 60_000 }, () => {
  it('list_files returns (the file is over the size git-like walks read, and is not applied)', () => {
    const r = toolInChild(ws('big'), 'list_files', { path: '.', recursive: true });
    expect(r.ok).toBe(true);
    expect(r.output).toContain('ignored-1.txt');
    expect(r.output).toContain('of 2003 entries left out');
  });
});
