import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentBranch, headState, locateRepo, pinRepo } from '../../src/git/repo.ts';
import { git, makeRepo } from '../support/git-server.ts';

describe('headState: HEAD commit and branch in one git run', () => {
  it('names the commit and the branch checked out', async () => {
    const ws = makeRepo();
    expect(await headState(ws)).toEqual({ commit: git(ws, 'rev-parse', 'HEAD'), branch: 'main' });
  });

  it('has no branch on a detached HEAD', async () => {
    const ws = makeRepo();
    git(ws, 'checkout', '--quiet', '--detach');
    expect(await headState(ws)).toEqual({ commit: git(ws, 'rev-parse', 'HEAD'), branch: null });
  });

  it('knows the branch before the first commit', async () => {
    const ws = mkdtempSync(path.join(tmpdir(), 'ns-unborn-'));
    git(ws, 'init', '--quiet', '--initial-branch=trunk');
    expect(await headState(ws)).toEqual({ commit: null, branch: 'trunk' });
  });

  it('gives the full branch name when a tag has the same name, and is not misled by files named HEAD', async () => {
    const ws = makeRepo();
    git(ws, 'checkout', '--quiet', '-b', 'release/1.0');
    git(ws, 'tag', 'release/1.0');
    for (const name of ['HEAD', 'HEAD^{commit}', '--']) writeFileSync(path.join(ws, name), 'x\n');
    expect(await headState(ws)).toEqual({ commit: git(ws, 'rev-parse', 'HEAD'), branch: 'release/1.0' });
  });

  it('falls back to the symbolic ref when HEAD points outside refs/heads', async () => {
    const ws = makeRepo();
    git(ws, 'update-ref', 'refs/remotes/origin/feature', 'HEAD');
    git(ws, 'symbolic-ref', 'HEAD', 'refs/remotes/origin/feature');
    expect(await headState(ws)).toEqual({ commit: git(ws, 'rev-parse', 'HEAD'), branch: 'origin/feature' });
  });

  it('is empty outside a repository', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-norepo-'));
    expect(await headState(dir)).toEqual({ commit: null, branch: null });
  });
});

describe('currentBranch: read from HEAD, git only for the unusual forms', () => {
  const gitSays = (ws: string): string | null => {
    try {
      return git(ws, 'symbolic-ref', '--quiet', '--short', 'HEAD') || null;
    } catch {
      return null;
    }
  };

  it('agrees with git on a branch, a detached HEAD, an unborn branch and a linked worktree', async () => {
    const onBranch = makeRepo();
    git(onBranch, 'checkout', '--quiet', '-b', 'feature/x');
    const detached = makeRepo();
    git(detached, 'checkout', '--quiet', '--detach');
    const unborn = mkdtempSync(path.join(tmpdir(), 'ns-unborn-'));
    git(unborn, 'init', '--quiet', '--initial-branch=trunk');
    const linked = path.join(mkdtempSync(path.join(tmpdir(), 'ns-wt-')), 'wt');
    git(onBranch, 'worktree', 'add', '--quiet', '-b', 'side', linked);
    for (const ws of [onBranch, detached, unborn, linked]) expect(await currentBranch(ws)).toBe(gitSays(ws));
    expect(await currentBranch(linked)).toBe('side');
  });

  it('asks git when HEAD names a ref outside refs/heads, or is a symlink', async () => {
    const remote = makeRepo();
    git(remote, 'update-ref', 'refs/remotes/origin/feature', 'HEAD');
    git(remote, 'symbolic-ref', 'HEAD', 'refs/remotes/origin/feature');
    expect(await currentBranch(remote)).toBe('origin/feature');

    // The old symlinked form: the file read through the link holds a commit id, yet HEAD is on main.
    const linked = makeRepo();
    const head = path.join(linked, '.git', 'HEAD');
    rmSync(head);
    symlinkSync('refs/heads/main', head);
    expect(await currentBranch(linked)).toBe('main');
  });

  it('is null outside a repository', async () => {
    expect(await currentBranch(mkdtempSync(path.join(tmpdir(), 'ns-norepo-')))).toBeNull();
  });
});

describe('pinRepo: the repository and HEAD from the same git process', () => {
  it('reads HEAD as headState does, once: a workspace pinned before gets undefined', async () => {
    const onBranch = makeRepo();
    git(onBranch, 'checkout', '--quiet', '-b', 'release/1.0');
    git(onBranch, 'tag', 'release/1.0');
    for (const name of ['HEAD', 'HEAD^{commit}', '--']) writeFileSync(path.join(onBranch, name), 'x\n');
    const detached = makeRepo();
    git(detached, 'checkout', '--quiet', '--detach');
    const outside = makeRepo();
    git(outside, 'update-ref', 'refs/remotes/origin/feature', 'HEAD');
    git(outside, 'symbolic-ref', 'HEAD', 'refs/remotes/origin/feature');
    for (const ws of [onBranch, detached, outside]) {
      const head = await pinRepo(ws);
      expect(head).toEqual(await headState(ws));
      expect(head?.commit).toBe(git(ws, 'rev-parse', 'HEAD'));
      expect(locateRepo(ws)?.gitDir).toBe(path.join(ws, '.git'));
      expect(await pinRepo(ws)).toBeUndefined();
    }
  });

  it('pins a repository without a commit and leaves HEAD to headState; nothing outside a repository', async () => {
    const unborn = mkdtempSync(path.join(tmpdir(), 'ns-unborn-'));
    git(unborn, 'init', '--quiet', '--initial-branch=trunk');
    expect(await pinRepo(unborn)).toBeUndefined();
    expect(locateRepo(unborn)?.gitDir).toBe(path.join(unborn, '.git'));
    const none = mkdtempSync(path.join(tmpdir(), 'ns-norepo-'));
    expect(await pinRepo(none)).toBeUndefined();
    expect(locateRepo(none)).toBeNull();
  });
});
