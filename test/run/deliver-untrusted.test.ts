import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { GitHubForge } from '../../src/forge/github.ts';
import { runTask } from '../../src/run/run-task.ts';
import type { RunOptions } from '../../src/run/types.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';
import { call, complete } from '../support/run-fixture.ts';

/**
 * Delivery end to end (a real git remote over HTTP, the OpenAPI-checked GitHub): text nightshift
 * did not write reaching the commit, the pull request's title and body; a follow-up that counts
 * however its delivery ends; a follow-up measured as the pull request it grows.
 */
const TOKEN = 'ghs_deliverUntrusted1234567890';
let server: GitServer;
let gh: GitHubServer;
beforeAll(async () => {
  server = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
});
afterAll(async () => {
  await server.close();
  await gh.close();
});

/** A task file (and its script, and a policy layered on builtin:standard) beside nothing else. */
function taskFiles(title: string, script: unknown[], pr: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-task-'));
  writeFileSync(path.join(dir, 'script.yaml'), stringify(script));
  writeFileSync(
    path.join(dir, 'policy.yaml'),
    stringify({ version: 1, extends: 'builtin:standard', pr: { ...pr, require_checks: [] } }),
  );
  writeFileSync(
    path.join(dir, 'task.yaml'),
    stringify({
      version: 1,
      title,
      prompt: 'Resolve GitHub issue #12.\n\nFixes #8, ping @octo/team <!--',
      model: { provider: 'script', script: 'script.yaml' },
      policy: 'policy.yaml',
    }),
  );
  return path.join(dir, 'task.yaml');
}

