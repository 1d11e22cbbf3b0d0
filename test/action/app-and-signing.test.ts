import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAction, type ActionProcess } from '../support/action-process.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

/**
 * The action with a GitHub App: the JWT it signs is checked by the loopback GitHub (RS256 with the
 * app's key, iss = the app id), the installation token it mints pushes (git http-backend accepts
 * only that token) and opens the pull request, and is revoked at the end, failure included.
 * `commit-signing: github` rides along: the commit on the branch is the one the server made.
 */
const JOB_TOKEN = 'ghs_jobTokenNotForPushes000000';
const APP_TOKEN = 'ghs_installationTokenFromTheApp42';
const APP_ID = '424242';
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  // GitHub hands out app keys as PKCS#1 PEM.
  privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** The task with its model's turns inline: write the fix, then complete. */
const TASK = [
  'version: 1',
  'title: Make add add',
  'prompt: add() subtracts.',
  'policy: builtin:standard',
  'model:',
  '  provider: script',
  '  script:',
  '    - tool_calls: [{ name: write_to_file, args: { path: src/math.js, content: "export const add = (a, b) => a + b;\\n" } }]',
  '    - tool_calls: [{ name: attempt_completion, args: { result: fixed } }]',
  '',
].join('\n');

let gitServer: GitServer;
let gh: GitHubServer;
beforeAll(async () => {
  gitServer = await startGitServer({ token: APP_TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({
    token: JOB_TOKEN,
    bareDir: gitServer.bareDir,
    app: { id: APP_ID, publicKey: keys.publicKey, installationId: 77, installationToken: APP_TOKEN },
  });
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});
beforeEach(() => {
  gh.requests.length = 0;
  gh.jwts.length = 0;
  gh.minted.length = 0;
  gh.revoked.length = 0;
  gh.graphqlCommits.length = 0;
  gitServer.forbidPushes(false);
});

async function runAction(
  inputs: Record<string, string>,
): Promise<{ run: ActionProcess; workspace: string; code: number | null }> {
  const workspace = checkedOutWorkspace(gitServer, {
    'src/math.js': 'export const add = (a, b) => a - b;\n',
    'nightshift/task.yaml': TASK,
  });
  const run = startAction({
    workspace,
    inputs: {
      'task-file': 'nightshift/task.yaml',
      'github-token': JOB_TOKEN,
      'open-pr': 'true',
      'audit-log': 'audit.jsonl',
      'app-id': APP_ID,
      'app-private-key': keys.privateKey,
      ...inputs,
    },
    env: { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: gitServer.serverUrl },
  });
  const { code } = await run.exited;
  return { run, workspace, code };
}

/** Neither the token nor the key appears anywhere but in the runner's mask commands. */
function expectNoLeak(run: ActionProcess, workspace: string): void {
  const pemBody = keys.privateKey.split('\n')[1] ?? '';
  const log = `${run.stdout()}\n${run.stderr()}`;
  for (const secret of [APP_TOKEN, pemBody]) {
    expect(log.split('\n').filter((l) => l.includes(secret) && !l.startsWith('::add-mask::'))).toEqual([]);
    expect(JSON.stringify(run.outputs())).not.toContain(secret);
    expect(run.summary()).not.toContain(secret);
    expect(readFileSync(path.join(workspace, 'audit.jsonl'), 'utf8')).not.toContain(secret);
    expect(readFileSync(path.join(workspace, '.git', 'config'), 'utf8')).not.toContain(secret);
  }
  expect(git(workspace, 'remote', 'get-url', 'origin')).toBe(gitServer.url);
}

describe('the action with a GitHub App', () => {
  it('mints a repository-scoped token with a verified JWT, pushes and opens the PR with it, revokes it', async () => {
    const { run, workspace, code } = await runAction({ 'commit-signing': 'github' });
    expect(run.stderr()).toBe('');
    expect(code).toBe(0);
    expect(gh.violations).toEqual([]);
    // The JWT: RS256 with the app's key, iss = the app id (checked by the server with node:crypto).
    expect(gh.jwts.length).toBeGreaterThan(0);
    expect(gh.jwts.every((j) => j.verified && String(j.claims.iss) === APP_ID)).toBe(true);
    expect(gh.minted).toEqual([{ token: APP_TOKEN, installationId: 77, repositories: ['demo'] }]);
    // The pull request, the commit and the refs were made with the app's token, not the job's.
    const byOp = (op: string) => gh.requests.filter((r) => r.operationId === op);
    expect(byOp('pulls/create').map((r) => r.authorization)).toEqual([`token ${APP_TOKEN}`]);
    expect(byOp('graphql').map((r) => r.authorization)).toEqual([`token ${APP_TOKEN}`]);
    expect(gh.requests.some((r) => r.authorization.includes(JOB_TOKEN))).toBe(false);
    expect(gitServer.authorizations.length).toBeGreaterThan(0);
    // Revoked, last of all.
    expect(gh.revoked).toEqual([APP_TOKEN]);
    expect(gh.requests.at(-1)?.operationId).toBe('apps/revoke-installation-access-token');

    // commit-signing: github: the branch holds the server's commit, and the outputs name it.
    const outputs = run.outputs();
    const head = git(gitServer.bareDir, 'rev-parse', `refs/heads/${outputs.branch}`);
    expect(gh.graphqlCommits.map((c) => c.oid)).toEqual([head]);
    expect(outputs['pull-request-head-sha']).toBe(head);
    expect(git(workspace, 'rev-parse', `refs/heads/${outputs.branch}`)).toBe(head);
    expect(git(gitServer.bareDir, 'show', `${head}:src/math.js`)).toBe('export const add = (a, b) => a + b;');
    const committed = readFileSync(path.join(workspace, 'audit.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"git.committed"'))
      .map((l) => JSON.parse(l) as { sha: string; signing?: string; local_sha?: string });
    expect(committed).toHaveLength(1);
    expect(committed[0]).toMatchObject({ sha: head, signing: 'github' });
    expect(committed[0]?.local_sha).not.toBe(head);
    expectNoLeak(run, workspace);
  });

  it('commit-signing: ssh signs the pushed commit with commit-signing-key, which appears nowhere', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-action-key-'));
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'ci', '-f', path.join(dir, 'id')]);
    const sshKey = readFileSync(path.join(dir, 'id'), 'utf8');
    writeFileSync(path.join(dir, 'allowed'), `ci ${readFileSync(path.join(dir, 'id.pub'), 'utf8')}`);
    const { run, workspace, code } = await runAction({
      'commit-signing': 'ssh',
      'commit-signing-key': sshKey,
    });
    expect(code).toBe(0);
    const head = run.outputs()['pull-request-head-sha'] ?? '';
    expect(head).toBe(git(gitServer.bareDir, 'rev-parse', `refs/heads/${run.outputs().branch}`));
    const verify = spawnSync(
      'git',
      ['-c', `gpg.ssh.allowedSignersFile=${path.join(dir, 'allowed')}`, 'verify-commit', head],
      {
        cwd: gitServer.bareDir,
      },
    );
    expect(verify.status).toBe(0);
    expect(gh.graphqlCommits).toEqual([]);
    const keyLine = sshKey.split('\n')[2] ?? '';
    const log = `${run.stdout()}\n${run.stderr()}`;
    expect(log.split('\n').filter((l) => l.includes(keyLine) && !l.startsWith('::add-mask::'))).toEqual([]);
    expect(JSON.stringify(run.outputs())).not.toContain(keyLine);
    expect(readFileSync(path.join(workspace, 'audit.jsonl'), 'utf8')).not.toContain(keyLine);
    expectNoLeak(run, workspace);
  });

  it('revokes the token when the run fails (the push is refused)', async () => {
    gitServer.forbidPushes(true);
    const { run, workspace, code } = await runAction({});
    expect(code).not.toBe(0);
    expect(run.outputs()['exit-reason']).toBe('delivery_failed');
    expect(gh.minted).toHaveLength(1);
    expect(gh.revoked).toEqual([APP_TOKEN]);
    expectNoLeak(run, workspace);
  });

  it('a JWT signed with another key is refused: exit 2, no token, nothing pushed', async () => {
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const { run, code } = await runAction({ 'app-private-key': other.privateKey });
    expect(code).toBe(2);
    expect(gh.jwts.map((j) => j.verified)).toEqual([false]);
    expect(gh.minted).toEqual([]);
    expect(run.outputs()).toMatchObject({ status: 'error', 'exit-reason': 'config_error' });
    expect(run.stdout()).toMatch(/GitHub App 424242: could not get an installation token for octo\/demo/);
  });

  it('app-id without app-private-key is an input error', async () => {
    const { run, code } = await runAction({ 'app-private-key': '' });
    expect(code).toBe(2);
    expect(run.stdout()).toMatch(/app-id and app-private-key go together/);
    expect(gh.requests).toEqual([]);
  });
});
