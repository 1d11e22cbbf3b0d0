import { chmodSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editTool } from '../../src/tools/edit.ts';
import { call, workspace } from './helpers.ts';

describe('edit', () => {
  it('replaces a unique occurrence, keeping CRLF, the missing final newline and the mode', async () => {
    const ws = workspace({ 'a.ts': 'let a = 1;\r\nlet b = 2;\r\nlet c = 3;' });
    chmodSync(path.join(ws.dir, 'a.ts'), 0o755);
    const res = await call(editTool, ws.dir, {
      path: 'a.ts',
      old_string: 'let b = 2;\nlet c',
      new_string: 'let b = 20;\nlet c',
    });
    expect(res).toEqual({ ok: true, output: 'Replaced 1 occurrence in a.ts at line 2.' });
    expect(ws.read('a.ts')).toBe('let a = 1;\r\nlet b = 20;\r\nlet c = 3;');
    expect(ws.mode('a.ts')).toBe(0o755);
  });

  it('refuses several matches without replace_all, with count and lines, and replaces all with it', async () => {
    const ws = workspace({ 'a.txt': 'foo\nbar\nfoo $1\n' });
    const res = await call(editTool, ws.dir, { path: 'a.txt', old_string: 'foo', new_string: 'baz $&' });
    expect(res.ok).toBe(false);
    expect(res.output).toBe(
      'a.txt: old_string occurs 2 times (at lines 1, 3). Add surrounding lines to old_string so it matches exactly one place, or set replace_all: true to change every occurrence.',
    );
    const all = await call(editTool, ws.dir, {
      path: 'a.txt',
      old_string: 'foo',
      new_string: 'baz $&',
      replace_all: true,
    });
    expect(all.output).toBe('Replaced 2 occurrences in a.txt at lines 1, 3.');
    expect(ws.read('a.txt')).toBe('baz $&\nbar\nbaz $& $1\n');
  });

  it('falls back to whole lines ignoring indentation and smart quotes, re-indenting new_string', async () => {
    const ws = workspace({ 'a.py': "def f():\n    if x:\n        print('hi')\n" });
    const res = await call(editTool, ws.dir, {
      path: 'a.py',
      old_string: 'if x:\n    print(\u2018hi\u2019)',
      new_string: 'if x:\n    print("hello")',
    });
    expect(res.output).toMatch(/matched ignoring indentation/);
    expect(ws.read('a.py')).toBe('def f():\n    if x:\n        print("hello")\n');
  });

  it('matches an old_string that ends with the final newline, exactly', async () => {
    const ws = workspace({ 'a.txt': 'a\nb\n' });
    expect(
      (await call(editTool, ws.dir, { path: 'a.txt', old_string: 'b\n', new_string: 'c\n' })).output,
    ).toBe('Replaced 1 occurrence in a.txt at line 2.');
    expect(ws.read('a.txt')).toBe('a\nc\n');
  });

  it('says what to do when nothing matches, with the closest lines', async () => {
    const ws = workspace({ 'a.js': 'function sum(a, b) {\n  return a + b;\n}\n' });
    const res = await call(editTool, ws.dir, {
      path: 'a.js',
      old_string: 'function sum(a, c) {\n  return a + c;',
      new_string: 'x',
    });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(
      /not found in the file\. Read the file again \(read_file\)[\s\S]*Closest match: lines 1-2 \(\d+(\.\d)?% similar\):\n {2}1 \| function sum\(a, b\) \{/,
    );
    expect(ws.read('a.js')).toBe('function sum(a, b) {\n  return a + b;\n}\n');
  });

  it('creates a new file (and its directories) when old_string is empty, but not over an existing file', async () => {
    const ws = workspace({ 'exists.txt': 'content\n' });
    expect(
      (await call(editTool, ws.dir, { path: 'new/dir/f.txt', old_string: '', new_string: 'hello\n' })).output,
    ).toBe('Created new/dir/f.txt.');
    expect(ws.read('new/dir/f.txt')).toBe('hello\n');
    const res = await call(editTool, ws.dir, { path: 'exists.txt', old_string: '', new_string: 'x' });
    expect(res.output).toMatch(/already exists; an empty old_string only creates new files/);
  });

  it('rejects identical strings and paths outside the workspace', async () => {
    const ws = workspace({ 'a.txt': 'a\n' });
    expect(
      (await call(editTool, ws.dir, { path: 'a.txt', old_string: 'a', new_string: 'a' })).output,
    ).toMatch(/identical/);
    expect(
      (await call(editTool, ws.dir, { path: '../x.txt', old_string: '', new_string: 'a' })).output,
    ).toMatch(/outside the workspace/);
  });

  it('refuses a new_string that stands a placeholder comment for lines of old_string', async () => {
    const current =
      'class Cart:\n    def add(self, item):\n        self.items.append(item)\n\n    def total(self):\n        return sum(i.price for i in self.items)\n';
    const ws = workspace({ 'cart.py': current });
    const res = await call(editTool, ws.dir, {
      path: 'cart.py',
      old_string: current,
      new_string:
        'class Cart:\n    # ... existing methods ...\n\n    def clear(self):\n        self.items = []\n',
    });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(
      /^cart.py was not changed: line 2 of the file as the edit would leave it, "# \.\.\. existing methods \.\.\.", stands for code left out, and 4 non-blank lines .* Put the complete replacement in new_string/,
    );
    expect(ws.read('cart.py')).toBe(current);
  });
});
