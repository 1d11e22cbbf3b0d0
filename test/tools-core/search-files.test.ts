import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchFiles, searchFilesTool } from '../../src/tools/search-files.ts';
import { findOnPath, findRipgrep } from '../../src/tools/search/ripgrep.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => {
  bed = testBed();
  bed.write({
    '.gitignore': 'dist/\n*.log\n',
    'dist/bundle.js': 'const needle = 1;\n',
    'debug.log': 'needle\n',
    'src/a.ts': 'import x from "y";\n// needle one\nconst a = 1;\n\n\nneedle(2);\n',
    'src/.gitignore': 'gen/\n/local.ts\n',
    'src/gen/g.ts': 'needle\n',
    'src/local.ts': 'needle\n',
    'src/lib/local.ts': 'before\nneedle\nafter\n',
    'src/lib/b.js': 'needle in js\n',
    'crlf.txt': 'first\r\nneedle\r\nlast\r\n',
    'latin1.txt': Buffer.from('caf\xe9 needle\n', 'latin1'),
    'bin.dat': Buffer.from([0x6e, 0x65, 0x65, 0x64, 0x6c, 0x65, 0x00, 0x01]),
    '.hidden/h.ts': 'needle\n',
    '.git/config': 'needle\n',
    '.git/info/exclude': '/.nightshift/\n',
    '.nightshift/runs/1/commands/1.log': 'needle\n',
    'src/lib/gen/y.ts': 'needle\n',
    'src/lib/z.log': 'needle\n',
    'long.txt': `${'x'.repeat(600)}needle\n`,
  });
  writeFileSync(path.join(bed.root, 'outside.ts'), 'needle\n');
  symlinkSync(path.join(bed.root, 'outside.ts'), path.join(bed.workspace, 'src', 'link.ts'));
  symlinkSync(bed.root, path.join(bed.workspace, 'src', 'linkdir'));
});
afterEach(() => bed.cleanup());

const rgPath = await findRipgrep(process.cwd());
const both = async (rel: string, regex: string, filePattern?: string) => {
  const q = { workspace: bed.workspace, rel, regex, filePattern, ceiling: 2000, signal: bed.abort.signal };
  const js = await searchFiles(q, { engine: 'js' });
  if (!rgPath) throw new Error('the bundled ripgrep is installed in this repository');
  const rg = await searchFiles(q, { engine: 'ripgrep', rgPath });
  return { js, rg };
};

describe('search_files', () => {
  it('groups matches by file with 1 line of context, honouring nested and ancestor .gitignore', async () => {
    const out = await searchFilesTool.execute({ path: '.', regex: 'needle' }, bed.ctx);
    expect(out.output).toBe(
      '8 matching lines in 7 files:\n\n' +
        [
          '.hidden/h.ts\n   1: needle',
          'crlf.txt\n   1- first\n   2: needle\n   3- last',
          'latin1.txt\n   1: caf\uFFFD needle',
          `long.txt\n   1: ${'x'.repeat(500)} … [line cut: 606 chars]`,
          'src/a.ts\n   1- import x from "y";\n   2: // needle one\n   3- const a = 1;\n  --\n   5- \n   6: needle(2);',
          'src/lib/b.js\n   1: needle in js',
          'src/lib/local.ts\n   1- before\n   2: needle\n   3- after',
        ].join('\n\n'),
    );
  });

  it.each([
    ['.', 'needle'],
    ['src/lib', 'needle'],
    ['src', 'ne+dle|import'],
    ['.', 'needle$'],
    ['.', 'needle', '*.ts'],
    ['.', 'needle', '*.{js,txt}'],
    ['.', 'needle', 'src/**/*.ts'],
    ['src/a.ts', '\\d'],
    ['dist', 'needle'],
    ['.', 'no such text'],
  ])(
    'gives identical output with ripgrep and the JS engine: %s /%s/ %s',
    async (rel, regex, pattern?: string) => {
      const { js, rg } = await both(rel, regex, pattern);
      expect(js).toBe(rg);
    },
  );

  it('filters by file_pattern on names or on workspace paths', async () => {
    const { rg } = await both('.', 'needle', 'src/**/*.ts');
    expect(rg).toMatch(/^3 matching lines in 2 files:/);
    const names = await both('.', 'needle', '*.js');
    expect(names.rg).toBe('1 matching line in 1 file:\n\nsrc/lib/b.js\n   1: needle in js');
  });

  it('caps the matches shown and says how to narrow', async () => {
    bed.write({ 'many.txt': 'hit\n'.repeat(400) });
    const { js, rg } = await both('.', '^hit$');
    expect(js).toBe(rg);
    expect(rg.split('\n').at(-1)).toBe(
      '[Showing 300 of 400 matching lines. Narrow the search with a more specific regex, a subdirectory path or file_pattern.]',
    );
  });

  it('says so when nothing matches, and names a bad regex', async () => {
    expect((await searchFilesTool.execute({ path: 'src', regex: 'zzz' }, bed.ctx)).output).toBe(
      'No matches for /zzz/ in src.',
    );
    expect((await searchFilesTool.execute({ path: '.', regex: 'a\0' }, bed.ctx)).output).toMatch(/NUL byte/);
    const bad = await searchFilesTool.execute({ path: '.', regex: 'a(b' }, bed.ctx);
    expect(bad).toEqual({
      ok: false,
      output: 'Error: invalid regex /a(b/: Invalid regular expression: /a(b/: Unterminated group',
    });
  });

  it('refuses paths outside the workspace, through symlinks too', async () => {
    for (const p of ['..', '/etc', '~', 'src/linkdir', 'src/link.ts', 'x\0'])
      expect((await searchFilesTool.execute({ path: p, regex: 'needle' }, bed.ctx)).ok).toBe(false);
  });

  it('finds an rg on PATH when the bundled one is absent', () => {
    const bin = path.join(bed.root, 'bin');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'rg'), '#!/bin/sh\n', { mode: 0o755 });
    writeFileSync(path.join(bed.root, 'rg'), 'not executable', { mode: 0o644 });
    expect(findOnPath('rg', `${bed.root}:${bin}`)).toBe(path.join(bin, 'rg'));
    expect(findOnPath('rg', bed.root)).toBeUndefined();
  });

  it('uses the JS engine when NIGHTSHIFT_NO_RIPGREP=1', async () => {
    process.env.NIGHTSHIFT_NO_RIPGREP = '1';
    try {
      // `[^]` (any character) is JS syntax that ripgrep refuses (an unclosed class)
      const out = await searchFilesTool.execute({ path: 'src/lib', regex: 'needle[^]in' }, bed.ctx);
      expect(out.output).toBe('1 matching line in 1 file:\n\nsrc/lib/b.js\n   1: needle in js');
    } finally {
      delete process.env.NIGHTSHIFT_NO_RIPGREP;
    }
  });
});
