import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubForge } from '../../src/forge/github.ts';
import type { PullRequestInput } from '../../src/forge/types.ts';
import { startGitHubServer, type FakePull, type GitHubServer } from '../support/github-server.ts';

const TOKEN = 'ghs_forgeTokenValue123456';
let gh: GitHubServer;
beforeAll(async () => {
  gh = await startGitHubServer({ token: TOKEN });
});
afterAll(() => gh.close());

const pr = (over: Partial<PullRequestInput> = {}): PullRequestInput => ({
  head: 'nightshift/fix-it',
  base: 'main',
  title: 'Fix it',
  body: 'first body',
  labels: ['nightshift'],
  assignees: [],
  reviewers: [],
  draft: false,
  ...over,
});

describe('GitHubForge against the OpenAPI-checked server', () => {
  const forge = () => new GitHubForge({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: gh.url });

  it('creates a PR with labels, assignees and reviewers, then updates the same PR on the next run', async () => {
    gh.permissions.bob = 'write';
    const created = await forge().openOrUpdate(
      pr({ draft: true, assignees: ['alice'], reviewers: ['bob', 'octo/core'] }),
    );
    expect(created).toEqual({
      operation: 'created',
      number: 100,
      url: 'https://github.com/octo/demo/pull/100',
    });
    expect(gh.pulls[0]).toMatchObject({
      head: 'nightshift/fix-it',
      base: 'main',
      draft: true,
      labels: ['nightshift'],
      assignees: ['alice'],
      reviewers: ['bob', 'core'],
    });

    const updated = await forge().openOrUpdate(pr({ title: 'Fix it again', body: 'second body' }));
    expect(updated).toEqual({
      operation: 'updated',
      number: 100,
      url: 'https://github.com/octo/demo/pull/100',
    });
    expect(gh.pulls).toHaveLength(1);
    expect(gh.pulls[0]).toMatchObject({ title: 'Fix it again', body: 'second body' });
    expect(gh.requests.map((r) => r.operationId)).toEqual([
      'pulls/list',
      'pulls/create',
      'issues/add-labels',
      'issues/add-assignees',
      'pulls/request-reviewers',
      'pulls/list',
      'pulls/update',
      'issues/add-labels',
    ]);
    expect(gh.requests[0]?.path).toBe('/repos/octo/demo/pulls');
    expect(gh.violations).toEqual([]);
  });

  it('opens a new PR once the previous one on that branch is closed', async () => {
    const first = gh.pulls[0];
    if (first) first.state = 'closed';
    const again = await forge().openOrUpdate(pr({ labels: [] }));
    expect(again.operation).toBe('created');
    expect(again.number).toBe(101);
    expect(gh.violations).toEqual([]);
  });

  it('warns instead of failing when reviewers cannot be requested (not collaborators)', async () => {
    const warnings: string[] = [];
    const f = new GitHubForge({
      token: TOKEN,
      owner: 'octo',
      repo: 'demo',
      baseUrl: gh.url,
      warn: (m) => warnings.push(m),
    });
    const out = await f.openOrUpdate(pr({ head: 'nightshift/other', labels: [], reviewers: ['mallory'] }));
    expect(out.operation).toBe('created');
    expect(warnings).toEqual([
      expect.stringMatching(
        /could not set the pull request's reviewers: Reviews may only be requested from collaborators/,
      ),
    ]);
    expect(gh.violations).toEqual([]);
  });

  it('when another run opens a PR for the branch between list and create, updates that PR instead', async () => {
    const head = 'nightshift/raced';
    const rival: FakePull = {
      number: 700,
      head,
      base: 'main',
      title: 'Opened by a concurrent run',
      body: 'theirs',
      draft: false,
      state: 'open',
      labels: [],
      assignees: [],
      reviewers: [],
    };
    gh.beforeHandle = (operationId) => {
      if (operationId === 'pulls/create' && !gh.pulls.includes(rival)) gh.pulls.push(rival);
    };
    const start = gh.requests.length;
    try {
      const out = await forge().openOrUpdate(pr({ head, labels: [], body: 'ours' }));
      expect(out).toEqual({
        operation: 'updated',
        number: 700,
        url: 'https://github.com/octo/demo/pull/700',
      });
    } finally {
      gh.beforeHandle = undefined;
    }
    expect(gh.requests.slice(start).map((r) => r.operationId)).toEqual([
      'pulls/list',
      'pulls/create',
      'pulls/list',
      'pulls/update',
    ]);
    expect(gh.pulls.filter((p) => p.head === head)).toEqual([expect.objectContaining({ body: 'ours' })]);
    expect(gh.violations).toEqual([]);
  });

  it('another 422 from create is an error, with no second attempt', async () => {
    const start = gh.requests.length;
    const err = (await forge()
      .openOrUpdate(pr({ head: 'nightshift/empty', base: 'nightshift/empty', labels: [] }))
      .catch((e: unknown) => e)) as Error & { status?: number };
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/No commits between/);
    expect(gh.requests.slice(start).map((r) => r.operationId)).toEqual(['pulls/list', 'pulls/create']);
    expect(gh.violations).toEqual([]);
  });

  it('surfaces an API error (bad token) without the token in it', async () => {
    const bad = new GitHubForge({
      token: 'ghs_wrongToken000000',
      owner: 'octo',
      repo: 'demo',
      baseUrl: gh.url,
    });
    const err = (await bad.openOrUpdate(pr()).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/Bad credentials/);
    expect(err.message).not.toContain('ghs_wrongToken000000');
  });

  it('the server flags requests GitHub would not understand (its checks are live)', async () => {
    const before = gh.violations.length;
    const headers = { authorization: `token ${TOKEN}`, 'content-type': 'application/json' };
    await fetch(`${gh.url}/repos/octo/demo/pulls`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titel: 'x', head: 'a', base: 'b' }),
    });
    await fetch(`${gh.url}/repos/octo/demo/pulls?colour=red`, { headers });
    await fetch(`${gh.url}/repos/octo/demo/no-such-thing`, { headers });
    expect(gh.violations.slice(before)).toEqual([
      'pulls/create: body.titel: not in the schema',
      'pulls/list: unknown query parameter colour',
      'GET /repos/octo/demo/no-such-thing: no such operation in api.github.com.json',
    ]);
  });
});
