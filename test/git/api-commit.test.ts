import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubCommitApi } from '../../src/forge/github-commits.ts';
import { planFileChanges, publishThroughApi } from '../../src/git/api-commit.ts';
import { createRunBranch } from '../../src/git/branch.ts';
import type { TreeChange } from '../../src/git/changes.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { pushBranch } from '../../src/git/push.ts';
import { checkedOutWorkspace, git, makeRepo, startGitServer, type GitServer } from '../support/git-server.ts';
import { parseCreateCommitRequest } from '../support/github-graphql.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

const TOKEN = 'ghs_apiCommitToken0123456789';
const BRANCH = 'nightshift/signed';
let gitServer: GitServer;
let gh: GitHubServer;
let warnings: string[];

beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  // The server's main: an executable script among the files (checkedOutWorkspace seeds only an empty server).
  const seed = makeRepo({
    'src/app.js': 'export const x = 1;\n',
    'bin/tool.sh': '#!/bin/sh\necho one\n',
    'old.txt': 'x\n',
  });
  git(seed, 'update-index', '--chmod=+x', 'bin/tool.sh');
  git(seed, 'commit', '--quiet', '-m', 'executable tool');
  git(seed, 'push', '--quiet', gitServer.bareDir, 'main');
  gh = await startGitHubServer({ token: TOKEN, bareDir: gitServer.bareDir });
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});
beforeEach(() => {
  warnings = [];
  gh.beforeHandle = undefined;
  gh.requests.length = 0;
  gh.violations.length = 0;
  gh.graphqlCommits.length = 0;
  spawnSync('git', ['update-ref', '-d', `refs/heads/${BRANCH}`], { cwd: gitServer.bareDir });
});

const remoteRef = (ref: string) =>
  spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], {
    cwd: gitServer.bareDir,
    encoding: 'utf8',
  }).stdout.trim();

/** A run: the workspace edited by `edit`, committed on the run branch, published through the API. */
async function run(runId: string, edit: (ws: string) => void) {
  const ws = checkedOutWorkspace(gitServer);
  edit(ws);
  const { branch, baseSha } = await createRunBranch({
    workspace: ws,
    template: BRANCH,
    vars: { title: 'Signed', runId },
  });
  const local = await commitChanges({
    workspace: ws,
    branch,
    message: `Signed change\n\nWhat the run did (${runId}).`,
    author: { name: 'Night Shift', email: 'ns@example.com' },
    trailer: `Nightshift-Run: ${runId}`,
  });
  const api = new GitHubCommitApi({ token: TOKEN, owner: 'octo', repo: 'demo', baseUrl: gh.url });
  const push = () =>
    pushBranch({
      workspace: ws,
      remote: gitServer.url,
      branch,
      base: 'main',
      token: TOKEN,
      publish: publishThroughApi({
        workspace: ws,
        api,
        scratchBranch: `nightshift-signing/${runId}`,
        trailerKey: 'Nightshift-Run',
        warn: (m) => warnings.push(m),
      }),
    });
  return { ws, baseSha, local: local?.sha ?? '', push };
}

function verifiedByServer(ws: string, sha: string): boolean {
  const signers = path.join(mkdtempSync(path.join(tmpdir(), 'ns-signers-')), 'allowed');
  writeFileSync(signers, `noreply@github.com ${gh.signingPublicKey}\n`);
  return (
    spawnSync('git', ['-c', `gpg.ssh.allowedSignersFile=${signers}`, 'verify-commit', sha], { cwd: ws })
      .status === 0
  );
}

