import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRepo } from '../../src/git/repo.ts';
import { repoKeysAsync, readsOnly, repoKeys } from '../../src/git/repo-keys.ts';
import { makeRepo } from '../support/git-server.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** An environment whose `git` is a shim that counts its runs before running the real one. */
function countingGit(): { env: NodeJS.ProcessEnv; runs: () => number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-gitcount-'));
  const log = path.join(dir, 'runs');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(dir, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(path.join(dir, 'git'), 0o755);
  return {
    env: { ...process.env, PATH: `${dir}:${process.env.PATH ?? ''}` },
    runs: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => l.startsWith('config')).length
        : 0,
  };
}

/** A repository whose `.gitattributes` sends every `.txt` through the filter `name`. */
function repoWithFilter(name: string): { ws: string; marker: string } {
  const ws = makeRepo({ 'a.txt': 'one\n', '.gitattributes': `*.txt filter=${name}\n` });
  return { ws, marker: path.join(ws, '..', `${path.basename(ws)}-${name}-ran`) };
}

const setFilter = (ws: string, name: string, marker: string) =>
  git(ws, 'config', '--local', `filter.${name}.clean`, `touch '${marker}'; cat`);

/** Stages a changed `.txt` through nightshift's git for `ws`: any clean filter runs here. */
async function stage(ws: string, env: NodeJS.ProcessEnv): Promise<void> {
  writeFileSync(path.join(ws, 'a.txt'), `${Date.now()}\n`);
  await openRepo(ws, env).raw(['add', 'a.txt']);
}

describe('the repository config listing', () => {
  it('is listed once while the files it comes from are unchanged', () => {
    const ws = makeRepo();
    const { env, runs } = countingGit();
    const location = { gitDir: path.join(ws, '.git'), workTree: ws };
    const first = repoKeys(location, env);
    expect(repoKeys(location, env)).toEqual(first);
    expect(repoKeys(location, env)).toEqual(first);
    expect(runs()).toBe(1);
    expect(first.some((k) => k.scope === 'local' && k.key === 'core.bare')).toBe(true);
  });

  it('is listed without blocking by repoKeysAsync, and repoKeys reuses that listing until a file changes', async () => {
    const ws = makeRepo();
    const { env, runs } = countingGit();
    const location = { gitDir: path.join(ws, '.git'), workTree: ws };
    await repoKeysAsync(location, env);
    expect(runs()).toBe(1);
    const keys = repoKeys(location, env);
    expect(runs()).toBe(1);
    expect(keys.some((k) => k.scope === 'local' && k.key === 'core.bare')).toBe(true);
    await repoKeysAsync(location, env);
    expect(runs()).toBe(1);
    git(ws, 'config', '--local', 'filter.x.clean', 'cat');
    expect(repoKeys(location, env).some((k) => k.key === 'filter.x.clean')).toBe(true);
    expect(runs()).toBe(2);
  });

  it('neutralises a filter driver added after a listing, even one the same size with the old times', async () => {
    const { ws, marker } = repoWithFilter('bbbb');
    const { env, runs } = countingGit();
    setFilter(ws, 'aaaa', marker);
    await stage(ws, env);
    expect(runs()).toBe(1);
    // The same bytes but for the driver's name, written in place with the file's times put back.
    const config = path.join(ws, '.git', 'config');
    const before = statSync(config);
    writeFileSync(config, readFileSync(config, 'utf8').replace('"aaaa"', '"bbbb"'));
    utimesSync(config, before.atime, before.mtime);
    expect(statSync(config).size).toBe(before.size);
    await stage(ws, env);
    expect(runs()).toBe(2);
    expect(existsSync(marker)).toBe(false);
    // The real git, outside nightshift, would have run it: the check above could fail.
    writeFileSync(path.join(ws, 'a.txt'), 'three\n');
    git(ws, 'add', 'a.txt');
    expect(existsSync(marker)).toBe(true);
  });

  it('is listed afresh on every call when the repository includes another file', async () => {
    const { ws, marker } = repoWithFilter('inc');
    const { env, runs } = countingGit();
    const included = path.join(ws, 'team.gitconfig');
    writeFileSync(included, '[user]\n\tname = team\n');
    git(ws, 'config', '--local', 'include.path', '../team.gitconfig');
    await stage(ws, env);
    await stage(ws, env);
    expect(runs()).toBe(2);
    // The run edits the included file (it is in the work tree): the next command sees the driver.
    writeFileSync(included, `[filter "inc"]\n\tclean = touch '${marker}'; cat\n`);
    await stage(ws, env);
    expect(existsSync(marker)).toBe(false);
  });

  it('sees a per-worktree config file that appears after a listing', async () => {
    const { ws, marker } = repoWithFilter('wt');
    git(ws, 'config', '--local', 'extensions.worktreeConfig', 'true');
    const { env, runs } = countingGit();
    await stage(ws, env);
    await stage(ws, env);
    expect(runs()).toBe(1);
    writeFileSync(
      path.join(ws, '.git', 'config.worktree'),
      `[filter "wt"]\n\tclean = touch '${marker}'; cat\n`,
    );
    expect(git(ws, 'config', '--worktree', '--get', 'filter.wt.clean')).toContain(marker);
    await stage(ws, env);
    expect(runs()).toBe(2);
    expect(existsSync(marker)).toBe(false);
  });

  it('sees a change to a linked worktree’s common config', async () => {
    const { ws: main, marker } = repoWithFilter('common');
    const linked = path.join(mkdtempSync(path.join(tmpdir(), 'ns-linked-')), 'wt');
    git(main, 'worktree', 'add', '--quiet', '-b', 'side', linked);
    const { env, runs } = countingGit();
    await stage(linked, env);
    await stage(linked, env);
    expect(runs()).toBe(1);
    setFilter(main, 'common', marker);
    await stage(linked, env);
    expect(runs()).toBe(2);
    expect(existsSync(marker)).toBe(false);
  });
});

describe('readsOnly', () => {
  const files = ['/r/.git/config', '/r/.git/config.worktree'];
  it('holds for keys from the repository’s own files and from other scopes', () => {
    expect(
      readsOnly(
        [
          { scope: 'local', origin: 'file:.git/config', key: 'core.bare' },
          { scope: 'worktree', origin: 'file:/r/.git/config.worktree', key: 'a.b' },
          { scope: 'global', origin: 'file:/home/u/.gitconfig', key: 'include.path' },
          { scope: 'command', origin: 'command line:', key: 'x.y' },
        ],
        files,
        '/r',
      ),
    ).toBe(true);
  });
  it('fails for an include, a key read from another file, or one not read from a file', () => {
    const local = (origin: string, key = 'a.b') => [{ scope: 'local', origin, key }];
    expect(readsOnly(local('file:.git/config', 'include.path'), files, '/r')).toBe(false);
    expect(readsOnly(local('file:.git/config', 'includeIf.onbranch:main.path'), files, '/r')).toBe(false);
    expect(readsOnly(local('file:team.gitconfig'), files, '/r')).toBe(false);
    expect(readsOnly(local('blob:HEAD:cfg'), files, '/r')).toBe(false);
  });
});
