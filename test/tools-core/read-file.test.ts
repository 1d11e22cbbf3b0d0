import { symlinkSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileTool } from '../../src/tools/read-file.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => (bed = testBed()));
afterEach(() => bed.cleanup());
const read = (args: { path: string; offset?: number; limit?: number }) => readFileTool.execute(args, bed.ctx);

describe('read_file', () => {
  it('numbers lines and reads the whole small file without a notice', async () => {
    bed.write({ 'a.txt': 'one\ntwo\n' });
    expect(await read({ path: 'a.txt' })).toEqual({ ok: true, output: '   1 | one\n   2 | two' });
  });

  it('pages with offset/limit and says which offset reads on', async () => {
    bed.write({ 'a.txt': Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n') });
    const first = await read({ path: 'a.txt', limit: 3 });
    expect(first.output).toBe(
      '   1 | line 1\n   2 | line 2\n   3 | line 3\n[Lines 1-3 of 10 lines shown. To read on, call read_file with offset: 4.]',
    );
    const last = await read({ path: 'a.txt', offset: 9 });
    expect(last.output).toBe('   9 | line 9\n  10 | line 10\n[Lines 9-10 of 10 lines; end of file.]');
    expect(await read({ path: 'a.txt', offset: 11 })).toEqual({
      ok: false,
      output: 'Error: offset 11 is past the end of a.txt (10 lines)',
    });
  });

  it('shows CRLF files without \\r, and a non-UTF-8 file in Windows-1252, naming that encoding', async () => {
    bed.write({ 'crlf.txt': 'a\r\nb\r\n', 'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) });
    expect((await read({ path: 'crlf.txt' })).output).toBe('   1 | a\n   2 | b');
    expect((await read({ path: 'latin1.txt' })).output).toBe(
      '   1 | café\n[Encoding: Windows-1252 (Latin-1), not UTF-8; edits keep this encoding.]',
    );
  });

  it('cuts very long lines with a marker', async () => {
    bed.write({ 'min.js': 'x'.repeat(5000) });
    expect((await read({ path: 'min.js' })).output).toBe(
      `   1 | ${'x'.repeat(2000)} … [line cut: 5000 chars]`,
    );
  });

  it('refuses binary files, directories and missing files with what to do instead', async () => {
    bed.write({ 'img.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'dir/x': '' });
    expect((await read({ path: 'img.png' })).output).toBe(
      'Error: img.png looks like a binary file (NUL byte at offset 4, 6 bytes); read_file only reads text',
    );
    expect((await read({ path: 'dir' })).output).toMatch(/dir is a directory; use list_files/);
    expect((await read({ path: 'nope.txt' })).output).toMatch(/file not found: nope.txt; use list_files/);
    bed.write({ 'empty.txt': '' });
    expect((await read({ path: 'empty.txt' })).output).toBe('empty.txt is empty.');
  });

  it('reads a page of a 50 MB file without reading it all, and pages to its end', async () => {
    const file = path.join(bed.workspace, 'big.log');
    const line = `${'y'.repeat(99)}\n`;
    const block = line.repeat(10_000);
    const fd = openSync(file, 'w');
    for (let i = 0; i < 50; i++) writeSync(fd, block);
    closeSync(fd);
    const first = await read({ path: 'big.log', limit: 2 });
    expect(first.output).toMatch(
      /\[Lines 1-2 of 50000000 bytes shown\. To read on, call read_file with offset: 3\.\]$/,
    );
    const end = await read({ path: 'big.log', offset: 499_999 });
    expect(end.output).toBe(
      `499999 | ${'y'.repeat(99)}\n500000 | ${'y'.repeat(99)}\n[Lines 499999-500000 of 500000 lines; end of file.]`,
    );
  });

  it('keeps a page of many long lines under the output budget and says where to go on', async () => {
    bed.write({ 'wide.txt': `${'z'.repeat(1500)}\n`.repeat(100) });
    const out = (await read({ path: 'wide.txt' })).output;
    expect(Buffer.byteLength(out)).toBeLessThan(52_000);
    expect(out.slice(-80)).toMatch(/To read on, call read_file with offset: 34\.\]$/);
  });

  describe('hostile paths', () => {
    beforeEach(() => {
      writeFileSync(path.join(bed.root, 'secret.txt'), 'secret');
      symlinkSync(path.join(bed.root, 'secret.txt'), path.join(bed.workspace, 'link.txt'));
      symlinkSync(bed.root, path.join(bed.workspace, 'linkdir'));
    });
    it.each([
      ['../secret.txt'],
      ['sub/../../secret.txt'],
      ['~/secret.txt'],
      ['link.txt'],
      ['linkdir/secret.txt'],
    ])('refuses %s as outside the workspace', async (p) => {
      const r = await read({ path: p });
      expect(r.ok).toBe(false);
      expect(r.output).toMatch(/resolves outside the workspace/);
      expect(r.output).not.toContain('secret\n');
    });
    it('refuses an absolute path outside and a NUL byte', async () => {
      expect((await read({ path: path.join(bed.root, 'secret.txt') })).output).toMatch(
        /outside the workspace/,
      );
      expect((await read({ path: 'a\0b' })).output).toBe(
        'Error: invalid path "a\\x00b": path contains a NUL byte',
      );
      for (const given of ['a\ud800.txt', '\udfff', 'x/\udbff/y']) {
        expect((await read({ path: given })).output).toMatch(/unpaired UTF-16 surrogate/);
      }
      bed.write({ '😀.txt': 'paired' }); // a surrogate pair is one character, and fine
      expect((await read({ path: '😀.txt' })).output).toBe('   1 | paired');
    });
    it('accepts an absolute path inside the workspace', async () => {
      bed.write({ 'in.txt': 'ok' });
      expect((await read({ path: path.join(bed.workspace, 'in.txt') })).output).toBe('   1 | ok');
    });
  });
});
