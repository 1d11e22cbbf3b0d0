import { execFileSync, spawnSync } from 'node:child_process';
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspace } from './helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Calls `tool` in a child Node: reading a FIFO blocks the whole process, so a regression would
 * hang this test's worker instead of failing it; the child's timeout turns a hang into a failure.
 */
function callInChild(dir: string, tool: string, args: unknown): { ok: boolean; output: string } {
  const script = [
    `const { BUILTIN_TOOLS } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/registry.ts'))});`,
    `const tool = BUILTIN_TOOLS.find((t) => t.name === ${JSON.stringify(tool)});`,
    `const ctx = { workspace: ${JSON.stringify(dir)}, outDir: ${JSON.stringify(path.join(dir, '.out'))}, readable: () => true };`,
    `const r = await tool.execute(tool.params.parse(${JSON.stringify(args)}), ctx);`,
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(r.signal, `${tool} did not return (blocked on the FIFO?)`).toBeNull();
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { ok: boolean; output: string };
}

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
