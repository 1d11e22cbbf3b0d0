import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// Exponential on V8's backtracking engine: on 40 `a`s and a `!`, days of one thread.
const CATASTROPHIC = ['(a+)+$', '(a|aa)*b', '(\\w+\\s?)*$', '^(a|a?)+$'];
const VICTIM = `${'a'.repeat(40)}!\n`;

/** `tool` on a workspace of `files`, without ripgrep (the JavaScript engine, as in the action). */
function callInChild(tool: string, args: unknown, files: Record<string, string>) {
  const ws = mkdtempSync(path.join(tmpdir(), 'ns-redos-'));
  dirs.push(ws);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
    writeFileSync(path.join(ws, rel), text);
  }
  return callToolInChild(ws, tool, args, {
    env: { NIGHTSHIFT_NO_RIPGREP: '1' },
    blocked: 'the match backtracked without bound',
  });
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
