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

  it('uses regex capture groups and a line range, on a CRLF file', async () => {
    const ws = workspace({ 'a.txt': 'Foo(1)\r\nfoo(2)\r\nfoo(3)\r\n' });
    const res = await call(searchAndReplaceTool, ws.dir, {
      path: 'a.txt',
      search: '^[Ff]oo\\((\\d)\\)$',
      replace: 'bar[$1]',
      use_regex: true,
      start_line: 1,
      end_line: 2,
    });
    expect(res.output).toBe('Replaced 2 matches in a.txt within lines 1-2.');
    expect(ws.read('a.txt')).toBe('bar[1]\r\nbar[2]\r\nfoo(3)\r\n');
  });

  it('ignore_case on literal text; with use_regex it is refused, since V8 cannot bound such a match', async () => {
    const ws = workspace({ 'a.txt': 'Foo(1) FOO(1) foo(2)\n' });
    const res = await call(searchAndReplaceTool, ws.dir, {
      path: 'a.txt',
      search: 'foo(1)',
      replace: 'bar',
      ignore_case: true,
    });
    expect(res.output).toBe('Replaced 2 matches in a.txt.');
    expect(ws.read('a.txt')).toBe('bar bar foo(2)\n');
    const both = await call(searchAndReplaceTool, ws.dir, {
      path: 'a.txt',
      search: 'foo',
      replace: 'x',
      use_regex: true,
      ignore_case: true,
    });
    expect(both.ok).toBe(false);
    expect(both.output).toContain('ignore_case works with literal text only');
    expect(ws.read('a.txt')).toBe('bar bar foo(2)\n');
  });

  it('refuses a regex that cannot be matched in linear time, and names what to drop', async () => {
    const ws = workspace({ 'a.txt': 'abab\n' });
    for (const search of ['(ab)\\1', '(?=a)a', 'a(?!x)', 'b{1,1000}']) {
      const res = await call(searchAndReplaceTool, ws.dir, {
        path: 'a.txt',
        search,
        replace: '',
        use_regex: true,
      });
      expect(res.ok, search).toBe(false);
      expect(res.output).toContain('cannot be matched in linear time');
    }
    expect(ws.read('a.txt')).toBe('abab\n');
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
