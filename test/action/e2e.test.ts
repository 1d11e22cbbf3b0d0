import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

/**
 * The action end to end, as a runner starts it: a child process with INPUT_*, GITHUB_EVENT_PATH,
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY, pushing to git http-backend and talking to the
 * OpenAPI-checked GitHub server. It runs the committed bundle, dist/index.js, exactly as
 * action.yml does (test/dist.test.ts fails when that bundle is stale).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = [path.join(ROOT, 'dist/index.js')];
const TOKEN = 'ghs_e2eActionToken9876543210';

const TASK = `version: 1
title: Fix the sign error in add
prompt: add() subtracts; make it add.
model: { provider: script, script: turns.yaml }
policy: builtin:standard
pr: { labels: [nightshift] }
`;
const TURNS = `- text: Fixing add.
  tool_calls:
    - name: write_to_file
      args: { path: src/math.js, content: "export const add = (a, b) => a + b;\\n" }
- tool_calls:
    - name: attempt_completion
      args: { result: add() now adds. }
`;

let gitServer: GitServer;
let gh: GitHubServer;
beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
  gh.permissions = { wanda: 'write', rita: 'read' };
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});

interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

async function runAction(
  event: string,
  payload: object,
  inputs: Record<string, string>,
  options: { origin?: string; files?: Record<string, string> } = {},
): Promise<ActionRun> {
  const workspace = checkedOutWorkspace(gitServer, {
    'src/math.js': 'export const add = (a, b) => a - b;\n',
    'nightshift/task.yaml': TASK,
    'nightshift/turns.yaml': TURNS,
  });
  if (options.origin) git(workspace, 'remote', 'set-url', 'origin', options.origin);
  for (const [name, text] of Object.entries(options.files ?? {}))
    writeFileSync(path.join(workspace, name), text);
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-runner-'));
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: gitServer.serverUrl,
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: workspace,
    GITHUB_ACTOR: 'wanda',
    RUNNER_TEMP: dir,
    // The runner sets every input, defaults included.
    'INPUT_GITHUB-TOKEN': TOKEN,
    'INPUT_OPEN-PR': 'true',
    'INPUT_TRIGGER-PHRASE': '@nightshift',
    'INPUT_LABEL-TRIGGER': 'nightshift',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  const result = await promisify(execFile)(process.execPath, ENTRY, { cwd: workspace, env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
  return {
    ...result,
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    workspace,
  };
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER\n` per output. */
function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1] ?? ''] = m[3] ?? '';
  return out;
}

/** The token may only appear where the runner learns what to mask. */
function expectTokenOnlyMasked(run: ActionRun): void {
  const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((l) => l.includes(TOKEN));
  expect(lines.every((l) => l.startsWith('::add-mask::'))).toBe(true);
  expect(readFileSync(path.join(run.workspace, '.git', 'config'), 'utf8')).not.toContain(TOKEN);
  if (run.outputs['audit-log']) expect(readFileSync(run.outputs['audit-log'], 'utf8')).not.toContain(TOKEN);
}

const issue = (number: number, title: string) => ({
  number,
  title,
  body: 'add(2, 2) returns 0.',
  html_url: `https://github.com/octo/demo/issues/${number}`,
});
const repository = { name: 'demo', owner: { login: 'octo' } };

