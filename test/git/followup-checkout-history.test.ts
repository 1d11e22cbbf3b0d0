import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

/**
 * A follow-up reads its task file and policy from the workflow's checkout, which must be the base,
 * never a tree the pull request's (model-written) commits made. The check looked at HEAD and its
 * parents only, so a checkout holding the PR further down its history — the PR merged into another
 * branch that moved on, in a full or a shallow clone — ran with that configuration. End to end:
 * the action's source against git http-backend and the OpenAPI-checked GitHub server.
 */
const TOKEN = 'ghs_followUpHistory1234567890ab';
const TASK = 'version: 1\nmodel: { provider: script, script: turns.yaml }\npolicy: builtin:standard\n';
const TURNS = `- tool_calls:
    - name: attempt_completion
      args: { result: Nothing to change. }
`;
// A task file as a model could write it: the next run under a looser policy.
const LOOSER = TASK.replace('builtin:standard', 'builtin:trusted');
const FILES = {
  'src/math.js': 'export const add = (a, b) => a - b;\n',
  'nightshift/task.yaml': TASK,
  'nightshift/turns.yaml': TURNS,
};

let gitServer: GitServer;
let gh: GitHubServer;
let nextPull = 1;
beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
  gh.permissions = { wanda: 'write' };
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});

/** A nightshift branch on the server (its commit carries the run trailer) and its open PR. */
function openNightshiftPr(followUps = 0, files: Record<string, string> = {}) {
  const number = nextPull++;
  const branch = `nightshift/fix-add-${number}`;
  const dir = checkedOutWorkspace(gitServer, FILES);
  git(dir, 'switch', '--quiet', '-c', branch);
  writeFileSync(path.join(dir, 'src/math.js'), 'export const add = (a, b) => a + b;\n');
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  git(dir, 'commit', '--quiet', '-am', 'Fix add', '-m', 'Nightshift-Run: first');
  for (let i = 0; i < followUps; i++)
    git(
      dir,
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'Follow-up',
      '-m',
      `Nightshift-Run: f${i}\nNightshift-Follow-Up: comment ${i}`,
    );
  git(dir, 'push', '--quiet', gitServer.bareDir, branch);
  gh.pulls.push({
    number,
    head: branch,
    base: 'main',
    title: 'Fix add',
    body: '',
    draft: false,
    state: 'open',
    labels: [],
    assignees: [],
    reviewers: [],
  });
  return { number, branch };
}

/** `other` on the server: main with the PR merged in, and a commit on top. */
function pushBranchMerging(pr: { branch: string }, other: string): void {
  const dir = checkedOutWorkspace(gitServer);
  git(dir, 'switch', '--quiet', '-c', other);
  git(dir, 'fetch', '--quiet', gitServer.bareDir, pr.branch);
  git(dir, 'merge', '--quiet', '--no-ff', '-m', 'Merge the nightshift branch', 'FETCH_HEAD');
  git(dir, 'commit', '--quiet', '--allow-empty', '-m', 'Later work');
  git(dir, 'push', '--quiet', gitServer.bareDir, other);
}

/** actions/checkout with its default fetch-depth 1 of `ref`. */
function shallowCheckout(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-ws-'));
  git(dir, 'clone', '--quiet', '--depth', '1', '--branch', ref, `file://${gitServer.bareDir}`, '.');
  git(dir, 'remote', 'set-url', 'origin', gitServer.url);
  return dir;
}

const repository = { name: 'demo', full_name: 'octo/demo', owner: { login: 'octo' } };
const wanda = { login: 'wanda', type: 'User' };
let nextReview = 900;

async function review(pr: { number: number; branch: string }, workspace: string) {
  const action = startAction({
    workspace,
    event: 'pull_request_review',
    payload: {
      action: 'submitted',
      review: { id: nextReview++, state: 'changes_requested', body: 'Change it.', user: wanda },
      pull_request: {
        number: pr.number,
        head: { ref: pr.branch, repo: { full_name: 'octo/demo' } },
        base: { ref: 'main', repo: { full_name: 'octo/demo' } },
      },
      sender: wanda,
      repository,
    },
    inputs: {
      'task-file': 'nightshift/task.yaml',
      'github-token': TOKEN,
      'open-pr': 'true',
      'audit-log': 'audit.jsonl',
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: gitServer.serverUrl },
  });
  const { code } = await action.exited;
  return { code, stdout: action.stdout(), outputs: action.outputs() };
}

describe("a follow-up's checkout holding the pull request below HEAD's parents", () => {
  it('refuses a full clone of a branch that merged the PR and moved on', async () => {
    const pr = openNightshiftPr();
    pushBranchMerging(pr, 'staging-full');
    const ws = checkedOutWorkspace(gitServer);
    git(ws, 'fetch', '--quiet', gitServer.bareDir, 'staging-full');
    git(ws, 'checkout', '--quiet', 'FETCH_HEAD');
    const run = await review(pr, ws);
    expect(run.code).toBe(2);
    expect(run.outputs).toMatchObject({ status: 'error', 'exit-reason': 'config_error' });
    expect(run.stdout).toContain("the workflow checked out the pull request's own commits");
  });

  it('refuses a shallow clone of such a branch: its history cannot show the PR is not there', async () => {
    const pr = openNightshiftPr();
    pushBranchMerging(pr, 'staging-shallow');
    const run = await review(pr, shallowCheckout('staging-shallow'));
    expect(run.code).toBe(2);
    expect(run.outputs).toMatchObject({ status: 'error', 'exit-reason': 'config_error' });
    expect(run.stdout).toContain("which is not on the pull request's base main, and its history is shallow");
  });

  it('still runs on a shallow clone of the base, also once the base moved on (held)', async () => {
    const pr = openNightshiftPr();
    const ws = shallowCheckout('main');
    const mover = checkedOutWorkspace(gitServer);
    git(mover, 'commit', '--quiet', '--allow-empty', '-m', 'Base moves on');
    git(mover, 'push', '--quiet', gitServer.bareDir, 'main');
    const run = await review(pr, ws);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'exit-code': '0' });
    expect(git(gitServer.bareDir, 'log', '-1', '--format=%B', pr.branch)).toContain('Nightshift-Follow-Up:');
  });

  it('refuses a checkout whose config files hold what the PR wrote, squashed into another commit', async () => {
    const pr = openNightshiftPr(0, { 'nightshift/task.yaml': LOOSER });
    const ws = checkedOutWorkspace(gitServer);
    git(ws, 'fetch', '--quiet', gitServer.bareDir, pr.branch);
    git(ws, 'merge', '--quiet', '--squash', 'FETCH_HEAD');
    git(ws, 'commit', '--quiet', '-m', 'Squashed');
    const run = await review(pr, ws);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('nightshift/task.yaml holds what the pull request wrote');
  });

  it('refuses an older commit of the PR itself (held before)', async () => {
    const pr = openNightshiftPr(1);
    const ws = checkedOutWorkspace(gitServer);
    git(ws, 'fetch', '--quiet', gitServer.bareDir, pr.branch);
    git(ws, 'checkout', '--quiet', 'FETCH_HEAD~1');
    const run = await review(pr, ws);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain("the workflow checked out the pull request's own commits");
  });
});
