import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateRepo, refusedRepository } from '../../src/git/repo.ts';
import { git, makeRepo } from '../support/git-server.ts';

/**
 * A `.git` file an earlier run's command wrote at the root of a workspace that had none, naming
 * another checkout's worktree, is refused (planted-gitfile.test.ts): nightshift's git would diff,
 * commit and push there. A run on a directory below it finds that file too, above the workspace;
 * an empty `.git` directory in between (the place a subdirectory workspace's sandbox keeps empty,
 * left by a run killed before it removed it, or made by that earlier command) is no git directory,
 * and git passes it by. The check must pass it by as well, or it looks at the empty directory,
 * finds no file, and takes the other checkout's worktree for this workspace's repository.
 */
describe('a subdirectory below a planted .git file, with an empty .git of its own', () => {
  it('is refused as the workspace itself is', () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-subdir-dotgit-')));
    const other = realpathSync(makeRepo({ 'private.txt': 'not this workspace’s\n' }));
    git(other, 'worktree', 'add', '--quiet', '-b', 'side', path.join(root, 'other-tree'));
    const top = path.join(root, 'ws');
    const ws = path.join(top, 'app');
    mkdirSync(path.join(ws, '.git'), { recursive: true });
    writeFileSync(path.join(ws, 'file.txt'), 'mine\n');
    writeFileSync(path.join(top, '.git'), `gitdir: ${path.join(other, '.git', 'worktrees', 'other-tree')}\n`);
    expect(locateRepo(ws)).toBeNull();
    expect(refusedRepository(ws)).toMatch(/does not name this \.git back/);
  });
});
