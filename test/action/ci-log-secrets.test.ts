import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';

/**
 * A follow-up on failed CI hands the model the failed jobs' logs, redacted. Those logs are what
 * the branch's code printed, and that code is the model's: it can print a secret cut up by colour
 * codes, which neither GitHub's log masking nor a redactor looking for the whole value sees. The
 * action strips colour codes before the model gets the log, which would join the pieces again:
 * what reaches the model provider must hold no secret, however the log's formatting split it
 * (colour codes of each form, one nested in another).
 */
const TOKEN = 'ghs_ciLogSecretToken1234567890ab';
const MODEL_KEY = 'sk-ant-ciLogSecretModelKey0123456789';
const ENV_SECRET = 'vault-issued-deploy-secret-4242';
/** A value cut by each kind of colour sequence the log cleaning removes. */
const split = (secret: string, codes: string[]) => {
  const step = Math.ceil(secret.length / (codes.length + 1));
  return codes.reduce(
    (out, code, i) => `${out}${code}${secret.slice((i + 1) * step, (i + 2) * step)}`,
    secret.slice(0, step),
  );
};
const LOG = [
  '2026-12-08T01:00:00.0000000Z FAIL test/math.test.js',
  `token ${split(TOKEN, ['\u001b[31m', '\u001b[0m'])}`,
  `key ${split(MODEL_KEY, ['\u001b[1;33m', '\u001b[K', '\u001b[m'])}`,
  `2026-12-08T01:00:01Z env ${split(ENV_SECRET, ['\u001b[38;5;196m', '\u001b[\u001b[0m0m'])}`,
  'expected 4, received 0',
].join('\n');

let gitServer: GitServer;
let gh: GitHubServer;
let model: ModelServer;
beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
  gh.permissions = { wanda: 'write' };
  model = await startModelServer();
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
  await model.close();
});

const FILES = {
  'src/math.js': 'export const add = (a, b) => a - b;\n',
  'nightshift/task.yaml':
    'version: 1\nmodel: { provider: anthropic, name: claude-sonnet-5 }\npolicy: builtin:standard\n',
};

describe('failed CI logs handed to the model', () => {
  it('carry no secret a colour code split', { timeout: 60_000 }, async () => {
    const dir = checkedOutWorkspace(gitServer, FILES);
    git(dir, 'switch', '--quiet', '-c', 'nightshift/fix-add');
    writeFileSync(path.join(dir, 'src/math.js'), 'export const add = (a, b) => a + b;\n');
    git(dir, 'commit', '--quiet', '-am', 'Fix add', '-m', 'Nightshift-Run: first');
    git(dir, 'push', '--quiet', gitServer.bareDir, 'nightshift/fix-add');
    const head = git(gitServer.bareDir, 'rev-parse', 'nightshift/fix-add');
    gh.pulls.push({
      number: 1,
      head: 'nightshift/fix-add',
      base: 'main',
      title: 'Fix add',
      body: '',
      draft: false,
      state: 'open',
      labels: [],
      assignees: [],
      reviewers: [],
    });
    gh.workflowJobs[900] = [{ id: 901, name: 'test', conclusion: 'failure', log: LOG }];
    model.reply({ toolCalls: [{ name: 'attempt_completion', args: { result: 'Looked at it.' } }] });

    const wanda = { login: 'wanda', type: 'User' };
    const action = startAction({
      workspace: checkedOutWorkspace(gitServer, FILES),
      event: 'workflow_run',
      payload: {
        action: 'completed',
        workflow_run: {
          id: 900,
          name: 'CI',
          conclusion: 'failure',
          head_branch: 'nightshift/fix-add',
          head_sha: head,
          head_repository: { full_name: 'octo/demo' },
          repository: { full_name: 'octo/demo' },
          pull_requests: [{ number: 1 }],
          triggering_actor: wanda,
        },
        sender: wanda,
        repository: { name: 'demo', full_name: 'octo/demo', owner: { login: 'octo' } },
      },
      inputs: {
        'task-file': 'nightshift/task.yaml',
        'github-token': TOKEN,
        'open-pr': 'true',
        'anthropic-api-key': MODEL_KEY,
        'base-url': model.url,
      },
      env: {
        GITHUB_API_URL: gh.url,
        GITHUB_SERVER_URL: gitServer.serverUrl,
        DEPLOY_SECRET: ENV_SECRET,
      },
    });
    const { code } = await action.exited;
    expect(code, action.stdout()).toBe(0);
    const sent = model.requests.map((r) => r.raw).join('\n');
    // The log reached the model (its other lines are there) ...
    expect(sent).toContain('expected 4, received 0');
    // ... and no secret did, whole.
    for (const secret of [TOKEN, MODEL_KEY, ENV_SECRET]) expect(sent).not.toContain(secret);
    expect(gh.violations).toEqual([]);
  });
});
