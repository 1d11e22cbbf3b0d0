import { describe, expect, it } from 'vitest';
import { searchAndReplaceTool } from '../../src/tools/search-and-replace.ts';
import { call, workspace } from './helpers.ts';

describe('search_and_replace', () => {
  it('replaces literal text everywhere and reports the count; regex characters are literal', async () => {
    const ws = workspace({ 'a.txt': 'a.b a.b axb\n' });
    const res = await call(searchAndReplaceTool, ws.dir, { path: 'a.txt', search: 'a.b', replace: '$1' });
    expect(res).toEqual({ ok: true, output: 'Replaced 2 matches in a.txt.' });
    expect(ws.read('a.txt')).toBe('$1 $1 axb\n');
  });

  it('uses regex capture groups, ignore_case and a line range, on a CRLF file', async () => {
    const ws = workspace({ 'a.txt': 'Foo(1)\r\nfoo(2)\r\nfoo(3)\r\n' });
    const res = await call(searchAndReplaceTool, ws.dir, {
      path: 'a.txt',
      search: '^foo\\((\\d)\\)$',
      replace: 'bar[$1]',
      use_regex: true,
      ignore_case: true,
      start_line: 1,
      end_line: 2,
    });
    expect(res.output).toBe('Replaced 2 matches in a.txt within lines 1-2.');
    expect(ws.read('a.txt')).toBe('bar[1]\r\nbar[2]\r\nfoo(3)\r\n');
  });

  it('reports no match, an invalid regex and an inverted range', async () => {
    const ws = workspace({ 'a.txt': 'abc\n' });
    expect(
      (await call(searchAndReplaceTool, ws.dir, { path: 'a.txt', search: 'zzz', replace: '' })).output,
    ).toBe('No match for text "zzz" in a.txt. Read the file to check the exact text.');
    const bad = await call(searchAndReplaceTool, ws.dir, {
      path: 'a.txt',
      search: '(',
      replace: '',
      use_regex: true,
    });
    expect(bad.output).toMatch(/not a valid JavaScript regular expression/);
    expect(
      searchAndReplaceTool.params.safeParse({
        path: 'a',
        search: 'x',
        replace: '',
        start_line: 3,
        end_line: 2,
      }).success,
    ).toBe(false);
    expect(ws.read('a.txt')).toBe('abc\n');
  });
});
