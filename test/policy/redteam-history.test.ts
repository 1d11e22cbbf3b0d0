import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { readDeniedBy } from '../../src/policy/workspace-links.ts';
import { deniedInHistory, type DeniedHistory } from '../../src/run/denied-history.ts';
import { bashOutput } from '../support/bash-run.ts';

/**
 * A `.env` committed once and removed since is in no directory the analyzer looks at, but
 * `git log -p` (allowed by builtin:standard) prints it: the read rules held only for the work
 * tree. The history's denied paths are now listed (denied-history.ts) and a git command that
 * prints past commits over a directory that held one is denied by the rule that denies it. Each
 * command is run for real to show what it prints.
 */
const SECRET = 'TOKEN=history-secret-a81f3c';
let analyzer: ShellAnalyzer;
let root: string;
let repo: string;
let standard: Policy;
let history: DeniedHistory;

const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...ENV, HOME: root },
  });
function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
}

beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-history-')));
  repo = path.join(root, 'repo');
  write({ 'src/a.ts': 'export const a = 1;\n', 'config/.env': `${SECRET}\n`, 'config/app.json': '{}\n' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'one');
  git('rm', '--quiet', 'config/.env');
  git('commit', '--quiet', '-m', 'remove the env file');
  write({ 'src/a.ts': 'export const a = 2;\n' });
  git('commit', '--quiet', '-am', 'two');
  standard = loadPolicy('builtin:standard', repo);
  history = await deniedInHistory(repo, readDeniedBy(standard.read));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const decide = (command: string, past: DeniedHistory | undefined = history) =>
  checkPolicy(
    standard,
    'execute_command',
    { command },
    {
      analyzer,
      workspace: repo,
      ...(past ? { history: past } : {}),
    },
  );

describe('deniedInHistory', () => {
  it('finds the removed .env and what it held, and nothing the rules allow', () => {
    expect(history).toMatchObject({ paths: ['config/.env'] });
    const sources = 'sources' in history ? history.sources : [];
    expect(sources.map((s) => [s.rel, s.content.toString()])).toEqual([['config/.env', `${SECRET}\n`]]);
  });

  it('is empty outside a repository, and says why when git cannot list it', async () => {
    const plain = realpathSync(mkdtempSync(path.join(root, 'plain-')));
    expect(await deniedInHistory(plain, () => true)).toEqual({ paths: [], sources: [] });
    // A git directory whose objects are gone: git log fails.
    const broken = path.join(root, 'broken');
    mkdirSync(broken);
    execFileSync('git', ['init', '--quiet'], { cwd: broken });
    writeFileSync(path.join(broken, '.git/refs/heads/master'), `${'1'.repeat(40)}\n`);
    expect(await deniedInHistory(broken, () => true)).toHaveProperty('unavailable');
  });
});

describe('git commands printing past commits', () => {
  it.each([
    'git log -p',
    'git log -p --all',
    'git show HEAD~1',
    'git diff HEAD~2 HEAD',
    'git log -p -- config',
    'git diff HEAD~2 -- config',
    'git diff HEAD~2:config HEAD:config',
  ])('%j prints the removed .env and is denied by its read rule', (command) => {
    expect(bashOutput(command, repo, { ...ENV, HOME: root })).toContain(SECRET.slice(6));
    const decision = decide(command);
    expect(decision.decision).toBe('deny');
    expect(decision.rule).toMatch(/^read\.deny\[\d+\]$/);
    expect(decision.reason).toContain('config/.env');
    expect(decision.reason).toContain('history');
  });

  it.each(['git log -p -- src', 'git show HEAD -- src', 'git log --stat', 'git log --oneline', 'git status'])(
    '%j prints nothing the history holds of it, and is allowed',
    (command) => {
      expect(bashOutput(command, repo, { ...ENV, HOME: root })).not.toContain(SECRET.slice(6));
      expect(decide(command).decision).toBe('allow');
    },
  );

  it('a history that could not be listed refuses what prints it, and nothing else', () => {
    const unavailable = { unavailable: 'git log timed out' };
    const denied = decide('git log -p', unavailable);
    expect(denied).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(denied.reason).toContain('git log timed out');
    expect(decide('git log --oneline', unavailable).decision).toBe('allow');
  });
});
