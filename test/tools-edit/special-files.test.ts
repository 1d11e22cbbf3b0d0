import { execFileSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';
import { workspace } from './helpers.ts';

const callInChild = (dir: string, tool: string, args: unknown) => {
  const { ok, output } = callToolInChild(dir, tool, args, { blocked: 'blocked on the FIFO?' });
  return { ok, output };
};

describe('a FIFO where the model edits (a command can leave one: mkfifo src/app.ts)', () => {
  it.each([
    ['write_to_file', { path: 'src/app.ts', content: 'x\n' }],
    ['apply_diff', { path: 'src/app.ts', diff: '<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE' }],
    ['edit', { path: 'src/app.ts', old_string: 'x', new_string: 'y' }],
    ['search_and_replace', { path: 'src/app.ts', search: 'x', replace: 'y' }],
    ['insert_content', { path: 'src/app.ts', line: 1, content: 'x' }],
    ['apply_patch', { input: '*** Begin Patch\n*** Update File: src/app.ts\n@@\n-x\n+y\n*** End Patch' }],
  ])('%s returns an error the model can act on, never waits for a writer, and leaves it', (tool, args) => {
    const ws = workspace();
    execFileSync('mkdir', [path.join(ws.dir, 'src')]);
    execFileSync('mkfifo', [path.join(ws.dir, 'src/app.ts')]);
    const r = callInChild(ws.dir, tool, args);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/src\/app\.ts is not a regular file \(a FIFO, socket or device\)/);
    expect(lstatSync(path.join(ws.dir, 'src/app.ts')).isFIFO()).toBe(true);
  });
});

describe('a FIFO where a listing reads ignore rules (.gitignore, .git/info/exclude)', () => {
  it.each([['src/.gitignore'], ['.git/info/exclude']])(
    'list_files (the walk the JS search shares) skips %s instead of waiting on it',
    (fifo) => {
      const ws = workspace();
      execFileSync('git', ['init', '-q', ws.dir]);
      execFileSync('mkdir', ['-p', path.join(ws.dir, 'src/lib')]);
      ws.write('src/lib/a.ts', 'export const a = 1;\n');
      execFileSync('rm', ['-f', path.join(ws.dir, fifo)]);
      execFileSync('mkfifo', [path.join(ws.dir, fifo)]);
      const listed = callInChild(ws.dir, 'list_files', { path: 'src/lib', recursive: true });
      expect(listed).toEqual({ ok: true, output: 'src/lib/a.ts' });
    },
  );
});

describe('a FIFO named as the path of a search', () => {
  it('search_files refuses it instead of letting ripgrep wait for a writer', () => {
    const ws = workspace();
    execFileSync('mkfifo', [path.join(ws.dir, 'app.ts')]);
    const r = callInChild(ws.dir, 'search_files', { path: 'app.ts', regex: 'x' });
    expect(r).toEqual({
      ok: false,
      output: 'Error: app.ts is not a regular file or a directory (a FIFO, socket or device)',
    });
  });
});
