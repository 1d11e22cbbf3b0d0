import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

/**
 * No tool reads a git directory's files (its config holds actions/checkout's token), whatever
 * the policy's read rules say and however the path is spelled; git commands still work.
 */
let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
const standard = loadPolicy('builtin:standard', ws.dir);
const readAll = loadPolicy('builtin:trusted', ws.dir);
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  mkdirSync(path.join(ws.dir, 'vendor/lib/.git'), { recursive: true });
  writeFileSync(path.join(ws.dir, '.git/config'), '[core]\n');
  symlinkSync('.git', path.join(ws.dir, 'gitdir-link'));
  symlinkSync('.git/config', path.join(ws.dir, 'config-link'));
});

const check = (tool: string, args: Record<string, unknown>, policy = standard) =>
  checkPolicy(policy, tool, args, { analyzer, workspace: ws.dir });

describe('reads of a git directory: invariant:protected-path', () => {
  const paths = [
    '.git',
    '.git/config',
    '.git/HEAD',
    '.git/config.worktree',
    '.git/modules/sub/config',
    '.git/worktrees/wt/config.worktree',
    '.git/logs/HEAD',
    'vendor/lib/.git/config',
    '.GIT/config',
    'src/../.git/config',
    'gitdir-link/config',
    'config-link',
  ];
  for (const tool of ['read_file', 'list_files', 'search_files', 'list_code_definition_names'])
    it.each(paths)(`${tool} %s`, (p) => {
      for (const policy of [standard, readAll]) {
        const got = check(tool, { path: p, regex: 'x' }, policy);
        expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:protected-path' });
        expect(got.reason).toContain('in a git directory, which tools never read');
      }
    });

  it.each([
    'cat .git/config',
    'head -n 3 .git/HEAD',
    'grep token vendor/lib/.git/config',
    'cat < config-link',
    'ls .git',
  ])('command %s', (command) => {
    expect(check('execute_command', { command }, readAll)).toMatchObject({
      decision: 'deny',
      rule: 'invariant:protected-path',
    });
  });

  it.each(['git log --oneline', 'git diff', 'git status', 'git show HEAD'])('%s still runs', (command) => {
    expect(check('execute_command', { command }).decision).toBe('allow');
  });

  it.each([
    '.gitignore',
    '.github/workflows/ci.yml',
    '.gitattributes',
    'src/.git-blame-ignore-revs',
    'x.git',
  ])('read_file %s is decided by the read rules', (p) => {
    expect(check('read_file', { path: p }).decision).toBe('allow');
  });
});
