import { chmodSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDiffTool, createApplyDiffTool } from '../../src/tools/apply-diff.ts';
import { call, diff, workspace } from './helpers.ts';

describe('apply_diff', () => {
  it('edits a file and reports each block', async () => {
    const ws = workspace({ 'a.js': 'const a = 1;\nconst b = 2;\n' });
    const res = await call(applyDiffTool, ws.dir, {
      path: 'a.js',
      diff: diff(['const b = 2;', 'const b = 3;', 2]),
    });
    expect(res).toEqual({
      ok: true,
      output: 'Applied 1 of 1 block to a.js.\n- Block 1 (diff line 1): applied at line 2 (exact match).',
    });
    expect(ws.read('a.js')).toBe('const a = 1;\nconst b = 3;\n');
  });

  it('writes tabs into a tab-indented file when the model retyped the block with spaces', async () => {
    const go = 'func f(err error) error {\n\tif err != nil {\n\t\treturn err\n\t}\n\treturn nil\n}\n';
    const ws = workspace({ 'f.go': go });
    const res = await call(applyDiffTool, ws.dir, {
      path: 'f.go',
      diff: diff([
        '    if err != nil {\n        return err\n    }',
        '    if err != nil {\n        log.Print(err)\n        return err\n    }',
      ]),
    });
    expect(res.ok).toBe(true);
    expect(ws.read('f.go')).toBe(
      'func f(err error) error {\n\tif err != nil {\n\t\tlog.Print(err)\n\t\treturn err\n\t}\n\treturn nil\n}\n',
    );
  });

  it('keeps CRLF line endings, a missing final newline and the file mode', async () => {
    const ws = workspace({ 'win.txt': 'one\r\ntwo\r\nthree' });
    chmodSync(path.join(ws.dir, 'win.txt'), 0o755);
    const res = await call(applyDiffTool, ws.dir, {
      path: 'win.txt',
      diff: diff(['two', 'TWO\nand a half']),
    });
    expect(res.ok).toBe(true);
    expect(ws.read('win.txt')).toBe('one\r\nTWO\r\nand a half\r\nthree');
    expect(ws.mode('win.txt')).toBe(0o755);
  });

  it('leaves the stray CRLF lines of a mostly-LF file untouched', async () => {
    const ws = workspace({ 'mixed.txt': 'a\nb\r\nc\nd\n' });
    expect((await call(applyDiffTool, ws.dir, { path: 'mixed.txt', diff: diff(['c', 'C']) })).ok).toBe(true);
    expect(ws.read('mixed.txt')).toBe('a\nb\r\nC\nd\n');
  });

  it('edits a file that contains conflict markers, escaped in the diff', async () => {
    const ws = workspace({ 'merge.txt': 'x\n<<<<<<< SEARCH\nours\n=======\ntheirs\n>>>>>>> REPLACE\ny\n' });
    const d = [
      '<<<<<<< SEARCH',
      '\\<<<<<<< SEARCH',
      'ours',
      '\\=======',
      'theirs',
      '\\>>>>>>> REPLACE',
      '=======',
      'resolved',
      '>>>>>>> REPLACE',
    ].join('\n');
    const res = await call(applyDiffTool, ws.dir, { path: 'merge.txt', diff: d });
    expect(res.ok).toBe(true);
    expect(ws.read('merge.txt')).toBe('x\nresolved\ny\n');
  });

  it('writes the blocks that applied and reports the failed ones with the best candidate', async () => {
    const ws = workspace({
      'f.py': 'def area(r):\n    return 3.14 * r * r\n\ndef perimeter(r):\n    return 2 * 3.14 * r\n',
    });
    const d = diff(
      ['def area(r):', 'def area(radius):'],
      ['def perimeter(r, unit):\n    return 2 * 3.14 * r * unit', 'x'],
    );
    const res = await call(createApplyDiffTool({ fuzzyThreshold: 0.95 }), ws.dir, { path: 'f.py', diff: d });
    expect(res.ok).toBe(false);
    expect(res.output).toContain('Applied 1 of 2 blocks to f.py and saved the file; 1 failed.');
    expect(res.output).toContain('Block 1 is already in the file: do not send it again.');
    expect(res.output).toMatch(
      /Block 2 \(diff line 7\) FAILED: no match; the most similar lines are 4-5 at \d+(\.\d)?% similarity/,
    );
    expect(res.output).toContain('    4 | def perimeter(r):');
    expect(ws.read('f.py')).toContain('def area(radius):');
  });

  it('leaves the file untouched when no block applies, and says what to fix', async () => {
    const ws = workspace({ 'a.txt': 'a\nb\na\n' });
    const res = await call(applyDiffTool, ws.dir, { path: 'a.txt', diff: diff(['a', 'c']) });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/No block applied; a.txt is unchanged[\s\S]*2 matches starting at lines 1, 3/);
    expect(ws.read('a.txt')).toBe('a\nb\na\n');
  });

  it('returns the format help for a malformed diff', async () => {
    const ws = workspace({ 'a.txt': 'a\n' });
    const res = await call(applyDiffTool, ws.dir, { path: 'a.txt', diff: '<<<<<<< SEARCH\na\n' });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/^Invalid diff at line 3[\s\S]*<<<<<<< SEARCH\n:start_line:42/);
  });

  it('refuses paths outside the workspace, through .., absolute paths and symlinks, and .git', async () => {
    const outside = workspace({ 'secret.txt': 'x\n' });
    const ws = workspace({ 'a.txt': 'a\n' });
    symlinkSync(outside.dir, path.join(ws.dir, 'link'));
    const d = diff(['x', 'y']);
    for (const p of ['../secret.txt', path.join(outside.dir, 'secret.txt'), 'link/secret.txt']) {
      const res = await call(applyDiffTool, ws.dir, { path: p, diff: d });
      expect(res).toMatchObject({
        ok: false,
        output: expect.stringMatching(/is outside the workspace/) as unknown,
      });
    }
    expect(outside.read('secret.txt')).toBe('x\n');
    const git = await call(applyDiffTool, ws.dir, { path: '.git/config', diff: d });
    expect(git.output).toMatch(/is protected \(\.git\)/);
    const out = await call(applyDiffTool, ws.dir, { path: '.out/audit.jsonl', diff: d });
    expect(out.output).toMatch(/is protected \(run output directory\)/);
    const nul = await call(applyDiffTool, ws.dir, { path: 'a\0.txt', diff: d });
    expect(nul.output).toMatch(/NUL byte/);
  });

  it('reports a missing file and refuses binary and huge files', async () => {
    const ws = workspace({ 'bin.dat': 'a\0b' });
    // A sparse file: its size is checked before anything is read.
    writeFileSync(path.join(ws.dir, 'huge.txt'), '');
    truncateSync(path.join(ws.dir, 'huge.txt'), 30 * 1024 * 1024);
    expect((await call(applyDiffTool, ws.dir, { path: 'huge.txt', diff: diff(['a', 'b']) })).output).toMatch(
      /limit for edit tools/,
    );
    expect((await call(applyDiffTool, ws.dir, { path: 'nope.txt', diff: diff(['a', 'b']) })).output).toMatch(
      /File not found: nope.txt/,
    );
    expect((await call(applyDiffTool, ws.dir, { path: 'bin.dat', diff: diff(['a', 'b']) })).output).toMatch(
      /binary/,
    );
  });

  it('declares the edited path for the policy, as an edit and a read (it shows lines of the file)', () => {
    expect(applyDiffTool.access?.({ path: 'src/x.ts', diff: 'd' })).toEqual([
      { kind: 'edit', path: 'src/x.ts' },
      { kind: 'read', path: 'src/x.ts' },
    ]);
  });
});

describe('createApplyDiffTool', () => {
  it('refuses a threshold outside 0..1', () => {
    expect(() => createApplyDiffTool({ fuzzyThreshold: 90 })).toThrow(/between 0 and 1/);
  });
});
