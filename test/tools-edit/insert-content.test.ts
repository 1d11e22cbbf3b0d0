import { describe, expect, it } from 'vitest';
import { insertContentTool } from '../../src/tools/insert-content.ts';
import { call, workspace } from './helpers.ts';

describe('insert_content', () => {
  it('inserts before a 1-based line', async () => {
    const ws = workspace({ 'a.txt': 'one\ntwo\n' });
    const res = await call(insertContentTool, ws.dir, {
      path: 'a.txt',
      line: 2,
      content: 'one and a half\n',
    });
    expect(res).toEqual({ ok: true, output: 'Inserted 1 line into a.txt before line 2 (now lines 2-2).' });
    expect(ws.read('a.txt')).toBe('one\none and a half\ntwo\n');
  });

  it('appends with line 0, keeping CRLF and the missing final newline', async () => {
    const ws = workspace({ 'a.txt': 'one\r\ntwo' });
    await call(insertContentTool, ws.dir, { path: 'a.txt', line: 0, content: 'three\nfour' });
    expect(ws.read('a.txt')).toBe('one\r\ntwo\r\nthree\r\nfour');
  });

  it('creates a missing file with line 0 and refuses a line beyond the end', async () => {
    const ws = workspace({ 'a.txt': 'one\n' });
    await call(insertContentTool, ws.dir, { path: 'b.txt', line: 0, content: 'new' });
    expect(ws.read('b.txt')).toBe('new\n');
    const res = await call(insertContentTool, ws.dir, { path: 'a.txt', line: 5, content: 'x' });
    expect(res).toEqual({
      ok: false,
      output: 'a.txt has 1 line; line must be between 1 and 2, or 0 to append.',
    });
    expect((await call(insertContentTool, ws.dir, { path: 'c.txt', line: 3, content: 'x' })).output).toMatch(
      /does not exist/,
    );
  });

  it('rejects negative lines in the schema and paths outside the workspace', async () => {
    expect(insertContentTool.params.safeParse({ path: 'a', line: -1, content: '' }).success).toBe(false);
    const ws = workspace();
    expect(
      (await call(insertContentTool, ws.dir, { path: '/etc/passwd', line: 0, content: 'x' })).output,
    ).toMatch(/outside the workspace/);
  });
});
