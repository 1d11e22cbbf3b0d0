import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitDirectoryFinder, looksLikeGitDir, namesByDirectory } from '../../src/git/git-directory.ts';

describe('looksLikeGitDir', () => {
  it.each([
    [['HEAD', 'objects', 'refs'], true],
    [['HEAD', 'objects', 'refs', 'config', 'hooks'], true],
    [['head', 'Objects', 'REFS'], true], // a case-insensitive checkout opens them for git
    [['HEAD', 'commondir'], true], // a linked worktree's: objects and refs are elsewhere
    [['HEAD', 'objects'], false],
    [['objects', 'refs', 'config'], false],
    [['HEAD.txt', 'objects', 'refs'], false],
    [[], false],
  ])('%j → %s', (names, expected) => {
    expect(looksLikeGitDir(names)).toBe(expected);
  });

  it('agrees with git on what it opens as a repository', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-gitdir-'));
    const bare = path.join(dir, 'bare');
    execFileSync('git', ['init', '-q', '--bare', bare]);
    for (const empty of ['objects/info', 'refs/heads']) writeFileSync(path.join(bare, empty, 'k'), '');
    const asGit = (cwd: string) =>
      execFileSync('git', ['-c', 'safe.bareRepository=all', 'rev-parse', '--git-dir'], {
        cwd,
        env: { ...process.env, GIT_CEILING_DIRECTORIES: dir },
        encoding: 'utf8',
      }).trim();
    expect(asGit(bare)).toBe('.');
    expect(gitDirectoryFinder(dir)('bare/refs/heads')).toBe('bare');
  });
});

describe('gitDirectoryFinder', () => {
  const ws = mkdtempSync(path.join(tmpdir(), 'ns-gitdir-ws-'));
  for (const file of ['a/HEAD', 'a/objects/k', 'b/objects/k', 'b/refs/k', 'c/d/x'])
    mkdirSync(path.dirname(path.join(ws, file)), { recursive: true });
  for (const file of ['a/HEAD', 'a/objects/k', 'b/objects/k', 'b/refs/k', 'c/d/x'])
    writeFileSync(path.join(ws, file), '');

  it('finds the closest directory at or above that is one, by what is on disk', () => {
    const find = gitDirectoryFinder(ws);
    expect(find('a')).toBeUndefined(); // HEAD and objects, no refs
    expect(find('c/d')).toBeUndefined();
  });

  it('counts entries a commit would still hold (deletions not delivered)', () => {
    const find = gitDirectoryFinder(ws, namesByDirectory(['a/refs/heads/main', 'b/HEAD']));
    expect(find('a/objects')).toBe('a');
    expect(find('b')).toBe('b');
    expect(find('c/d')).toBeUndefined();
  });
});
