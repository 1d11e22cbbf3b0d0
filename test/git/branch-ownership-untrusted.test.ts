import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunBranch } from '../../src/git/branch.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { pushBranch } from '../../src/git/push.ts';
import { isSealed, sealMessage } from '../../src/git/seal.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';

/**
 * Which commits on a run branch nightshift may replace. A reviewer's amend, fixup squashed in,
 * rebase or cherry-pick keeps the `Nightshift-Run:` trailer on a commit whose content a person
 * wrote; the next run of the same task must not force-push over it. Only a commit exactly as
 * nightshift made it (sealed: its tree, parents and message) is replaced.
 */
const TOKEN = 'ghs_ownershipToken1234567890';
let server: GitServer;
beforeAll(async () => {
  server = await startGitServer({ token: TOKEN });
});
afterAll(() => server.close());

/** A run of the task titled `title`: branch from main, one file written, committed, pushed. */
async function run(workspace: string, title: string, runId: string, file = 'fix.txt') {
  // From main as it is now (a reviewer may have moved it): only the run branch's commits differ.
  git(workspace, 'fetch', '--quiet', server.bareDir, '+main:refs/remotes/origin/main');
  git(workspace, 'switch', '--quiet', '--detach', 'origin/main');
  const { branch } = await createRunBranch({
    workspace,
    template: 'nightshift/{slug}',
    vars: { title, runId },
    base: 'main',
  });
  writeFileSync(path.join(workspace, file), `${runId}\n`);
  await commitChanges({
    workspace,
    branch,
    message: `${title}\n\nDone.`,
    trailer: `Nightshift-Run: ${runId}`,
  });
  return pushBranch({ workspace, remote: 'origin', branch, base: 'main', token: TOKEN });
}

/** A reviewer's clone on the run branch; `rewrite` changes its history, then it is force-pushed. */
function reviewer(branch: string, rewrite: (dir: string) => void): string {
  const dir = checkedOutWorkspace(server);
  // From the bare directory: this process serves the HTTP remote, and a synchronous git blocks it.
  git(dir, 'fetch', '--quiet', server.bareDir, `${branch}:${branch}`);
  git(dir, 'switch', '--quiet', branch);
  rewrite(dir);
  git(dir, 'push', '--quiet', '--force', server.bareDir, branch);
  return git(server.bareDir, 'rev-parse', `refs/heads/${branch}`);
}

const withEditor = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Rev', '-c', 'user.email=rev@example.com', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_SEQUENCE_EDITOR: 'true', GIT_EDITOR: 'true' },
  });

const rewrites: Record<string, (dir: string) => void> = {
  'a fixup squashed in with rebase --autosquash': (dir) => {
    writeFileSync(path.join(dir, 'fix.txt'), 'the reviewer’s fix\n');
    git(dir, 'commit', '--quiet', '-a', '--fixup=HEAD');
    withEditor(dir, 'rebase', '--quiet', '-i', '--autosquash', 'origin/main');
  },
  'an amend that adds a file, message kept': (dir) => {
    writeFileSync(path.join(dir, 'review.txt'), 'added in review\n');
    git(dir, 'add', 'review.txt');
    git(dir, 'commit', '--quiet', '--amend', '--no-edit');
  },
  'an amend of the message only': (dir) => {
    const message = git(dir, 'log', '-1', '--format=%B').replace('Done.', 'Done, and reviewed.');
    git(dir, 'commit', '--quiet', '--amend', '-m', message);
  },
  'a rebase onto a newer main': (dir) => {
    git(dir, 'switch', '--quiet', '--detach', 'origin/main');
    writeFileSync(path.join(dir, `main-${Date.now()}.txt`), 'newer main\n');
    git(dir, 'add', '--all');
    git(dir, 'commit', '--quiet', '-m', 'newer main');
    git(dir, 'push', '--quiet', server.bareDir, 'HEAD:refs/heads/main');
    const main = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'switch', '--quiet', '-');
    git(dir, 'rebase', '--quiet', main);
  },
  "a commit of the reviewer's reusing the run's message, trailer and seal": (dir) => {
    writeFileSync(path.join(dir, 'fix.txt'), 'rewritten by hand\n');
    git(dir, 'commit', '--quiet', '-a', '-C', 'HEAD');
  },
  'a cherry-pick onto a commit of its own': (dir) => {
    const ours = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'reset', '--quiet', '--hard', 'origin/main');
    writeFileSync(path.join(dir, 'prep.txt'), 'prepared\n');
    git(dir, 'add', 'prep.txt');
    git(dir, 'commit', '--quiet', '-m', 'prep', '-m', 'Nightshift-Run: forged');
    git(dir, 'cherry-pick', ours);
  },
};

