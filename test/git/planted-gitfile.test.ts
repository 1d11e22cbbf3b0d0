import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  currentBranch,
  headState,
  locateRepo,
  openRepo,
  pinRepo,
  refusedRepository,
} from '../../src/git/repo.ts';
import { captureStartState } from '../../src/run/start-state.ts';
import { git, makeRepo } from '../support/git-server.ts';

// A workspace that had no `.git` of its own (not a checkout, or a directory below one's top): a
// command of an earlier run can write one at its root, and the next run's git finds it first. On
// the old code nightshift's own git took what it named for the workspace's repository: another
// checkout's history, branch and work tree to read, diff, commit in and push from.
describe("a .git file naming a git directory that is not the workspace's", () => {
  let root: string;
  let other: string;
  let otherTree: string;
  let otherHead: string;

  beforeAll(() => {
    root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-planted-')));
    other = realpathSync(makeRepo({ 'private.txt': 'not this workspace’s\n' }));
    otherTree = path.join(root, 'other-tree');
    git(other, 'worktree', 'add', '--quiet', '-b', 'side', otherTree);
    otherHead = git(other, 'rev-parse', 'HEAD');
  });

  const plainWorkspace = (name: string, dotGit: string): string => {
    const ws = path.join(root, name);
    mkdirSync(ws, { recursive: true });
    writeFileSync(path.join(ws, 'file.txt'), 'mine\n');
    writeFileSync(path.join(ws, '.git'), dotGit);
    return ws;
  };

  async function expectNoRepository(ws: string): Promise<void> {
    expect(await pinRepo(ws)).toBeUndefined();
    expect(locateRepo(ws)).toBeNull();
    expect(await headState(ws)).toEqual({ commit: null, branch: null });
    expect(await currentBranch(ws)).toBeNull();
    // No git of nightshift's looks through the file either.
    await expect(openRepo(ws).raw(['rev-parse', 'HEAD'])).rejects.toThrow(/not a git repository/);
    await expect(openRepo(ws).raw(['cat-file', '-p', `${otherHead}:private.txt`])).rejects.toThrow();
    const start = await captureStartState(ws, path.join(ws, '.nightshift', 'runs', 'r'));
    expect(start.base).toBeNull();
    expect(start.branch).toBeNull();
  }

  it("another checkout's linked worktree (no back-link to this .git): no repository", async () => {
    const admin = path.join(other, '.git', 'worktrees', 'other-tree');
    await expectNoRepository(plainWorkspace('to-worktree', `gitdir: ${admin}\n`));
  });

  it("another checkout's own .git directory: no repository, and never that checkout as the work tree", async () => {
    const ws = plainWorkspace('to-main', `gitdir: ${path.join(other, '.git')}\n`);
    await expectNoRepository(ws);
  });

  it("a .git link to another checkout's .git directory: no repository", async () => {
    const ws = path.join(root, 'link-to-main');
    mkdirSync(ws, { recursive: true });
    symlinkSync(path.join(other, '.git'), path.join(ws, '.git'));
    await expectNoRepository(ws);
  });

  it("a git directory in the workspace naming itself back, whose common directory is another checkout's", async () => {
    const ws = path.join(root, 'own-admin');
    const gd = path.join(ws, 'gd');
    mkdirSync(gd, { recursive: true });
    writeFileSync(path.join(gd, 'commondir'), `${path.join(other, '.git')}\n`);
    writeFileSync(path.join(gd, 'HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(gd, 'gitdir'), `${path.join(ws, '.git')}\n`);
    writeFileSync(path.join(ws, '.git'), 'gitdir: gd\n');
    await expectNoRepository(ws);
  });

  // Session 19: a submodule's git directory names its work tree (`core.worktree = ../../../lib`),
  // and git takes that for the top. On the old code nightshift's git then worked in the other
  // checkout's `lib/`: its files were the run's diff, its branch the one switched and committed on.
  it("another checkout's submodule git directory: no repository, never that submodule's work tree", async () => {
    const sub = realpathSync(makeRepo({ 'lib.txt': 'a library\n' }));
    const parent = realpathSync(makeRepo({ 'p.txt': 'p\n' }));
    git(parent, '-c', 'protocol.file.allow=always', 'submodule', 'add', '--quiet', sub, 'lib');
    git(parent, 'commit', '--quiet', '-m', 'add lib');
    const admin = path.join(parent, '.git', 'modules', 'lib');
    const ws = plainWorkspace('to-submodule', `gitdir: ${admin}\n`);
    await expectNoRepository(ws);
    expect(refusedRepository(ws)).toContain(
      `whose work tree is another directory (${path.join(parent, 'lib')})`,
    );
    // The submodule's own checkout still is its repository.
    expect(locateRepo(path.join(parent, 'lib'))).toEqual({
      gitDir: admin,
      workTree: path.join(parent, 'lib'),
    });
  });

  it('a real `git worktree add` checkout is still its repository', async () => {
    const location = locateRepo(otherTree);
    expect(location).toEqual({
      gitDir: path.join(other, '.git', 'worktrees', 'other-tree'),
      workTree: otherTree,
    });
    expect(await headState(otherTree)).toEqual({ commit: otherHead, branch: 'side' });
    expect((await openRepo(otherTree).raw(['cat-file', '-p', 'HEAD:private.txt'])).trim()).toBe(
      'not this workspace’s',
    );
    const start = await captureStartState(otherTree, path.join(otherTree, '.nightshift', 'runs', 'r'));
    expect(start.base).toBe(otherHead);
  });

  it('a checkout whose git directory lies elsewhere (--separate-git-dir) is still its repository', async () => {
    const ws = path.join(root, 'separate');
    const store = path.join(root, 'separate-store.git');
    mkdirSync(ws);
    git(ws, 'init', '--quiet', '--initial-branch=main', `--separate-git-dir=${store}`);
    writeFileSync(path.join(ws, 'a.txt'), 'a\n');
    git(ws, 'add', 'a.txt');
    git(ws, 'commit', '--quiet', '-m', 'a');
    expect(locateRepo(ws)).toEqual({ gitDir: store, workTree: ws });
    expect(await headState(ws)).toEqual({ commit: git(ws, 'rev-parse', 'HEAD'), branch: 'main' });
  });
});