describe('the action under a runner-like environment', () => {
  it('workflow_dispatch: runs the task file, pushes the branch, opens the PR, sets outputs and the summary', async () => {
    const run = await runAction(
      'workflow_dispatch',
      { inputs: {}, repository },
      { 'task-file': 'nightshift/task.yaml', 'audit-log': 'nightshift-audit.jsonl' },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'completed',
      'exit-code': '0',
      'pr-operation': 'created',
      branch: 'nightshift/fix-the-sign-error-in-add',
    });
    expect(run.outputs['audit-log']).toBe(path.join(run.workspace, 'nightshift-audit.jsonl'));
    const pull = gh.pulls.find((p) => p.number === Number(run.outputs['pr-number']));
    expect(pull).toMatchObject({
      head: 'nightshift/fix-the-sign-error-in-add',
      base: 'main',
      labels: ['nightshift'],
    });
    expect(run.outputs['pr-url']).toBe(`https://github.com/octo/demo/pull/${pull?.number}`);
    expect(git(gitServer.bareDir, 'show', 'nightshift/fix-the-sign-error-in-add:src/math.js')).toBe(
      'export const add = (a, b) => a + b;',
    );
    expect(run.summary.length).toBeGreaterThan(0);
    expectTokenOnlyMasked(run);
    expect(gh.violations).toEqual([]);
  });

  it("pushes to GITHUB_SERVER_URL/GITHUB_REPOSITORY, not to the checkout's origin", async () => {
    const elsewhere = await startGitServer({ token: 'ghs_notTheRunToken000000000' });
    try {
      const run = await runAction(
        'workflow_dispatch',
        { inputs: {}, repository },
        { 'task-file': 'nightshift/task.yaml', branch: 'nightshift/origin-elsewhere' },
        { origin: elsewhere.url },
      );
      expect(run.code).toBe(0);
      expect(run.outputs).toMatchObject({ status: 'completed', 'pr-operation': 'created' });
      expect(git(gitServer.bareDir, 'show', 'nightshift/origin-elsewhere:src/math.js')).toBe(
        'export const add = (a, b) => a + b;',
      );
      // The other host saw no request at all, so no token either.
      expect(elsewhere.authorizations).toEqual([]);
      expect(git(elsewhere.bareDir, 'branch', '--list')).toBe('');
      expectTokenOnlyMasked(run);
    } finally {
      await elsewhere.close();
    }
  });

  it('issues labeled by a collaborator: progress comment, PR that closes the issue', async () => {
    const run = await runAction(
      'issues',
      {
        action: 'labeled',
        label: { name: 'nightshift' },
        issue: issue(12, 'add is broken'),
        sender: { login: 'wanda', type: 'User' },
        repository,
      },
      { 'task-file': 'nightshift/task.yaml', branch: 'nightshift/issue-{issue}' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-operation': 'created' });
    expect(run.outputs.branch).toBe('nightshift/issue-12');
    const pull = gh.pulls.find((p) => p.number === Number(run.outputs['pr-number']));
    expect(pull?.body).toMatch(/\nCloses #12\n/);
    // The issue is the task; the task file only configures the run (model, policy, pr).
    expect(pull?.title).toContain('add is broken');
    const comments = gh.comments.filter((c) => c.issue === 12);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain(`Pull request created: ${run.outputs['pr-url']}`);
    expect(comments[0]?.body).toContain(`${gitServer.serverUrl}/octo/demo/actions/runs/4242`);
    expectTokenOnlyMasked(run);
    expect(gh.violations).toEqual([]);
  });

  it('an issue run configured by a task file without title or prompt', async () => {
    const run = await runAction(
      'issues',
      {
        action: 'labeled',
        label: { name: 'nightshift' },
        issue: issue(15, 'add subtracts'),
        sender: { login: 'wanda', type: 'User' },
        repository,
      },
      { 'task-file': 'nightshift/issue.yaml', branch: 'nightshift/issue-{issue}' },
      {
        files: {
          'nightshift/issue.yaml':
            'version: 1\nmodel: { provider: script, script: turns.yaml }\npolicy: builtin:standard\n',
        },
      },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-operation': 'created' });
    const pull = gh.pulls.find((p) => p.number === Number(run.outputs['pr-number']));
    expect(pull?.title).toContain('add subtracts');
    expect(git(gitServer.bareDir, 'show', 'nightshift/issue-15:src/math.js')).toBe(
      'export const add = (a, b) => a + b;',
    );
  });

  it('working-directory: the agent works in a subdirectory, whose run artifacts git does not list', async () => {
    const run = await runAction(
      'workflow_dispatch',
      { inputs: {}, repository },
      {
        'task-file': 'nightshift/task.yaml',
        'working-directory': 'nightshift',
        branch: 'nightshift/working-directory',
      },
    );
    expect(run.code, run.stdout).toBe(0);
    // The model wrote `src/math.js`: inside the working directory.
    expect(git(gitServer.bareDir, 'show', 'nightshift/working-directory:nightshift/src/math.js')).toBe(
      'export const add = (a, b) => a + b;',
    );
    expect(git(gitServer.bareDir, 'show', 'nightshift/working-directory:src/math.js')).toContain('a - b');
    expect(existsSync(path.join(run.workspace, 'nightshift', '.nightshift'))).toBe(true);
    expect(git(run.workspace, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('a comment by a non-collaborator is refused: nothing runs, no PR, no comment', async () => {
    const pullsBefore = gh.pulls.length;
    const requestsBefore = gh.requests.length;
    const branchesBefore = git(gitServer.bareDir, 'branch', '--list');
    const run = await runAction(
      'issue_comment',
      {
        action: 'created',
        issue: issue(13, 'please do it'),
        comment: { body: '@nightshift fix this', user: { login: 'stranger', type: 'User' } },
        sender: { login: 'stranger', type: 'User' },
        repository,
      },
      { 'task-file': 'nightshift/task.yaml' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'skipped', 'pr-operation': 'none', 'exit-code': '0' });
    expect(run.outputs['exit-reason']).toContain('stranger is not a collaborator');
    expect(gh.pulls.length).toBe(pullsBefore);
    expect(gh.comments.filter((c) => c.issue === 13)).toEqual([]);
    expect(gh.requests.slice(requestsBefore).map((r) => r.operationId)).toEqual([
      'repos/get-collaborator-permission-level',
    ]);
    expect(git(gitServer.bareDir, 'branch', '--list')).toBe(branchesBefore);
    expect(existsSync(path.join(run.workspace, '.nightshift'))).toBe(false);
  });

  it('a comment by a collaborator runs and the PR says Closes #N', async () => {
    const run = await runAction(
      'issue_comment',
      {
        action: 'created',
        issue: issue(14, 'add returns zero'),
        comment: { body: 'Can you take this? @nightshift', user: { login: 'wanda', type: 'User' } },
        sender: { login: 'wanda', type: 'User' },
        repository,
      },
      { 'task-file': 'nightshift/task.yaml', branch: 'nightshift/issue-{issue}' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-operation': 'created' });
    const pull = gh.pulls.find((p) => p.number === Number(run.outputs['pr-number']));
    expect(pull?.body).toMatch(/\nCloses #14\n/);
    expect(gh.comments.filter((c) => c.issue === 14)).toHaveLength(1);
    expect(gh.violations).toEqual([]);
  });

  it('first run in a new repository: commit identity, head sha output, and 403s that name the setting to change', async () => {
    const dispatch = { inputs: {}, repository };
    const byBot = await runAction('workflow_dispatch', dispatch, {
      'task-file': 'nightshift/task.yaml',
      branch: 'nightshift/first-run-bot',
    });
    expect(byBot.code).toBe(0);
    const head = git(gitServer.bareDir, 'rev-parse', 'nightshift/first-run-bot');
    expect(byBot.outputs['pull-request-head-sha']).toBe(head);
    const bot = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';
    expect(git(gitServer.bareDir, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', head)).toBe(`${bot}|${bot}`);

    const named = await runAction('workflow_dispatch', dispatch, {
      'task-file': 'nightshift/task.yaml',
      branch: 'nightshift/first-run-named',
      'commit-author': 'Wanda Maximoff <wanda@example.com>',
    });
    expect(named.code).toBe(0);
    expect(git(gitServer.bareDir, 'log', '-1', '--format=%an <%ae>|%cn', 'nightshift/first-run-named')).toBe(
      'Wanda Maximoff <wanda@example.com>|github-actions[bot]',
    );

    gh.forbidden['pulls/create'] = 'GitHub Actions is not permitted to create or approve pull requests.';
    try {
      const refused = await runAction('workflow_dispatch', dispatch, {
        'task-file': 'nightshift/task.yaml',
        branch: 'nightshift/first-run-forbidden',
      });
      expect(refused.code).toBe(1);
      expect(refused.outputs).toMatchObject({ status: 'error', 'exit-reason': 'delivery_failed' });
      expect(refused.stdout).toContain('Allow GitHub Actions to create and approve pull requests');
    } finally {
      delete gh.forbidden['pulls/create'];
    }

    gitServer.forbidPushes(true);
    try {
      const noPush = await runAction('workflow_dispatch', dispatch, {
        'task-file': 'nightshift/task.yaml',
        branch: 'nightshift/first-run-no-push',
      });
      expect(noPush.code).toBe(1);
      expect(noPush.outputs).toMatchObject({ status: 'error', 'exit-reason': 'delivery_failed' });
      expect(noPush.stdout).toContain('`contents: write`');
      expectTokenOnlyMasked(noPush);
    } finally {
      gitServer.forbidPushes(false);
    }
    expect(gh.violations).toEqual([]);
  });

  it('open-pr with an empty github-token is an input error before the run, with every output', async () => {
    const requestsBefore = gh.requests.length;
    const run = await runAction(
      'workflow_dispatch',
      { inputs: {}, repository },
      { 'task-file': 'nightshift/task.yaml', 'github-token': '' },
    );
    expect(run.code).toBe(2);
    expect(run.outputs).toMatchObject({ status: 'error', 'exit-code': '2', 'pr-operation': 'none' });
    expect(run.outputs['exit-reason']).toBe('config_error');
    expect(run.stdout).toMatch(/^::error::open-pr needs the `github-token` input/m);
    expect(run.outputs['pull-request-head-sha']).toBe('');
    expect(gh.requests.length).toBe(requestsBefore);
    expect(existsSync(path.join(run.workspace, '.nightshift'))).toBe(false);
  });
});