describe('the next run of a task and a run branch a reviewer rewrote', () => {
  let n = 0;
  for (const [name, rewrite] of Object.entries(rewrites)) {
    it(`refuses to overwrite ${name}`, async () => {
      const title = `Own ${++n}`;
      const ws = checkedOutWorkspace(server);
      const first = await run(ws, title, `r${n}a`);
      const branch = `nightshift/own-${n}`;
      expect(first.previousSha).toBeNull();
      const theirs = reviewer(branch, rewrite);
      // Every rewritten commit still says Nightshift-Run.
      expect(
        git(server.bareDir, 'log', '-1', '--format=%(trailers:key=Nightshift-Run,valueonly)', theirs),
      ).not.toBe('');
      await expect(run(ws, title, `r${n}b`)).rejects.toThrow(
        new RegExp(`refusing to overwrite ${branch}: it has \\d+ commit\\(s\\) not made by nightshift`),
      );
      expect(git(server.bareDir, 'rev-parse', `refs/heads/${branch}`)).toBe(theirs);
    });
  }

  it('still replaces its own commits: an earlier run and a follow-up on top of it', async () => {
    const ws = checkedOutWorkspace(server);
    const first = await run(ws, 'Replace me', 'p1');
    // A follow-up: a commit on top of the branch, fast-forwarded.
    const branch = 'nightshift/replace-me';
    writeFileSync(path.join(ws, 'more.txt'), 'follow-up\n');
    await commitChanges({
      workspace: ws,
      branch,
      base: first.sha,
      message: 'Follow-up',
      trailer: 'Nightshift-Run: p2\nNightshift-Follow-Up: comment 1',
    });
    const followUp = await pushBranch({
      workspace: ws,
      remote: 'origin',
      branch,
      base: 'main',
      token: TOKEN,
    });
    expect(followUp.previousSha).toBe(first.sha);
    expect(git(server.bareDir, 'rev-parse', `${followUp.sha}^`)).toBe(first.sha);
    const third = await run(ws, 'Replace me', 'p3', 'other.txt');
    expect(third).toMatchObject({ previousSha: followUp.sha, forced: true });
    expect(git(server.bareDir, 'rev-parse', `refs/heads/${branch}`)).toBe(third.sha);
  });
});

describe('the seal', () => {
  const tree = 'a'.repeat(40);
  const parents = ['b'.repeat(40)];
  const message = sealMessage(tree, parents, 'Title\n\nWhat it did.\n\nNightshift-Run: r1');

  it('survives the spacing GitHub may change when it rebuilds a message from a headline and a body', () => {
    expect(isSealed({ tree, parents, message })).toBe(true);
    const [headline, ...rest] = message.trim().split('\n');
    const rebuilt = `${headline}\n\n${rest.join('\n').trim()}  \n`;
    expect(isSealed({ tree, parents, message: rebuilt.replace('What it did.', 'What it did.   ') })).toBe(
      true,
    );
  });

  it('breaks when the tree, a parent, the message or the seal line change, or something follows it', () => {
    expect(isSealed({ tree: 'c'.repeat(40), parents, message })).toBe(false);
    expect(isSealed({ tree, parents: ['c'.repeat(40)], message })).toBe(false);
    expect(isSealed({ tree, parents: [...parents, 'c'.repeat(40)], message })).toBe(false);
    expect(isSealed({ tree, parents, message: message.replace('did', 'does') })).toBe(false);
    expect(isSealed({ tree, parents, message: message.replace('r1', 'r2') })).toBe(false);
    expect(isSealed({ tree, parents, message: `${message}Signed-off-by: Rev <r@x>\n` })).toBe(false);
    expect(isSealed({ tree, parents, message: message.replace(/[0-9a-f]{64}/, '0'.repeat(64)) })).toBe(false);
    expect(isSealed({ tree, parents, message: 'Title\n\nNightshift-Run: r1\n' })).toBe(false);
  });
});
