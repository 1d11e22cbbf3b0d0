import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { bashOutput } from '../support/bash-run.ts';

/**
 * Session 19: programs the analyzer has no table for, under a policy that allows them by command
 * rule (`git`, `paste`, `rsync`, ... or `command.default: allow`) with `sandbox: none`, where the
 * analyzer is the only guard. Each bypass is run for real with bash and git in a scratch
 * repository, then decided:
 * - git subcommands without a table that print what files hold, from the object store (readable
 *   inside the sandbox too) or the work tree: `git cat-file -p HEAD:.env`, `git grep`, `git
 *   archive`, `git diff-tree -p`, `git stash show -p`, `git add -p`, or copy the repository's
 *   files under other names (`git clone . copy`, `git worktree add`);
 * - git subcommands whose options run a command line unseen (`git rebase --exec`, `git bisect
 *   run`, `git grep -O`, `git clone -u`), and `git config`, which reads and writes .git/config;
 * - `git mv`, a move like mv;
 * - any other program's words naming a read-denied file, a git directory or a path outside the
 *   workspace (`paste .env`, `awk 1 .git/config`, `rsync -a kit/ .git/hooks/`).
 */
const SECRET = 'planted-secret-19u7';
const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };

let analyzer: ShellAnalyzer;
let root: string;
let template: string;
/** A user's policy: `.env` read-denied, CI edit-denied, every command allowed, no sandbox. */
let custom: Policy;
let copies = 0;

beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-19-')));
  template = path.join(root, 'template');
  const files: Record<string, string> = {
    '.env': `TOKEN=${SECRET}\n`,
    'src/a.ts': 'a\n',
    'kit/hooks/pre-commit': '#!/bin/sh\necho hook ran\n',
    '.github/workflows/ci.yml': 'on: push\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(template, file)), { recursive: true });
    writeFileSync(path.join(template, file), text);
  }
  const git = (...args: string[]) => spawnSync('git', args, { cwd: template, env: { ...ENV, HOME: root } });
  git('init', '--quiet');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'init');
  const policyFile = path.join(root, 'custom.yaml');
  writeFileSync(
    policyFile,
    [
      'version: 1',
      'read: { allow: ["**"], deny: ["**/.env*"] }',
      'edit: { allow: ["**"], deny: [".github/workflows/**"] }',
      'command: { default: allow }',
      'sandbox: none',
    ].join('\n'),
  );
  custom = loadPolicy(policyFile, template);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What bash printed running the command in a fresh copy of the repository. */
function run(command: string): string {
  const dir = path.join(root, `ws-${++copies}`);
  cpSync(template, dir, { recursive: true, verbatimSymlinks: true });
  return bashOutput(command, dir, {
    ...ENV,
    HOME: root,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  });
}

const decide = (command: string) =>
  checkPolicy(custom, 'execute_command', { command }, { analyzer, workspace: template });

describe('git subcommands without a table that print file contents', () => {
  it.each([
    'git cat-file -p HEAD:.env',
    'git cat-file blob HEAD:.env',
    'git grep -h TOKEN HEAD',
    'git grep -h TOKEN',
    'git archive HEAD | strings',
    'git diff-tree -p --root HEAD',
    'git whatchanged -p -1',
    'git reflog -p -1',
    'git format-patch --root --stdout -1',
    'git annotate .env',
    'git fast-export HEAD',
    'echo x >> .env && git stash && git stash show -p',
  ])('%s prints the secret for real, and is denied', (command) => {
    expect(run(command)).toContain(SECRET);
    const decision = decide(command);
    expect(decision.decision).toBe('deny');
    expect(decision.reason).toContain('.env');
  });

  it('an object id is any file: git cat-file -p of the id git ls-files -s printed is denied', () => {
    const id = run('git rev-parse HEAD:.env').trim();
    expect(run(`git cat-file -p ${id}`)).toContain(SECRET);
    expect(decide(`git cat-file -p ${id}`).decision).toBe('deny');
  });

  it('-p of an otherwise quiet subcommand prints hunks: git add -p is denied, git add is not', () => {
    expect(run('echo more >> .env && echo n | git add -p')).toContain(SECRET);
    expect(decide('git add -p').decision).toBe('deny');
    expect(decide('git add src/a.ts').decision).toBe('allow');
  });

  it('copies of the repository under another name are denied (the secret is then readable there)', () => {
    expect(run('git clone -q . copy && cat copy/.env')).toContain(SECRET);
    expect(decide('git clone -q . copy').decision).toBe('deny');
    expect(decide('git clone -q ./ https:/x').decision).toBe('deny');
    expect(decide('git worktree add wt').decision).toBe('deny');
    // A clone from another host copies nothing of this repository.
    expect(decide('git clone --depth 1 https://github.com/a/b vendor/b').decision).toBe('allow');
  });

  it('what prints no content stays allowed', () => {
    for (const command of [
      'git commit -m "fix the .env loader"',
      'git add -A',
      'git checkout -b feat/x',
      'git stash',
      'git stash pop',
      'git branch -a',
      'git reset --hard HEAD~1',
      'git worktree list',
      'git mv src/a.ts src/b.ts',
    ])
      expect(decide(command), command).toMatchObject({ decision: 'allow' });
  });
});

