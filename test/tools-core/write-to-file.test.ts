import { chmodSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countLines, writeToFileTool } from '../../src/tools/write-to-file.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => (bed = testBed()));
afterEach(() => bed.cleanup());
const write = (p: string, content: string) => writeToFileTool.execute({ path: p, content }, bed.ctx);
const contents = (rel: string) => readFileSync(path.join(bed.workspace, rel), 'utf8');

describe('write_to_file', () => {
  it('creates parent directories and reports a new file with its line count', async () => {
    expect(await write('a/b/c.ts', 'x\ny\n')).toEqual({ ok: true, output: 'Created a/b/c.ts (2 lines).' });
    expect(contents('a/b/c.ts')).toBe('x\ny\n');
  });

  it('overwrites keeping the file mode, and says how long it was', async () => {
    bed.write({ 'run.sh': 'echo 1\n' });
    chmodSync(path.join(bed.workspace, 'run.sh'), 0o755);
    expect((await write('run.sh', '#!/bin/sh\necho 2\n')).output).toBe('Overwrote run.sh (2 lines, was 1).');
    expect(statSync(path.join(bed.workspace, 'run.sh')).mode & 0o777).toBe(0o755);
  });

  it('keeps CRLF line endings of a CRLF file', async () => {
    bed.write({ 'win.txt': 'a\r\nb\r\n' });
    expect((await write('win.txt', 'a\nb\nc\n')).output).toBe(
      'Overwrote win.txt (3 lines, was 2); kept its CRLF line endings.',
    );
    expect(contents('win.txt')).toBe('a\r\nb\r\nc\r\n');
  });

  it('refuses to replace code with a placeholder comment, and writes the complete content', async () => {
    const current = [
      'export function parse(text: string) {',
      '  const lines = text.split("\\n");',
      '  return lines.map((l) => l.trim());',
      '}',
      '',
      'export function render(items: string[]) {',
      '  return items.join(", ");',
      '}',
      '',
    ].join('\n');
    bed.write({ 'lib.ts': current });
    const lazy =
      'export function parse(text: string) {\n  return text.split("\\n");\n}\n\n// ... rest of the file unchanged\n';
    const res = await write('lib.ts', lazy);
    expect(res).toEqual({
      ok: false,
      output:
        'Error: lib.ts was not changed: line 5 of the new content, "// ... rest of the file unchanged", stands for code left out, ' +
        'and 5 non-blank lines of the current file are missing from it. write_to_file replaces the whole file, so that code ' +
        'would be deleted and the placeholder written in its place. Send the complete content of the file, or change only ' +
        'the lines you mean with apply_diff.',
    });
    expect(contents('lib.ts')).toBe(current);
    // The complete content goes through, and so does a new file that has "..." comments of its own.
    const complete = current.replace('l.trim()', 'l.trimEnd()');
    expect((await write('lib.ts', complete)).ok).toBe(true);
    expect(contents('lib.ts')).toBe(complete);
    expect((await write('new.py', 'def f():\n    # ... rest unchanged\n    ...\n')).ok).toBe(true);
  });

  it('counts lines without the empty string after the final newline', () => {
    expect([countLines(''), countLines('a'), countLines('a\n'), countLines('a\nb')]).toEqual([0, 1, 1, 2]);
  });

  it('refuses .git, the out dir, directories and paths leading outside', async () => {
    bed.write({ '.git/HEAD': 'ref\n', 'dir/x': '' });
    expect((await write('.git/hooks/pre-commit', 'evil')).output).toBe(
      'Error: .git/hooks/pre-commit is inside .git, which tools may never write',
    );
    expect((await write('dir', 'x')).output).toBe('Error: dir is a directory; give a file path');
    symlinkSync(bed.root, path.join(bed.workspace, 'up'));
    for (const p of ['../x.txt', '/tmp/x.txt', '~/x.txt', 'up/x.txt', 'up/out/commands/1.log', 'a\0b']) {
      const r = await write(p, 'pwned');
      expect(r.ok, p).toBe(false);
    }
    expect(() => statSync(path.join(bed.root, 'x.txt'))).toThrow();
  });

  it('refuses a dangling symlink that points outside: its target is where the write would land', async () => {
    symlinkSync(path.join(bed.root, 'victim.txt'), path.join(bed.workspace, 'dangling.txt'));
    const result = await write('dangling.txt', 'data');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/outside the workspace/);
    expect(() => statSync(path.join(bed.root, 'victim.txt'))).toThrow();
  });

  it('refuses the out dir when it lies inside the workspace', async () => {
    const { testBed: make } = await import('./context.ts');
    const inner = make();
    try {
      const ctx = { ...inner.ctx, outDir: path.join(inner.workspace, '.nightshift', 'runs', '1') };
      const r = await writeToFileTool.execute({ path: '.nightshift/runs/1/audit.jsonl', content: '' }, ctx);
      expect(r.output).toMatch(/inside the run output directory, which tools may never write/);
    } finally {
      await inner.cleanup();
    }
  });
});
