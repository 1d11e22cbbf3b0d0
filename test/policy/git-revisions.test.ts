import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';

/**
 * `git show`/`git diff` print what each revision operand names: `REV:PATH` the stored file (or
 * every file of a stored directory), any other revision a commit or object that may hold any
 * file. Each operand is decided on its own, so naming a readable `REV:PATH` never switches off
 * the whole-tree check another operand needs. A real repository with a committed `.env` shows
 * that every denied command would print it, and that the allowed look-alikes do not.
 */
const SECRET = 'planted-secret-5c1e';
let analyzer: ShellAnalyzer;
let standard: Policy;
let dir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
let blob: string;
beforeAll(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-git-revs-')));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'a.txt'), 'a\n');
  writeFileSync(path.join(dir, 'src/b.ts'), 'b\n');
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'one');
  writeFileSync(path.join(dir, '.env'), `TOKEN=${SECRET}\n`);
  writeFileSync(path.join(dir, 'a.txt'), 'a2\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'fix: two');
  blob = git('rev-parse', 'HEAD:.env').trim();
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', dir);
});
const decide = (command: string) =>
  checkPolicy(standard, 'execute_command', { command }, { analyzer, workspace: dir });
/** What the command prints when run for real (bash, as commands run). */
const output = (command: string) =>
  spawnSync('bash', ['-c', command], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_PAGER: 'cat' },
  }).stdout;

describe('a REV:PATH operand does not switch off the whole-tree check of the others', () => {
  it.each([
    'git show HEAD:a.txt HEAD',
    'git show HEAD:a.txt BLOB',
    'git diff HEAD:a.txt BLOB',
    'git show :a.txt HEAD^{commit}',
    'git show HEAD~1:a.txt HEAD~1...HEAD',
    'git show HEAD:a.txt main',
    'git show HEAD~1:a.txt :/fix',
    'git show :/fix',
    'git diff HEAD:a.txt..BLOB',
    'git log -p HEAD:a.txt HEAD',
    'git show --format=%s HEAD:a.txt HEAD -- .',
    // A stored directory prints every file in it; the root tree is `REV:`.
    'git diff HEAD~1: HEAD:',
    'git diff HEAD~1:./ HEAD:./',
    // git splits REV:PATH at the first colon outside braces.
    "git show 'HEAD@{2099-01-01 10:00:00}:.env'",
    'git show :0:.env',
  ])('%s is denied, naming .env, and would print it', (template) => {
    const command = template.replace('BLOB', blob);
    expect(output(command)).toContain(SECRET);
    const got = decide(command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
    expect(got.reason).toContain('.env');
  });

  it.each(['git show :a.txt HEAD^{tree}', 'git diff HEAD~1:a.txt...BLOB'])(
    '%s is denied too: its other operand names an object, not a path',
    (template) => {
      expect(decide(template.replace('BLOB', blob))).toMatchObject({
        decision: 'deny',
        rule: 'read.deny[0]',
      });
    },
  );

  it.each([
    'git show HEAD:a.txt',
    'git show HEAD~1:a.txt HEAD:src/b.ts',
    'git diff HEAD~1:a.txt HEAD:a.txt',
    'git diff HEAD~1:a.txt..HEAD:a.txt',
    'git diff HEAD~1:src HEAD:src',
    'git show --stat HEAD:a.txt HEAD',
    'git show HEAD:a.txt HEAD -- src',
    "git show 'HEAD@{2099-01-01 10:00:00}:a.txt'",
    'git diff HEAD~1 -- a.txt',
  ])('%s is allowed, and prints no .env', (command) => {
    expect(decide(command).decision).toBe('allow');
    expect(output(command)).not.toContain(SECRET);
  });
});

describe('REV:PATH names a path from the repository top, wherever the command runs', () => {
  // An anchored rule (`private/**`) matches the top's file only: checked from the command's
  // directory instead, `cd src && git show HEAD:private/key` was allowed and printed it.
  const KEY = 'anchored-secret-7d2a';
  let anchored: Policy;
  beforeAll(() => {
    mkdirSync(path.join(dir, 'private'));
    mkdirSync(path.join(dir, 'src/deep'));
    writeFileSync(path.join(dir, 'private/key'), `${KEY}\n`);
    writeFileSync(path.join(dir, 'src/deep/c.ts'), 'c\n');
    git('add', 'private/key', 'src/deep/c.ts');
    git('commit', '--quiet', '-m', 'three');
    const policyFile = path.join(mkdtempSync(path.join(tmpdir(), 'ns-git-top-')), 'policy.yaml');
    writeFileSync(policyFile, 'version: 1\nextends: builtin:standard\nread:\n  deny: ["private/**"]\n');
    anchored = loadPolicy(policyFile, dir);
  });
  const decideIn = (command: string, cwd?: string) =>
    checkPolicy(
      anchored,
      'execute_command',
      { command, ...(cwd ? { cwd } : {}) },
      { analyzer, workspace: dir },
    );
  const outputIn = (command: string, cwd = '.') =>
    spawnSync('bash', ['-c', command], {
      cwd: path.join(dir, cwd),
      encoding: 'utf8',
      env: { ...process.env, GIT_PAGER: 'cat' },
    }).stdout;

  it.each([
    ['cd src && git show HEAD:private/key', '.'],
    ['cd src/deep && git show HEAD:private/key', '.'],
    ['git -C src show HEAD:private/key', '.'],
    ['git -C deep show HEAD:private/key', 'src'],
    ['git show HEAD:private/key', 'src'],
    ['git show HEAD:private/key', 'src/deep'],
    ['git show :private/key', 'src'],
    ['git diff HEAD~1:src HEAD:private', 'src'],
    ['cd src && git diff HEAD~1: HEAD:', '.'],
    ['cd src && git show HEAD:./../private/key', '.'],
  ])('%s (in %s) is denied and would print the top’s file', (command, cwd) => {
    expect(outputIn(command, cwd)).toContain(KEY);
    const got = decideIn(command, cwd === '.' ? undefined : cwd);
    expect(got.decision).toBe('deny');
    // The root tree holds `.env` too, which a rule of the standard policy names first.
    expect(got.reason).toMatch(/private|\.env/);
  });

  it.each([
    ['cd src && git show HEAD:a.txt', '.'],
    ['git show HEAD:src/b.ts', 'src/deep'],
    ['git show HEAD:./c.ts', 'src/deep'],
    ['cd src && git show HEAD:./b.ts', '.'],
    ['git show HEAD:a.txt', 'src/deep'],
  ])('%s (in %s) is allowed and prints no key', (command, cwd) => {
    expect(decideIn(command, cwd === '.' ? undefined : cwd).decision).toBe('allow');
    expect(outputIn(command, cwd)).not.toContain(KEY);
  });

  it('an absolute command directory inside the workspace climbs to the workspace root, not past it', () => {
    expect(decideIn('git show HEAD:a.txt', path.join(dir, 'src')).decision).toBe('allow');
    expect(decideIn('git show HEAD:private/key', path.join(dir, 'src')).decision).toBe('deny');
  });
});
