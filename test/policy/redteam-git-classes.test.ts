import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { bashOutput } from '../support/bash-run.ts';

/**
 * git commands builtin:standard allows printed what its read rules deny, or ran what a planted
 * git directory's config names: `git status -v`, log options missing from a list of patch
 * options, `git diff` run from a subdirectory, `git diff` comparing a path outside the work tree
 * (an implied `--no-index`), and git finding a bare repository the command made. Each is run
 * for real in a scratch repository to show it prints the secret, and is decided against one;
 * the look-alikes that print nothing secret stay allowed.
 */
const SECRET = 'planted-secret-7d21';
let analyzer: ShellAnalyzer;
let root: string;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-git-')));
  writeFileSync(path.join(root, 'outside.txt'), `${SECRET}-outside\n`);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...ENV, HOME: root },
  });
/** No global or system git config: git as a fresh machine runs it, bare repositories found and used. */
const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** A repository under the scratch root, with a.txt and src/b.ts committed. */
function repository(name: string): string {
  const dir = path.join(root, name);
  write(dir, { 'a.txt': 'a\n', 'src/b.ts': 'b\n' });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'one');
  return dir;
}

/** What the command prints when bash runs it in `dir` (or its `cwd` below), stdout and stderr. */
function output(dir: string, command: string, cwd = '.'): string {
  return bashOutput(command, path.join(dir, cwd), { ...ENV, HOME: root });
}

/** The decision on the command, run in `cwd` (execute_command's, `.` for none). */
const decide = (policy: Policy, dir: string, command: string, cwd = '.') =>
  checkPolicy(policy, 'execute_command', cwd === '.' ? { command } : { command, cwd }, {
    analyzer,
    workspace: dir,
  });

/** A command in the workspace root, or [command, cwd]. */
type Call = string | [string, string];
const rows = (calls: Call[]): [string, string][] => calls.map((c) => (Array.isArray(c) ? c : [c, '.']));

describe('git prints what .env held: status -v, log options, diff from a subdirectory', () => {
  let dir: string;
  let standard: Policy;
  beforeAll(() => {
    // History: .env committed, changed on a side branch (with trailing whitespace) merged back;
    // then a staged and an unstaged change of it.
    dir = repository('history');
    write(dir, { '.env': `TOKEN=${SECRET}\n` });
    git(dir, 'add', '.env');
    git(dir, 'commit', '--quiet', '-m', 'env');
    git(dir, 'checkout', '--quiet', '-b', 'side');
    write(dir, { '.env': `TOKEN=${SECRET}-side \n` });
    git(dir, 'commit', '--quiet', '-am', 'side');
    git(dir, 'checkout', '--quiet', 'main');
    write(dir, { 'a.txt': 'a2\n' });
    git(dir, 'commit', '--quiet', '-am', 'main');
    git(dir, 'merge', '--quiet', '--no-ff', '-m', 'merge', 'side');
    write(dir, { '.env': `TOKEN=${SECRET}-staged\n` });
    git(dir, 'add', '.env');
    write(dir, { '.env': `TOKEN=${SECRET}-worktree\n` });
    standard = loadPolicy('builtin:standard', dir);
  });

  it.each(
    rows([
      'git status -v',
      'git status -vv',
      'git status --verbose',
      'git status --verb',
      'git status -b -v',
      // Paths do not narrow the staged diff -v prints.
      'git status -v -- src',
      ['git status -v', 'src'],
      // --diff-merges prints a merge's patch, every value but off and none.
      'git log --diff-merges=on',
      'git log --diff-merges=1',
      'git log --diff-merges=separate',
      'git log --diff-merges=first-parent -- .',
      'git log --diff-merges m',
      // --check prints the lines it faults.
      'git log --check',
      'git log --oneline --check',
      // Without paths git prints the whole repository, wherever in it it runs.
      ['git diff', 'src'],
      ['git diff --cached', 'src'],
      ['git log -p', 'src'],
      ['git show HEAD^2', 'src'],
    ]),
  )('%j in %s prints .env and is denied', (command, cwd) => {
    expect(output(dir, command, cwd)).toContain(SECRET);
    const got = decide(standard, dir, command, cwd);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
    expect(got.reason).toContain('.env');
  });

  it.each([
    'git log -S TOKEN --oneline',
    'git log -G TOKEN=planted --oneline',
    'git diff --exit-code -I TOKEN --quiet',
    'git log --find-object=HEAD:.env --oneline',
  ])('%j searches content, telling it a guess at a time, and is denied', (command) => {
    const got = decide(standard, dir, command);
    expect(got.decision).toBe('deny');
    expect(got.reason).toContain('.env');
  });

  it.each(
    rows([
      'git status',
      'git status --short --branch',
      ['git status', 'src'],
      'git log --oneline',
      'git log --stat --graph',
      'git log --diff-merges=off --oneline',
      'git log --name-status --first-parent',
      'git log --follow --oneline -- a.txt',
      'git show --stat HEAD',
      'git diff --name-only HEAD~1',
      'git diff --stat --cached',
      'git log -p -- src',
      ['git diff HEAD~2 -- .', 'src'],
    ]),
  )('%j in %s prints nothing secret and is allowed', (command, cwd) => {
    expect(decide(standard, dir, command, cwd).decision).toBe('allow');
    expect(output(dir, command, cwd)).not.toContain(SECRET);
  });
});

