import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { locateRepo } from '../../src/git/repo.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { workspaceTopAbove } from '../../src/policy/shell/repo-top.ts';
import { bashOutput } from '../support/bash-run.ts';

/**
 * git reaches past what the words of a command show: it names `REV:PATH` and prints a commit's
 * whole patch from the top of the repository, which for a workspace that is a package of a
 * monorepo (the task's `workspace: app`, the action's `working-directory`) lies above the
 * workspace; a word with `..` was taken for a revision range and never for the path git reads
 * (`git blame ../x`); and a pathspec with magic (`:(top)`, `:!`) where a revision may stand was
 * taken for the index's copy of a file named `(top).env`. Each command is run for real to show it
 * prints what it must not, then decided; look-alikes confined to the workspace stay allowed.
 */
const SECRET = 'outside-secret-51c9';
const DENIED = 'denied-secret-0e44';
let analyzer: ShellAnalyzer;
let root: string;
let repo: string;
let standard: Policy;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-top-')));
  repo = path.join(root, 'mono');
  write(repo, {
    'infra/deploy.txt': `${SECRET}\n`,
    '.env': `TOKEN=${DENIED}\n`,
    'app/src/a.ts': 'export const a = 1;\n',
    'app/.env': `TOKEN=${DENIED}\n`,
  });
  git(repo, 'init', '--quiet', '--initial-branch=main');
  git(repo, 'add', '.');
  git(repo, 'commit', '--quiet', '-m', 'one');
  standard = loadPolicy('builtin:standard', repo);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };
const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...ENV, HOME: root },
  });

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

const output = (workspace: string, command: string) => bashOutput(command, workspace, { ...ENV, HOME: root });

/** The decision as a run makes it: the top of the workspace's repository found as the run finds it. */
function decide(workspace: string, command: string) {
  const top = workspaceTopAbove(workspace, locateRepo(workspace)?.workTree);
  return checkPolicy(
    standard,
    'execute_command',
    { command },
    {
      analyzer,
      workspace,
      ...(top ? { repositoryTop: top } : {}),
    },
  );
}

describe('workspaceTopAbove', () => {
  it('climbs from a package to the top of its repository, and is nothing at the top', () => {
    expect(workspaceTopAbove('/r/mono/packages/app', '/r/mono')).toBe('../..');
    expect(workspaceTopAbove('/r/mono/app', '/r/mono')).toBe('..');
    expect(workspaceTopAbove('/r/mono', '/r/mono')).toBeUndefined();
    expect(workspaceTopAbove('/r/other', '/r/mono')).toBeUndefined();
    expect(workspaceTopAbove('/r/mono', undefined)).toBeUndefined();
  });
});

describe('a workspace below the top of its repository (app/ of a monorepo)', () => {
  const app = () => path.join(repo, 'app');

  it.each([
    'git show HEAD:infra/deploy.txt',
    'git show HEAD',
    'git log -p',
    'git log -p --all',
    'git show HEAD^{tree}',
    'git diff HEAD~0 4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    'git blame ../infra/deploy.txt',
    'git blame -- ../infra/deploy.txt',
    'git ls-files ..',
    'git ls-files -- ../infra',
    'git status ../infra',
    "git show ':(top)infra/deploy.txt'",
    "git ls-files ':(top)'",
    "git ls-files ':/'",
  ])('%j reaches outside the workspace and is refused', (command) => {
    const decision = decide(app(), command);
    expect(decision.decision).toBe('deny');
    expect(decision.rule).toMatch(/^invariant:(outside-workspace|unanalyzable-command)$/);
  });

  it('git really prints the file outside the workspace for the content commands', () => {
    for (const command of [
      'git show HEAD:infra/deploy.txt',
      'git show HEAD',
      'git log -p',
      'git blame ../infra/deploy.txt',
      "git show ':(top)infra/deploy.txt'",
    ])
      expect(output(app(), command)).toContain(SECRET);
    expect(output(app(), 'git ls-files ..')).toContain('infra/deploy.txt');
  });

  it.each([
    'git show HEAD -- src',
    'git log -p -- src',
    'git show HEAD:app/src/a.ts',
    'git show HEAD:./src/a.ts',
    'git diff HEAD --stat',
    'git log --oneline',
    'git ls-files',
    'git blame src/a.ts',
    'git log main..main -p -- src',
  ])('%j stays in the workspace and is allowed', (command) => {
    expect(decide(app(), command).decision).toBe('allow');
    expect(output(app(), command)).not.toContain(SECRET);
  });

  it('a path named from the top that comes back into the workspace obeys its read rules', () => {
    const decision = decide(app(), 'git show HEAD:app/.env');
    expect(decision.decision).toBe('deny');
    expect(decision.rule).toMatch(/^read\.deny/);
  });
});

describe('a workspace at the top of its repository', () => {
  it.each([
    // The path git reads hides behind `..`, a revision range to the analyzer.
    'git blame app/../.env',
    'git blame -- app/../.env',
    // Pathspec magic where a revision may stand: git shows HEAD's change to .env.
    "git show ':(top).env'",
    "git log -p ':(glob).env'",
    "git show ':(literal).env'",
  ])('%j prints a file the read rules deny, and is refused', (command) => {
    expect(output(repo, command)).toContain(DENIED);
    expect(decide(repo, command).decision).toBe('deny');
  });

  it.each(['git log --oneline main..main', 'git diff HEAD~0..HEAD --stat', 'git show HEAD:app/src/a.ts'])(
    '%j is allowed',
    (command) => {
      expect(decide(repo, command).decision).toBe('allow');
    },
  );
});
