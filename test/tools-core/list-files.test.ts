import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFilesTool, nthSmallest, selectEntries } from '../../src/tools/list-files.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => {
  bed = testBed();
  bed.write({
    '.gitignore': 'node_modules/\n*.log\n!keep.log\n/build\n',
    'a.log': '',
    'keep.log': '',
    'build/out.js': '',
    'node_modules/x/index.js': '',
    'src/index.ts': '',
    'src/.gitignore': 'generated/\n/local.ts\n',
    'src/generated/g.ts': '',
    'src/local.ts': '',
    'src/lib/local.ts': '',
    'src/lib/build/kept.ts': '',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.git/info/exclude': '/.nightshift/\n',
    '.nightshift/runs/1/audit.jsonl': '',
    '.github/workflows/ci.yml': '',
    'empty/.gitkeep': '',
  });
});
afterEach(() => bed.cleanup());
const list = (args: { path: string; recursive?: boolean }) => listFilesTool.execute(args, bed.ctx);

describe('list_files', () => {
  it('lists one level, sorted, directories with a slash, .git and ignored entries left out', async () => {
    expect((await list({ path: '.' })).output).toBe(
      ['.github/', '.gitignore', 'empty/', 'keep.log', 'src/'].join('\n'),
    );
  });

  it('lists recursively with nested .gitignore files, negation and .git/info/exclude', async () => {
    expect((await list({ path: '.', recursive: true })).output).toBe(
      [
        '.github/',
        '.github/workflows/',
        '.github/workflows/ci.yml',
        '.gitignore',
        'empty/',
        'empty/.gitkeep',
        'keep.log',
        'src/',
        'src/.gitignore',
        'src/index.ts',
        'src/lib/',
        'src/lib/build/',
        'src/lib/build/kept.ts',
        'src/lib/local.ts',
      ].join('\n'),
    );
  });

  it('applies the .gitignore files of ancestors when listing a subdirectory', async () => {
    bed.write({ 'src/lib/debug.log': '', 'src/lib/generated/x.ts': '' });
    expect((await list({ path: 'src/lib', recursive: true })).output).toBe(
      ['src/lib/build/', 'src/lib/build/kept.ts', 'src/lib/local.ts'].join('\n'),
    );
  });

  it('keeps the shallowest entries over the limit and says how many were left out', async () => {
    for (let i = 0; i < 1005; i++) bed.write({ [`many/d${i % 5}/f${i}.txt`]: '' });
    const out = (await list({ path: 'many', recursive: true })).output;
    expect(out.split('\n').slice(0, 2)).toEqual(['many/d0/', 'many/d0/f0.txt']);
    expect(out.split('\n').at(-1)).toBe(
      '[10 of 1010 entries left out (shallower entries are shown first). List a subdirectory, or use search_files with file_pattern, to narrow.]',
    );
  });

  it('nthSmallest agrees with a sort, duplicates and all', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 200; round++) {
      const values = Array.from({ length: 1 + (next() % 60) }, () => `p${next() % 40}`);
      const sorted = [...values].sort();
      const n = next() % values.length;
      expect(nthSmallest([...values], n), `${values.join(',')} @${n}`).toBe(sorted[n]);
    }
  });

  it('selects by depth then path before sorting', () => {
    const entries = [
      { rel: 'b/c/d', kind: 'file' as const, depth: 3 },
      { rel: 'b', kind: 'dir' as const, depth: 1 },
      { rel: 'b/c', kind: 'dir' as const, depth: 2 },
      { rel: 'a', kind: 'file' as const, depth: 1 },
    ];
    expect(selectEntries(entries, 3)).toEqual({ shown: ['a', 'b/', 'b/c/'], omitted: 1 });
    // The level that is cut keeps its first paths, whatever order the directory listed them in.
    const level = ['b/z', 'b/c', 'b/m', 'b/a'].map((rel) => ({ rel, kind: 'file' as const, depth: 2 }));
    expect(selectEntries([...level, ...entries.slice(1, 2), ...entries.slice(3)], 4)).toEqual({
      shown: ['a', 'b/', 'b/a', 'b/c'],
      omitted: 2,
    });
  });

  it('shows symlinks without following them, even into a directory outside', async () => {
    mkdirSync(path.join(bed.root, 'outside'));
    writeFileSync(path.join(bed.root, 'outside', 'secret.txt'), 'x');
    symlinkSync(path.join(bed.root, 'outside'), path.join(bed.workspace, 'src', 'link'));
    const out = (await list({ path: 'src', recursive: true })).output;
    expect(out.split('\n')).toContain('src/link');
    expect(out).not.toContain('secret.txt');
    expect((await list({ path: 'src/link' })).output).toMatch(/resolves outside the workspace/);
  });

  it('refuses paths outside the workspace, files and missing directories', async () => {
    for (const p of ['..', '../..', '/', '~', 'a\0']) expect((await list({ path: p })).ok).toBe(false);
    expect((await list({ path: 'keep.log' })).output).toMatch(/is a file, not a directory; use read_file/);
    expect((await list({ path: 'nope' })).output).toBe('Error: directory not found: nope');
  });
});
