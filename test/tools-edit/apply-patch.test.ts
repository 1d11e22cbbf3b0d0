import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatchTool, patchPaths } from '../../src/tools/apply-patch.ts';
import { parsePatch } from '../../src/tools/diff/parse-patch.ts';
import { call, workspace } from './helpers.ts';

const patch = (...lines: string[]) => ['*** Begin Patch', ...lines, '*** End Patch'].join('\n');

describe('apply_patch', () => {
  it('adds, deletes, updates and moves files in one patch', async () => {
    const ws = workspace({
      'old.txt': 'bye\n',
      'src.py': 'class A:\n    def f(self):\n        return 1\n\n    def g(self):\n        return 1\n',
    });
    chmodSync(path.join(ws.dir, 'src.py'), 0o755);
    const res = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Add File: new/hello.txt',
        '+hello',
        '+world',
        '*** Delete File: old.txt',
        '*** Update File: src.py',
        '*** Move to: lib/src.py',
        '@@ class A:',
        '@@     def g(self):',
        '-        return 1',
        '+        return 2',
      ),
    });
    expect(res).toEqual({
      ok: true,
      output: 'Patch applied:\nA new/hello.txt\nD old.txt\nR src.py -> lib/src.py',
    });
    expect(ws.read('new/hello.txt')).toBe('hello\nworld\n');
    expect(existsSync(path.join(ws.dir, 'old.txt'))).toBe(false);
    expect(existsSync(path.join(ws.dir, 'src.py'))).toBe(false);
    // The @@ headers point at g, so f's identical line is left alone.
    expect(ws.read('lib/src.py')).toBe(
      'class A:\n    def f(self):\n        return 1\n\n    def g(self):\n        return 2\n',
    );
    expect(ws.mode('lib/src.py')).toBe(0o755);
  });

  it('finds context despite trailing whitespace and typographic punctuation, keeping CRLF', async () => {
    const ws = workspace({ 'a.txt': 'say \u201Chi\u201D   \r\nold\r\nend' });
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: a.txt', ' say "hi"', '-old', '+new', ' end', '*** End of File'),
    });
    expect(res.ok).toBe(true);
    expect(ws.read('a.txt')).toBe('say \u201Chi\u201D   \r\nnew\r\nend');
  });

  it('is all or nothing: a failing hunk leaves every file unchanged and shows the closest lines', async () => {
    const ws = workspace({ 'a.txt': 'one\ntwo\n', 'b.txt': 'alpha\nbeta\ngamma\n' });
    const res = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Update File: a.txt',
        '-one',
        '+ONE',
        '*** Add File: c.txt',
        '+c',
        '*** Update File: b.txt',
        ' alpha',
        '-betta',
        ' gamma',
      ),
    });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(
      /hunk 1 of b.txt \(patch line 8\): its context and removed lines were not found[\s\S]*Closest match: lines 1-3/,
    );
    expect(res.output).toContain('no file was changed');
    expect(ws.read('a.txt')).toBe('one\ntwo\n');
    expect(existsSync(path.join(ws.dir, 'c.txt'))).toBe(false);
  });

  it('refuses to add an existing file, update a missing one or move onto an existing one', async () => {
    const ws = workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' });
    const run = async (...lines: string[]) =>
      (await call(applyPatchTool, ws.dir, { input: patch(...lines) })).output;
    expect(await run('*** Add File: a.txt', '+x')).toMatch(/already exists. Use \*\*\* Update File/);
    expect(await run('*** Update File: nope.txt', '-a', '+b')).toMatch(/nope.txt does not exist/);
    expect(await run('*** Update File: a.txt', '*** Move to: b.txt', '-a', '+c')).toMatch(
      /Move to: b.txt already exists/,
    );
    // Deleting and re-adding a file in one patch is sequenced.
    expect(
      await run('*** Delete File: a.txt', '*** Add File: a.txt', '+fresh', '*** Add File: empty.txt'),
    ).toMatch(/^Patch applied/);
    expect(ws.read('a.txt')).toBe('fresh\n');
    expect(ws.read('empty.txt')).toBe('');
  });

  it('refuses paths outside the workspace before writing anything', async () => {
    const outside = workspace();
    const ws = workspace();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Add File: ok.txt', '+x', `*** Add File: ${path.join(outside.dir, 'evil.txt')}`, '+x'),
    });
    expect(res.output).toMatch(/is outside the workspace/);
    expect(existsSync(path.join(ws.dir, 'ok.txt'))).toBe(false);
    expect(existsSync(path.join(outside.dir, 'evil.txt'))).toBe(false);
  });

  it('reports format errors with the line and the expected format', async () => {
    const ws = workspace({ 'a.txt': 'a\n' });
    const out = async (input: string) => (await call(applyPatchTool, ws.dir, { input })).output;
    expect(await out('*** Update File: a.txt\n-a\n+b\n*** End Patch')).toMatch(
      /^Invalid patch at line 1: the patch must start with "\*\*\* Begin Patch"[\s\S]*Expected format:/,
    );
    expect(await out(patch('*** Update File: a.txt', 'a'))).toMatch(
      /line 3: hunk lines start with " " \(context\)/,
    );
    expect(await out(patch('*** Add File: n.txt', 'no plus'))).toMatch(/must start with "\+"/);
    expect(await out(patch('*** Frobnicate: a.txt'))).toMatch(/expected "\*\*\* Add File: "/);
  });

  it('declares every touched path, move destinations included, and exposes parse errors', () => {
    const p = patch(
      '*** Add File: a',
      '+x',
      '*** Delete File: b',
      '*** Update File: c',
      '*** Move to: d',
      '-x',
      '+y',
    );
    expect(patchPaths(p)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyPatchTool.access?.({ input: p })).toEqual(
      ['a', 'b', 'c', 'd'].map((path) => ({ kind: 'edit', path })),
    );
    expect(patchPaths('garbage')).toBeInstanceOf(Error);
    expect(applyPatchTool.access?.({ input: 'garbage' })).toEqual([]);
  });

  it('parses pure additions after an @@ context, and ignores unified-diff ranges in headers', () => {
    const [op] = parsePatch(
      patch('*** Update File: f', '@@ def g():', '+    pass', '@@ -3,2 +3,1 @@', ' x', '-y'),
    );
    expect(op).toMatchObject({
      type: 'update',
      chunks: [
        { contexts: ['def g():'], oldLines: [], newLines: ['    pass'], contextIndex: [undefined] },
        { contexts: [], oldLines: ['x', 'y'], newLines: ['x'], contextIndex: [0] },
      ],
    });
  });
});