describe('commit-signing: github (createCommitOnBranch against the loopback GitHub)', () => {
  it('a new branch gets the commit GitHub made: same tree, base as parent, trailer, signed; the checkout follows', async () => {
    const binary = Buffer.from([0, 159, 146, 150, 255, 10, 0]);
    const r = await run('r1', (ws) => {
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 2;\n');
      writeFileSync(path.join(ws, 'src/new.bin'), binary);
      writeFileSync(path.join(ws, 'bin/tool.sh'), '#!/bin/sh\necho two\n');
      spawnSync('rm', [path.join(ws, 'old.txt')]);
    });
    const pushed = await r.push();
    expect(gh.violations).toEqual([]);
    expect(pushed.sha).not.toBe(r.local);
    expect(pushed).toMatchObject({ previousSha: null, forced: false });
    expect(remoteRef(`refs/heads/${BRANCH}`)).toBe(pushed.sha);
    // The mutation's input: the base as expectedHeadOid, headline and body, contents in base64.
    const input = gh.graphqlCommits[0]?.input as {
      expectedHeadOid: string;
      message: { headline: string; body: string };
      fileChanges: { additions: { path: string; contents: string }[]; deletions: { path: string }[] };
    };
    expect(input.expectedHeadOid).toBe(r.baseSha);
    expect(input.message.headline).toBe('Signed change');
    expect(input.message.body).toMatch(
      /^What the run did \(r1\)\.\n\nNightshift-Run: r1\nNightshift-Seal: [0-9a-f]{64}$/,
    );
    expect(input.fileChanges.deletions).toEqual([{ path: 'old.txt' }]);
    expect(input.fileChanges.additions.map((a) => a.path).sort()).toEqual([
      'bin/tool.sh',
      'src/app.js',
      'src/new.bin',
    ]);
    expect(git(gitServer.bareDir, 'rev-parse', `${pushed.sha}^{tree}`)).toBe(
      git(r.ws, 'rev-parse', `${r.local}^{tree}`),
    );
    expect(git(gitServer.bareDir, 'rev-list', '--parents', '-n', '1', pushed.sha)).toBe(
      `${pushed.sha} ${r.baseSha}`,
    );
    expect(
      spawnSync('git', ['cat-file', 'blob', `${pushed.sha}:src/new.bin`], { cwd: gitServer.bareDir }).stdout,
    ).toEqual(binary);
    expect(git(gitServer.bareDir, 'ls-tree', pushed.sha, 'bin/tool.sh').split(' ')[0]).toBe('100755');
    expect(
      git(gitServer.bareDir, 'log', '-1', '--format=%(trailers:key=Nightshift-Run,valueonly)', pushed.sha),
    ).toBe('r1');
    // Signed by the server (GitHub's stand-in); the local commit was not.
    expect(verifiedByServer(r.ws, pushed.sha)).toBe(true);
    expect(verifiedByServer(r.ws, r.local)).toBe(false);
    // The checkout's run branch is GitHub's commit; the scratch branch is gone.
    expect(git(r.ws, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(pushed.sha);
    expect(git(r.ws, 'status', '--porcelain')).toBe('');
    expect(remoteRef('refs/heads/nightshift-signing/r1')).toBe('');
    expect(gh.requests.map((q) => q.operationId)).toEqual(['git/create-ref', 'graphql', 'git/delete-ref']);
    expect(warnings).toEqual([]);
  });

  it('replaces the branch of an earlier run with a lease, and never points it at the base (that would close its PR)', async () => {
    const first = await run('r2a', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 3;\n'),
    );
    const earlier = (await first.push()).sha;
    // Where the run branch points while GitHub builds the commit (before the lease push moves it).
    const seen: string[] = [];
    gh.beforeHandle = (op) => {
      if (op !== 'git/delete-ref') seen.push(remoteRef(`refs/heads/${BRANCH}`));
    };
    const second = await run('r2b', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 4;\n'),
    );
    const pushed = await second.push();
    expect(pushed).toMatchObject({ previousSha: earlier, forced: true });
    expect(seen).toEqual([earlier, earlier]);
    expect(git(gitServer.bareDir, 'show', `${BRANCH}:src/app.js`)).toBe('export const x = 4;');
    expect(git(gitServer.bareDir, 'rev-parse', `${BRANCH}^`)).toBe(second.baseSha);
    expect(gh.violations).toEqual([]);
  });

  it("refuses a branch holding someone else's commit before any API call", async () => {
    const first = await run('r3a', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 5;\n'),
    );
    await first.push();
    // A reviewer pushes a commit without the trailer.
    git(first.ws, 'commit', '--quiet', '--allow-empty', '-m', 'review fix');
    git(first.ws, 'push', '--quiet', gitServer.bareDir, `HEAD:refs/heads/${BRANCH}`);
    const reviewer = remoteRef(`refs/heads/${BRANCH}`);
    gh.requests.length = 0;
    const second = await run('r3b', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 6;\n'),
    );
    await expect(second.push()).rejects.toThrow(/not made by nightshift/);
    expect(gh.requests).toEqual([]);
    expect(remoteRef(`refs/heads/${BRANCH}`)).toBe(reviewer);
  });

  it('a stale expectedHeadOid is rejected like GitHub does; nothing moves, the scratch branch is deleted', async () => {
    const r = await run('r4', (ws) => writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 7;\n'));
    // Someone moves the scratch branch between its creation and the mutation.
    gh.beforeHandle = (op) => {
      if (op !== 'graphql') return;
      const other = git(
        gitServer.bareDir,
        'commit-tree',
        `${r.baseSha}^{tree}`,
        '-p',
        r.baseSha,
        '-m',
        'race',
      );
      git(gitServer.bareDir, 'update-ref', 'refs/heads/nightshift-signing/r4', other);
    };
    await expect(r.push()).rejects.toThrow(/Expected branch to point to "[0-9a-f]{40}" but it did not/);
    expect(gh.graphqlCommits).toEqual([]);
    expect(remoteRef(`refs/heads/${BRANCH}`)).toBe('');
    expect(remoteRef('refs/heads/nightshift-signing/r4')).toBe('');
    expect(git(r.ws, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(r.local);
  });

  it('a push to the run branch while GitHub builds the commit fails the lease; the push stays', async () => {
    const first = await run('r5a', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 8;\n'),
    );
    await first.push();
    const second = await run('r5b', (ws) =>
      writeFileSync(path.join(ws, 'src/app.js'), 'export const x = 9;\n'),
    );
    let sneaked = '';
    gh.beforeHandle = (op) => {
      if (op !== 'graphql') return;
      sneaked = git(
        gitServer.bareDir,
        'commit-tree',
        `${second.baseSha}^{tree}`,
        '-p',
        second.baseSha,
        '-m',
        'pushed meanwhile',
      );
      git(gitServer.bareDir, 'update-ref', `refs/heads/${BRANCH}`, sneaked);
    };
    await expect(second.push()).rejects.toThrow(/stale info|rejected/);
    expect(remoteRef(`refs/heads/${BRANCH}`)).toBe(sneaked);
    expect(remoteRef('refs/heads/nightshift-signing/r5b')).toBe('');
    expect(git(second.ws, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(second.local);
  });

  it("if GitHub's commit differs from the local one (an executable bit lost), the run branch does not move", async () => {
    gh.graphqlKeepsModes = false;
    try {
      const r = await run('r7', (ws) =>
        writeFileSync(path.join(ws, 'bin/tool.sh'), '#!/bin/sh\necho three\n'),
      );
      await expect(r.push()).rejects.toThrow(
        /differs from the local commit in bin\/tool\.sh.*the run branch was not updated/,
      );
      expect(gh.graphqlCommits).toHaveLength(1);
      expect(remoteRef(`refs/heads/${BRANCH}`)).toBe('');
      expect(remoteRef('refs/heads/nightshift-signing/r7')).toBe('');
      expect(git(r.ws, 'rev-parse', `refs/heads/${BRANCH}`)).toBe(r.local);
    } finally {
      gh.graphqlKeepsModes = true;
    }
  });

  it('refuses what the API cannot express before sending anything: symlinks, new executables, mode changes', async () => {
    const r = await run('r6', (ws) => {
      symlinkSync('app.js', path.join(ws, 'src/link.js'));
      writeFileSync(path.join(ws, 'run.sh'), '#!/bin/sh\n');
      chmodSync(path.join(ws, 'run.sh'), 0o755);
      chmodSync(path.join(ws, 'src/app.js'), 0o755);
    });
    await expect(r.push()).rejects.toThrow(
      /cannot express run\.sh \(adds an executable file\), src\/app\.js \(mode 100644 → 100755\), src\/link\.js \(adds a symlink\)/,
    );
    expect(gh.requests).toEqual([]);
    expect(remoteRef(`refs/heads/${BRANCH}`)).toBe('');
  });
});

describe('planFileChanges', () => {
  const change = (
    path: string,
    status: TreeChange['status'],
    oldMode: string,
    newMode: string,
  ): TreeChange => ({
    path,
    status,
    oldMode,
    newMode,
    newSha: '0'.repeat(40),
  });
  it('sorts regular files into additions and deletions; keeps edits of executables for the tree check', () => {
    expect(
      planFileChanges([
        change('a', 'A', '000000', '100644'),
        change('b', 'M', '100755', '100755'),
        change('c', 'D', '100644', '000000'),
        change('d', 'D', '120000', '000000'),
      ]),
    ).toEqual({
      additions: [change('a', 'A', '000000', '100644'), change('b', 'M', '100755', '100755')],
      deletions: ['c', 'd'],
    });
  });
  it('refuses submodules and type changes', () => {
    expect(() => planFileChanges([change('m', 'A', '000000', '160000')])).toThrow(/m \(adds a submodule\)/);
    expect(() => planFileChanges([change('m', 'D', '160000', '000000')])).toThrow(/removes a submodule/);
    expect(() => planFileChanges([change('t', 'T', '100644', '120000')])).toThrow(/mode 100644 → 120000/);
    expect(() => planFileChanges([change('l', 'M', '120000', '120000')])).toThrow(/changes a symlink/);
  });
});

describe('the loopback GraphQL check (so an empty violations list means something)', () => {
  const query =
    'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }';
  const input = {
    branch: { repositoryNameWithOwner: 'octo/demo', branchName: 'b' },
    expectedHeadOid: 'a'.repeat(40),
    message: { headline: 'h' },
    fileChanges: { additions: [{ path: 'p', contents: 'aGk=' }], deletions: [] },
  };
  it('accepts the documented input shape', () => {
    expect(parseCreateCommitRequest({ query, variables: { input } }).problems).toEqual([]);
  });
  it('reports what GitHub would reject: fields, types, base64, the variable type, the selection', () => {
    const bad = {
      ...input,
      message: { body: 'no headline' },
      expectedHeadOid: 'HEAD',
      fileChanges: { additions: [{ path: 'p', contents: 'aGk', mode: '100755' }] },
    };
    expect(parseCreateCommitRequest({ query, variables: { input: bad } }).problems).toEqual([
      'input.expectedHeadOid: not a valid GitObjectID',
      'input.fileChanges.additions[0].mode: not a field of FileAddition',
      'input.fileChanges.additions[0].contents: not a valid Base64String',
      'input.message.headline: required',
    ]);
    const typed = query.replace('CreateCommitOnBranchInput!', 'JSON');
    expect(parseCreateCommitRequest({ query: typed, variables: { input } }).problems).toEqual([
      'graphql: $input is JSON, the argument takes CreateCommitOnBranchInput!',
    ]);
    const selected = query.replace('commit { oid }', 'commit { sha }');
    expect(parseCreateCommitRequest({ query: selected, variables: { input } }).problems).toEqual([
      'createCommitOnBranch.commit.sha: not a field of Commit',
    ]);
  });
});
