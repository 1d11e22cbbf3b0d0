import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunBranch } from '../../src/git/branch.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { pushBranch, remoteUrl, withoutUserinfo } from '../../src/git/push.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';

const TOKEN = 'ghs_pushTokenValue1234567890';
const basic = (token: string) => Buffer.from(`x-access-token:${token}`).toString('base64');

let server: GitServer;
beforeAll(async () => {
  server = await startGitServer({ token: TOKEN });
});
afterAll(() => server.close());

/** A run: branch from main, one edit, committed with the run trailer. */
async function run(workspace: string, runId: string, file = 'fix.txt'): Promise<string> {
  git(workspace, 'switch', '--quiet', 'main');
  const { branch } = await createRunBranch({
    workspace,
    template: 'nightshift/{slug}',
    vars: { title: 'Fix it', runId },
  });
  writeFileSync(path.join(workspace, file), `${runId}\n`);
  await commitChanges({
    workspace,
    branch,
    message: 'Fix it',
    trailer: `Nightshift-Run: ${runId}`,
    exclude: [],
  });
  return branch;
}

function expectNoToken(text: string): void {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(basic(TOKEN));
}

describe('pushBranch over smart HTTP with token auth', () => {
  it('creates the branch with a header the config never holds, while checkout credentials are hidden then restored', async () => {
    const ws = checkedOutWorkspace(server);
    // What actions/checkout persists; if it were sent along, the server would see a wrong token.
    const persistedKey = `http.${new URL(server.url).origin}/.extraheader`;
    git(ws, 'config', '--local', persistedKey, `AUTHORIZATION: basic ${basic('stale-checkout-token')}`);
    const branch = await run(ws, 'r1');

    const result = await pushBranch({ workspace: ws, remote: 'origin', branch, base: 'main', token: TOKEN });

    expect(result).toMatchObject({ previousSha: null, forced: false });
    expect(git(server.bareDir, 'rev-parse', `refs/heads/${branch}`)).toBe(result.sha);
    expect(server.authorizations.some((a) => a.endsWith(basic(TOKEN)))).toBe(true);
    expect(server.authorizations.some((a) => a.endsWith(basic('stale-checkout-token')))).toBe(false);
    expect(git(ws, 'config', '--local', '--get', persistedKey)).toContain(basic('stale-checkout-token'));
    const config = readFileSync(path.join(ws, '.git', 'config'), 'utf8');
    expectNoToken(config);
    expect(git(ws, 'remote', 'get-url', 'origin')).toBe(server.url);
  });

  it('without a token, leaves checkout credentials in place and pushes with them', async () => {
    const ws = checkedOutWorkspace(server);
    git(
      ws,
      'config',
      '--local',
      `http.${new URL(server.url).origin}/.extraheader`,
      `AUTHORIZATION: basic ${basic(TOKEN)}`,
    );
    git(ws, 'switch', '--quiet', 'main');
    const { branch } = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{run_id}',
      vars: { title: 't', runId: 'no-token' },
    });
    writeFileSync(path.join(ws, 'n.txt'), 'n\n');
    await commitChanges({
      workspace: ws,
      branch,
      message: 'n',
      trailer: 'Nightshift-Run: no-token',
      exclude: [],
    });
    const result = await pushBranch({ workspace: ws, remote: 'origin', branch, base: 'main' });
    expect(git(server.bareDir, 'rev-parse', `refs/heads/${branch}`)).toBe(result.sha);
  });

  it('replaces its own branch on a later run with a lease, and refuses when someone else committed on it', async () => {
    const ws = checkedOutWorkspace(server);
    await pushBranch({
      workspace: ws,
      remote: 'origin',
      branch: await run(ws, 'a1'),
      base: 'main',
      token: TOKEN,
    });
    const branch = await run(ws, 'a2', 'other.txt');
    const second = await pushBranch({ workspace: ws, remote: 'origin', branch, base: 'main', token: TOKEN });
    expect(second.forced).toBe(true);
    expect(git(server.bareDir, 'rev-parse', `refs/heads/${branch}`)).toBe(second.sha);

    // A reviewer pushes a fix-up commit (no trailer) onto the PR branch.
    const other = checkedOutWorkspace(server);
    git(other, 'fetch', '--quiet', server.bareDir, `${branch}:${branch}`);
    git(other, 'switch', '--quiet', branch);
    git(other, 'commit', '--quiet', '--allow-empty', '-m', 'reviewer fix-up');
    git(other, 'push', '--quiet', server.bareDir, branch);

    const third = pushBranch({
      workspace: ws,
      remote: 'origin',
      branch: await run(ws, 'a3'),
      base: 'main',
      token: TOKEN,
    });
    await expect(third).rejects.toThrow(
      /refusing to overwrite nightshift\/fix-it: it has 1 commit\(s\) not made by nightshift/,
    );
  });

  it('re-throws a push rejected by a pre-receive hook with the token redacted', async () => {
    const ws = checkedOutWorkspace(server);
    const branch = await run(ws, 'h1', 'hook.txt');
    git(ws, 'branch', '--quiet', '-m', branch, 'nightshift/hooked');
    git(ws, 'config', 'remote.origin.url', server.url);
    server.rejectPushes(true);
    try {
      const err = await pushBranch({
        workspace: ws,
        remote: 'origin',
        branch: 'nightshift/hooked',
        base: 'main',
        token: TOKEN,
      }).catch((e: unknown) => e as Error);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/pre-receive hook declined|push declined by policy/);
      expectNoToken(`${(err as Error).message}\n${(err as Error).stack}`);
    } finally {
      server.rejectPushes(false);
    }
    expect(() =>
      git(server.bareDir, 'rev-parse', '--verify', '--quiet', 'refs/heads/nightshift/hooked'),
    ).toThrow();
  });

  it('fails on a wrong token without printing it', async () => {
    const ws = checkedOutWorkspace(server);
    const wrong = 'ghs_wrongTokenValue0987654321';
    const branch = await run(ws, 'w1');
    const err = await pushBranch({
      workspace: ws,
      remote: 'origin',
      branch,
      base: 'main',
      token: wrong,
    }).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain('push of nightshift/fix-it');
    expect((err as Error).message).not.toContain(wrong);
    expect((err as Error).message).not.toContain(basic(wrong));
  });

  it('never pushes to the base branch or to the remote default branch', async () => {
    const ws = checkedOutWorkspace(server);
    await expect(
      pushBranch({ workspace: ws, remote: 'origin', branch: 'main', base: 'main', token: TOKEN }),
    ).rejects.toThrow(/refusing to push to the base branch main/);
    await expect(
      pushBranch({ workspace: ws, remote: 'origin', branch: 'main', base: 'develop', token: TOKEN }),
    ).rejects.toThrow(/remote's default branch/);
  });
});

describe('remoteUrl', () => {
  it("takes a URL as given: a `remote.<url>.url` in the repository's config cannot redirect it", async () => {
    const ws = checkedOutWorkspace(server);
    const url = 'https://github.com/octo/demo.git';
    git(ws, 'config', `remote.${url}.url`, 'https://attacker.example/steal.git');
    git(ws, 'config', `remote.${url}.pushurl`, 'https://attacker.example/steal.git');
    await expect(remoteUrl(ws, url)).resolves.toBe(url);
    await expect(remoteUrl(ws, 'origin')).resolves.toBe(server.url);
    await expect(remoteUrl(ws, 'nowhere')).rejects.toThrow(/no URL for the remote "nowhere"/);
  });
});

describe('withoutUserinfo', () => {
  it('drops credentials from a URL shown in messages, and leaves other remotes alone', () => {
    expect(withoutUserinfo(`https://x-access-token:${TOKEN}@github.com/o/r.git`)).toBe(
      'https://github.com/o/r.git',
    );
    expect(withoutUserinfo('git@github.com:o/r.git')).toBe('git@github.com:o/r.git');
    expect(withoutUserinfo('origin')).toBe('origin');
  });
});
