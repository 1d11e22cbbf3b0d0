import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchFilesTool } from '../../src/tools/search-files.ts';
import { testBed, type TestBed } from './context.ts';

/**
 * ripgrep runs outside the sandbox and reads each ignore file whole, through a link too: a
 * `.gitignore -> /dev/zero` a command made grew it until the machine ran out of memory, where the
 * kernel's OOM killer picks whatever is largest (the runner, nightshift). A sparse ignore file larger
 * than ripgrep's bound stands in for it here (the same read, but it ends): the search must fail,
 * saying why, instead of taking gigabytes.
 */
let bed: TestBed;
beforeEach(() => {
  bed = testBed();
  bed.write({ 'a.txt': 'hello\n', 'sub/b.txt': 'hello\n' });
});
afterEach(() => bed.cleanup());

describe('search_files with an ignore file larger than ripgrep may hold', () => {
  it('fails naming the bound instead of growing without one', async () => {
    mkdirSync(path.join(bed.workspace, 'sub'), { recursive: true });
    execFileSync('truncate', ['-s', String(6 * 1024 ** 3), path.join(bed.workspace, 'sub', '.gitignore')]);
    const out = await searchFilesTool.execute({ path: '.', regex: 'hello' }, bed.ctx);
    expect(out.ok).toBe(false);
    expect(out.output).toMatch(/ripgrep was killed .*at most 4 GiB of memory/s);
  }, 60_000);

  it('an ordinary search is unaffected by the bound', async () => {
    const out = await searchFilesTool.execute({ path: '.', regex: 'hello' }, bed.ctx);
    expect(out.ok).toBe(true);
    expect(out.output).toContain('a.txt');
    expect(out.output).toContain('sub/b.txt');
  });
});