describe('git diff with a path outside the work tree compares files, --no-index implied', () => {
  // No denied file in the work tree, so only the compared files can deny.
  let dir: string;
  let standard: Policy;
  beforeAll(() => {
    dir = repository('clean');
    git(dir, 'config', 'nightshift.token', `${SECRET}-config`);
    standard = loadPolicy('builtin:standard', dir);
  });

  it.each([
    ['git diff /dev/null .git/config', 'invariant:protected-path'],
    ['git diff -- /dev/null .git/config', 'invariant:protected-path'],
    ['git diff -U1 /dev/null .git/config', 'invariant:protected-path'],
    ['git diff ../outside.txt a.txt', 'invariant:outside-workspace'],
    ['git diff -- a.txt ../outside.txt', 'invariant:outside-workspace'],
    ['git diff ROOT/outside.txt a.txt', 'invariant:outside-workspace'],
    ['git diff src/../../outside.txt a.txt', 'invariant:outside-workspace'],
  ])('%j prints the file and is denied', (template, rule) => {
    const command = template.replace('ROOT', root);
    expect(output(dir, command)).toContain(SECRET);
    const got = decide(standard, dir, command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe(rule);
  });

  it.each(['git diff /dev/null a.txt', 'git diff HEAD -- a.txt', 'git diff HEAD src/b.ts'])(
    '%j prints nothing secret and is allowed',
    (command) => {
      expect(decide(standard, dir, command).decision).toBe('allow');
      expect(output(dir, command)).not.toContain(SECRET);
    },
  );
});

describe('git obeys the config of a git directory it finds: a planted one runs its programs', () => {
  const PLANT = [
    'mkdir -p evil/objects evil/refs',
    "echo 'ref: refs/heads/main' > evil/HEAD",
    `printf '[core]\\n\\trepositoryformatversion = 0\\n\\tworktree = ..\\n\\tfsmonitor = "cat .env >&2; false"\\n' > evil/config`,
  ].join(' && ');
  let template: string;
  let planted: string;
  let standard: Policy;
  let trusted: Policy;
  let copies = 0;
  beforeAll(() => {
    template = repository('plain');
    write(template, { '.env': `TOKEN=${SECRET}\n` });
    planted = path.join(root, 'planted');
    cpSync(template, planted, { recursive: true });
    output(planted, `${PLANT} && ln -s evil link`);
    standard = loadPolicy('builtin:standard', template);
    trusted = loadPolicy('builtin:trusted', template);
  });
  /** A fresh copy of the plain repository, for a command that plants the directory itself. */
  const fresh = (): string => {
    const dir = path.join(root, `copy-${++copies}`);
    cpSync(template, dir, { recursive: true });
    return dir;
  };

  it.each(
    rows([
      'cd evil && git status --short',
      'cd evil/objects && git status',
      'cd link && git status',
      ['git status', 'evil'],
      ['git diff', 'evil/refs'],
    ]),
  )('%j in %s, the directory already there, runs its fsmonitor and is denied', (command, cwd) => {
    expect(output(planted, command, cwd)).toContain(SECRET);
    const got = decide(standard, planted, command, cwd);
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe('invariant:bad-path');
    expect(got.reason).toMatch(
      /git would look for its repository in evil, which git takes for a git directory/,
    );
    // The directory is named as the command names it, not by the analyzer's internal marker.
    expect(got.reason).not.toContain('\u0000');
    expect(got.reason).not.toContain('where-git-starts');
    expect(got.reason).toMatch(/^read of "[^"]*evil"/);
  });

  it.each(['git -C evil status', 'git --git-dir=evil status', 'git -C src -C ../evil status'])(
    '%j is denied whatever the command rules say',
    (command) => {
      expect(output(planted, command)).toContain(SECRET);
      const got = decide(trusted, planted, command);
      expect(got.decision).toBe('deny');
      expect(got.rule).toBe('invariant:bad-path');
    },
  );

  it.each([`${PLANT} && cd evil && git status --short`, `${PLANT}; git -C evil diff --stat`])(
    '%j, planting it first, runs its fsmonitor and is denied',
    (command) => {
      expect(output(fresh(), command)).toContain(SECRET);
      const got = decide(trusted, template, command);
      expect(got.decision).toBe('deny');
      expect(got.rule).toBe('invariant:bad-path');
      expect(got.reason).toMatch(
        /git would look for its repository in evil, no directory when the command is decided/,
      );
    },
  );

  it.each(
    rows(['git status', 'cd src && git status --short', ['git status', 'src'], ['git log --oneline', 'src']]),
  )('%j in %s, in the repository, is allowed', (command, cwd) => {
    expect(decide(standard, planted, command, cwd).decision).toBe('allow');
    expect(output(planted, command, cwd)).not.toContain(SECRET);
  });
});
