import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headState } from '../../src/git/repo.ts';
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
