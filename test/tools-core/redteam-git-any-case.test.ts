import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codebaseSearchTool } from '../../src/tools/codebase-search.ts';
import { listFilesTool } from '../../src/tools/list-files.ts';
import { searchFiles } from '../../src/tools/search-files.ts';
import { findRipgrep } from '../../src/tools/search/ripgrep.ts';
import { testBed, type TestBed } from './context.ts';

/**
 * The policy denies any read of a git directory, `.git` in any case (a case-insensitive file
 * system opens `.GIT/config` as `.git/config`). read_file of `sub/.GIT/config` is refused; a
 * listing or a search of the directory above it must not show it either.
 */
describe('a .git directory spelled in another case', () => {
  let bed: TestBed;
  beforeEach(() => {
    bed = testBed();
    bed.write({
      'sub/.GIT/config': '[http]\n  extraheader = AUTHORIZATION: basic tok3n-in-git-dir\n',
      '.Git/HEAD': 'tok3n-in-git-dir\n',
      'pkg/.gIt': 'gitdir: ../.git/modules/pkg tok3n-in-git-dir\n',
      'src/app.ts': 'export const tok3nInCode = 1;\n',
    });
  });
  afterEach(() => bed.cleanup());

  it('is left out of a recursive listing', async () => {
    const res = await listFilesTool.execute({ path: '.', recursive: true }, bed.ctx);
    expect(res.ok).toBe(true);
    expect(res.output).toContain('src/app.ts');
    expect(res.output).not.toMatch(/\.git/i);
  });

  it.each(['ripgrep', 'js'] as const)('is not searched by the %s engine', async (engine) => {
    const rgPath = await findRipgrep(bed.workspace);
    const picked = engine === 'js' || !rgPath ? { engine: 'js' as const } : { engine, rgPath };
    const query = {
      workspace: bed.workspace,
      rel: '.',
      regex: 'tok3n',
      filePattern: undefined,
      ceiling: 100,
      signal: bed.abort.signal,
    };
    const output = await searchFiles(query, picked);
    expect(output).toContain('src/app.ts');
    expect(output).not.toContain('tok3n-in-git-dir');
  });

  it('is not indexed by codebase_search', async () => {
    const res = await codebaseSearchTool.execute({ query: 'tok3n extraheader gitdir' }, bed.ctx);
    expect(res.output).not.toContain('tok3n-in-git-dir');
    expect(res.output).not.toMatch(/\.git/i);
  });
});