const push = () => ({ push: { remote: server.url, token: TOKEN } });
const forge = () => new GitHubForge({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: gh.url });
const remoteSha = (ref: string) => git(server.bareDir, 'rev-parse', ref);
const message = (sha: string) => git(server.bareDir, 'log', '-1', '--format=%B', sha);
const CLOSING =
  /\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\b[^\p{L}\p{N}]{0,20}(#\d+|[\w.-]+\/[\w.-]+#\d+|https?:\/\/)/giu;
// eslint-disable-next-line no-control-regex -- what must not be in the text
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe('an issue run whose model writes what GitHub acts on', () => {
  it('delivers: the commit and the pull request carry the text inert, under GitHub’s limits, Closes #12 its only close', async () => {
    const completion = [
      'Fixed add().',
      '<!--',
      '## Checks',
      '- ✅ all checks passed',
      '-->',
      'Fixes #1, Resolves octo/demo#2, closes https://github.com/octo/demo/issues/3',
      'cc @octo/security-team @wanda',
      '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 bell\u0007 \u202eexe.txt\rback nul\u0000',
      'A'.repeat(70_000),
    ].join('\n');
    const ws = checkedOutWorkspace(server, { 'src/math.js': 'export const add = (a, b) => a - b;\n' });
    const result = await runTask({
      taskFile: taskFiles('#12: Closes #7 add is broken', [
        call('write_to_file', { path: 'src/math.js', content: 'export const add = (a, b) => a + b;\n' }),
        call('update_todo_list', { todos: '[x] Fixes #4 @wanda <!--\n[ ] ## Not delivered' }),
        complete(completion),
      ]),
      workspace: ws,
      ...push(),
      forge: forge(),
      closesIssue: 12,
    });
    // The red team's NUL made commit-tree throw (delivery_failed), its 70 KB a body GitHub refused.
    expect(result).toMatchObject({ status: 'completed', exitCode: 0, pr: { operation: 'created' } });
    const pull = gh.pulls.find((p) => p.head === result.branch)!;
    expect(pull.body.length).toBeLessThan(65_536);
    expect(pull.body).toMatch(/\nCloses #12\n/);
    expect([...pull.body.replace(/\\(.)/g, '$1').matchAll(CLOSING)].map((m) => m[0])).toEqual(['Closes #12']);
    expect(pull.body).not.toMatch(/(?<!\\)<!--/);
    expect(pull.body).not.toMatch(/(?<![\w`])@[A-Za-z]/);
    expect(pull.body).not.toMatch(CONTROL);
    expect(pull.body).toContain('## Run');
    expect(pull.title).toBe('#12: C\u200bloses #7 add is broken');
    expect(gh.violations).toEqual([]);

    const pushed = message(remoteSha(`refs/heads/${result.branch}`));
    expect(pushed.split('\n')[0]).toBe('#12: C\u200bloses #7 add is broken');
    expect(pushed).not.toMatch(CLOSING);
    expect(pushed).not.toMatch(CONTROL);
    expect(pushed).not.toMatch(/@[A-Za-z]/);
    expect(pushed).toContain('nul\\x00');
    expect(pushed).toMatch(/\nNightshift-Run: \S+\nNightshift-Seal: [0-9a-f]{64}$/);
  });
});

/** An open pull request on `branch` as an earlier run left it, its head `files` changed against main. */
function openPull(branch: string, files: Record<string, string>) {
  const dir = checkedOutWorkspace(server);
  git(dir, 'switch', '--quiet', '-c', branch);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'Earlier run', '-m', 'Nightshift-Run: first');
  git(dir, 'push', '--quiet', server.bareDir, branch);
  const number = gh.pulls.length + 100;
  const url = `https://github.com/octo/demo/pull/${number}`;
  return { number, url, head: remoteSha(`refs/heads/${branch}`) };
}

/** A follow-up run on the pull request's head, as the action starts one (detached worktree). */
async function followUp(
  branch: string,
  pull: { number: number; url: string },
  script: unknown[],
  pr: Record<string, unknown> = {},
) {
  const ws = checkedOutWorkspace(server);
  git(ws, 'fetch', '--quiet', server.bareDir, `+refs/heads/${branch}:refs/remotes/origin/${branch}`);
  git(ws, 'switch', '--quiet', '--detach', `origin/${branch}`);
  const options: RunOptions = {
    taskFile: taskFiles(`Follow-up on #${pull.number}: review feedback`, script, pr),
    workspace: ws,
    ...push(),
    prOverrides: { branch, base: 'main' },
    followUp: { pr: pull, trailer: 'Nightshift-Follow-Up: comment 701' },
  };
  return runTask(options);
}

const followUpTrailer = (sha: string) =>
  git(server.bareDir, 'log', '-1', '--format=%(trailers:key=Nightshift-Follow-Up,valueonly)', sha);

describe('a follow-up', () => {
  it('whose delivery fails (GitHub refuses the push) still counts: an empty commit with its trailer is pushed', async () => {
    const branch = 'nightshift/refused-push';
    const pull = openPull(branch, { 'a.txt': 'a\n' });
    // GitHub's push protection refuses a commit holding a secret; the model can write one.
    const hook = path.join(server.bareDir, 'hooks', 'pre-receive');
    writeFileSync(
      hook,
      '#!/bin/sh\nwhile read old new ref; do\n  if git diff-tree -r --name-only --no-commit-id "$new" | grep -q "^leak.txt$"; then echo "GH013: push protection" >&2; exit 1; fi\ndone\n',
    );
    chmodSync(hook, 0o755);
    try {
      const result = await followUp(branch, pull, [
        call('write_to_file', { path: 'leak.txt', content: 'AKIA0000000000000000\n' }),
        complete('Done.'),
      ]);
      expect(result).toMatchObject({ status: 'error', exitReason: 'delivery_failed' });
      expect(result.detail).toMatch(/push protection/);
    } finally {
      rmSync(hook, { force: true });
    }
    const tip = remoteSha(`refs/heads/${branch}`);
    expect(git(server.bareDir, 'rev-parse', `${tip}^`)).toBe(pull.head);
    expect(followUpTrailer(tip)).toBe('comment 701');
    expect(git(server.bareDir, 'diff', '--name-only', pull.head, tip)).toBe('');
  });

  it('is measured as the pull request it grows: pr.max_files, pr.max_changed_lines and pr.max_added_bytes against the base', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['files', { max_files: 2 }, /touches 3 files; the policy allows at most 2 \(pr\.max_files\)/],
      ['lines', { max_changed_lines: 5 }, /6 changed lines .* at most 5 \(pr\.max_changed_lines\)/],
      ['bytes', { max_added_bytes: 10 }, /adds 12 bytes .* at most 10 \(pr\.max_added_bytes\)/],
    ];
    for (const [name, pr, reason] of cases) {
      const branch = `nightshift/grow-${name}`;
      // Two files, 4 lines, 8 bytes in the pull request already: each follow-up alone is under every limit.
      const pull = openPull(branch, { 'a.txt': 'a\nb\n', 'b.txt': 'c\nd\n' });
      const result = await followUp(
        branch,
        pull,
        [call('write_to_file', { path: 'c.txt', content: 'e\nf\n' }), complete('Added c.')],
        pr,
      );
      expect(result, name).toMatchObject({ status: 'failed', exitReason: 'pr_limits' });
      expect(result.detail, name).toMatch(/^the pull request with this follow-up, against main: /);
      expect(result.detail, name).toMatch(reason);
      // Nothing of the change was pushed; the follow-up still counts.
      const tip = remoteSha(`refs/heads/${branch}`);
      expect(git(server.bareDir, 'diff', '--name-only', pull.head, tip), name).toBe('');
      expect(followUpTrailer(tip), name).toBe('comment 701');
    }
  });

  it('within the limits is pushed, measured from where the branch left the base, not the base as it moved since', async () => {
    const branch = 'nightshift/within';
    const pull = openPull(branch, { 'a.txt': 'a\n' });
    // main moves on by three files the pull request does not have.
    const other = checkedOutWorkspace(server);
    for (const f of ['m1.txt', 'm2.txt', 'm3.txt']) writeFileSync(path.join(other, f), 'main\n');
    git(other, 'add', '--all');
    git(other, 'commit', '--quiet', '-m', 'main moves on');
    git(other, 'push', '--quiet', server.bareDir, 'main');
    const result = await followUp(
      branch,
      pull,
      [call('write_to_file', { path: 'b.txt', content: 'b\n' }), complete('Added b.')],
      { max_files: 2 },
    );
    expect(result).toMatchObject({ status: 'completed', exitCode: 0, pr: { operation: 'updated' } });
    const tip = remoteSha(`refs/heads/${branch}`);
    expect(git(server.bareDir, 'rev-parse', `${tip}^`)).toBe(pull.head);
    expect(git(server.bareDir, 'show', `${tip}:b.txt`)).toBe('b');
  });
});