describe('git subcommands that run a command line they are given', () => {
  it.each([
    ["git rebase --exec 'cat .env' --root", 'git rebase'],
    ["git rebase --exe 'cat .env' --root", 'git rebase'],
    ["git rebase -x 'cat .env' --root", 'git rebase'],
    ["git rebase -fx 'cat .env' --root", 'git rebase'],
    ["git grep --open-files-in-pager='cat .env;:' TOKEN", 'git grep'],
    ["git grep -O'cat .env;:' a", 'git grep'],
    ["git submodule foreach 'cat .env'", 'git submodule'],
    ['git bisect run cat .env', 'git bisect'],
    ["git clone -u 'cat .env;:' . y", 'git clone'],
    ["git clone --upload-pack='cat .env;:' . y", 'git clone'],
    ['git clone -c core.sshCommand=x ssh://h/r y', 'git clone'],
    ["git difftool -y -x 'cat .env;:' HEAD", 'git difftool'],
    ["git filter-branch --tree-filter 'cat .env' HEAD", 'git filter-branch'],
  ])('%s is refused as unanalyzable', (command, name) => {
    const decision = decide(command);
    expect(decision.rule).toBe('invariant:unanalyzable-command');
    expect(decision.reason).toContain(name);
  });

  it('rebase --exec runs its command for real', () => {
    expect(run("git commit -q --allow-empty -m two && git rebase --exec 'cat .env' HEAD~1")).toContain(
      SECRET,
    );
  });
});

describe('git config and git mv', () => {
  it('git config reads and writes .git/config, a protected path', () => {
    for (const command of [
      'git config core.fsmonitor "cat .env"',
      'git config --get user.name',
      'git config -l',
    ]) {
      const decision = decide(command);
      expect(decision.rule, command).toBe('invariant:protected-path');
      expect(decision.reason).toContain('.git/config');
    }
  });

  it('git var, remote and ls-remote print what .git/config holds: reads of it', () => {
    // A password in a remote URL (or an extraheader a checkout persisted) is printed by each.
    const url = 'https://someone:pw-in-url@git.example.com/o/r.git';
    for (const command of [
      'git var -l',
      'git remote -v',
      'git remote get-url origin',
      'git ls-remote --get-url',
    ])
      expect(run(`git remote add origin ${url} && ${command}`), command).toContain('pw-in-url');
    for (const command of [
      'git var -l',
      'git var GIT_AUTHOR_IDENT',
      'git remote -v',
      'git remote get-url origin',
      'git ls-remote --get-url',
    ]) {
      const decision = decide(command);
      expect(decision.rule, command).toBe('invariant:protected-path');
      expect(decision.reason).toContain('.git/config');
    }
  });

  it('git mv moves like mv: a read-denied source, an edit-denied destination', () => {
    expect(run('git mv .env notes.txt && cat notes.txt')).toContain(SECRET);
    expect(decide('git mv .env notes.txt').rule).toBe('read.deny[0]');
    expect(decide('git mv src/a.ts .github/workflows/a.yml').rule).toBe('edit.deny[0]');
    expect(decide('git -C src mv a.ts ../.github/workflows/a.yml').rule).toBe('edit.deny[0]');
  });

  it('a word of another git subcommand naming a denied file is denied (git commit -F .env)', () => {
    expect(run('git commit -q --allow-empty -F .env && git log -1 --format=%B')).toContain(SECRET);
    expect(decide('git commit --allow-empty -F .env').rule).toBe('read.deny[0]');
    expect(decide('git commit --allow-empty -F.env').rule).toBe('read.deny[0]');
    expect(decide('git worktree add ../wt').rule).toBe('invariant:outside-workspace');
  });
});

describe('words of programs the analyzer does not model', () => {
  it.each([
    'paste .env',
    'awk 1 .env',
    'rev .env | rev',
    'uniq .env',
    'fold .env',
    'iconv -f utf-8 .env',
    'basenc --base64 .env | base64 -d',
    'paste .e*',
    'paste ./.[e]nv',
    'timeout 5 paste .env',
  ])('%s prints the secret for real, and is denied by read.deny', (command) => {
    expect(run(command)).toContain(SECRET);
    expect(decide(command).rule).toBe('read.deny[0]');
  });

  it.each([
    ['awk 1 .git/config', 'invariant:protected-path'],
    ['rsync -a kit/hooks/ .git/hooks/', 'invariant:protected-path'],
    ['split -l1 src/a.ts .git/hooks/x', 'invariant:protected-path'],
    ['paste ../x', 'invariant:outside-workspace'],
    ['jq . --from-file=/etc/passwd', 'invariant:outside-workspace'],
  ])('%s is denied by %s', (command, rule) => {
    expect(decide(command).rule).toBe(rule);
  });

  it('split writes into .git for real (a program nightshift does not model, with no sandbox)', () => {
    expect(run('split -l 100 kit/hooks/pre-commit .git/hooks/x && ls .git/hooks/xaa')).toContain(
      '.git/hooks/xaa',
    );
  });

  it('words that are no denied file stay allowed', () => {
    for (const command of [
      'jq . package.json',
      'go test ./...',
      'paste src/a.ts src/a.ts',
      'tr / _ < src/a.ts',
      'yq . .github/workflows/ci.yml',
      'cmake -S . -B build',
      'echo .env',
      'test -f .env',
    ])
      expect(decide(command), command).toMatchObject({ decision: 'allow' });
  });
});
