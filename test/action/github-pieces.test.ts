import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkActor } from '../../src/action/permission.ts';
import { ProgressComment, progressBody } from '../../src/action/progress-comment.ts';
import type { RunResult } from '../../src/run/types.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

const TOKEN = 'ghs_actionPiecesToken1234';
const repo = { owner: 'octo', repo: 'demo' };
let gh: GitHubServer;
beforeAll(async () => {
  gh = await startGitHubServer({ token: TOKEN });
  gh.permissions = { wanda: 'write', ada: 'admin', mia: 'maintain', rita: 'read' };
});
afterAll(() => gh.close());
const octokit = () => getOctokit(TOKEN, { baseUrl: gh.url });
const human = (login: string) => ({ login, isBot: false });

describe('checkActor', () => {
  it('allows write, maintain and admin; refuses read and non-collaborators', async () => {
    expect(await checkActor(octokit(), repo, human('wanda'), [])).toEqual({
      allowed: true,
      reason: 'wanda has write permission',
    });
    expect((await checkActor(octokit(), repo, human('ada'), [])).allowed).toBe(true);
    expect((await checkActor(octokit(), repo, human('mia'), [])).allowed).toBe(true);
    expect(await checkActor(octokit(), repo, human('rita'), [])).toEqual({
      allowed: false,
      reason: 'rita has read permission; write or admin is required',
    });
    expect(await checkActor(octokit(), repo, human('stranger'), [])).toEqual({
      allowed: false,
      reason: 'stranger is not a collaborator; write or admin permission is required',
    });
    expect(gh.requests.map((r) => r.path)).toContain('/repos/octo/demo/collaborators/stranger/permission');
    expect(gh.violations).toEqual([]);
  });

  it('allows bots only when listed, without asking the API', async () => {
    const before = gh.requests.length;
    const bot = { login: 'renovate[bot]', isBot: true };
    expect((await checkActor(octokit(), repo, bot, [])).allowed).toBe(false);
    expect((await checkActor(octokit(), repo, bot, ['renovate'])).allowed).toBe(true);
    expect((await checkActor(octokit(), repo, bot, ['renovate[bot]'])).allowed).toBe(true);
    expect(gh.requests.length).toBe(before);
  });
});

describe('ProgressComment', () => {
  const result = {
    status: 'completed',
    exitReason: 'completed',
    completion: 'Fixed it.',
    pr: { operation: 'created', url: 'https://github.com/octo/demo/pull/100', number: 100 },
    totals: { turns: 2, tool_calls: 4, denied: 1, cost_usd: 0.5 },
  } as unknown as RunResult;

  it('is created once on the issue and then edited with the outcome', async () => {
    const runUrl = 'https://github.com/octo/demo/actions/runs/7';
    const c = await ProgressComment.create(
      octokit(),
      { ...repo, issueNumber: 12 },
      progressBody({ phase: 'running', runUrl }),
    );
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]).toMatchObject({ issue: 12, id: c.id });
    expect(gh.comments[0]?.body).toContain(
      'nightshift is working on this issue ([workflow run](https://github.com/octo/demo/actions/runs/7))',
    );

    await c.update(progressBody({ phase: 'finished', result, runUrl }));
    expect(gh.comments).toHaveLength(1);
    const body = gh.comments[0]?.body ?? '';
    expect(body).toContain('✅ nightshift finished: **completed** (completed)');
    expect(body).toContain('Pull request created: https://github.com/octo/demo/pull/100');
    expect(body).toContain('> Fixed it.');
    expect(body).toContain('2 turns · 4 tool calls · 1 denied · $0.5000');
    expect(body).not.toContain('@nightshift');
    expect(gh.requests.slice(-2).map((r) => r.operationId)).toEqual([
      'issues/create-comment',
      'issues/update-comment',
    ]);
    expect(gh.violations).toEqual([]);
  });

  it('says plainly when a completed run changed nothing', () => {
    const body = progressBody({
      phase: 'finished',
      result: { ...result, exitReason: 'no_changes', pr: { operation: 'none' } },
    });
    expect(body).toContain('⚠️ nightshift finished: **completed** (no_changes)');
    expect(body).toContain('The run completed without changing any file.');
    expect(body).toContain('No pull request was opened.');
  });
});
