import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRaw, type TreeChange } from './changes.ts';
import type { Publish, RemoteView } from './push.ts';
import { openRepo } from './repo.ts';

/** What `createCommitOnBranch` takes for one commit (see forge/github-commits.ts). */
export interface ApiCommitInput {
  branch: string;
  expectedHeadOid: string;
  headline: string;
  body: string;
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

/** A forge that builds (and signs) commits itself from file contents. */
export interface CommitApi {
  createBranch(name: string, sha: string): Promise<void>;
  deleteBranch(name: string): Promise<void>;
  /** Appends a commit to `branch` if it still points at `expectedHeadOid`; resolves with its id. */
  createCommit(input: ApiCommitInput): Promise<string>;
}

const REGULAR = '100644';
const DESCRIBE: Record<string, string> = {
  '100755': 'an executable file',
  '120000': 'a symlink',
  '160000': 'a submodule',
};

/**
 * Which paths become `additions` and which `deletions`. The API takes a path and its bytes and
 * nothing else: a new executable file, a symlink, a submodule or a mode change cannot be said,
 * so any of them refuses the whole commit here, before anything is sent. Pure.
 */
export function planFileChanges(changes: TreeChange[]): { additions: TreeChange[]; deletions: string[] } {
  const refused: string[] = [];
  for (const c of changes) {
    if (c.status === 'D') {
      if (c.oldMode === '160000') refused.push(`${c.path} (removes a submodule)`);
    } else if (c.status === 'A') {
      if (c.newMode !== REGULAR)
        refused.push(`${c.path} (adds ${DESCRIBE[c.newMode] ?? `mode ${c.newMode}`})`);
    } else if (c.oldMode !== c.newMode) {
      refused.push(`${c.path} (mode ${c.oldMode} → ${c.newMode})`);
    } else if (c.newMode !== REGULAR && c.newMode !== '100755') {
      refused.push(`${c.path} (changes ${DESCRIBE[c.newMode] ?? `mode ${c.newMode}`})`);
    }
  }
  if (refused.length > 0) {
    throw new Error(
      `commit-signing: github cannot express ${refused.join(', ')}: GitHub's createCommitOnBranch takes file contents only, no modes, symlinks or submodules (use commit-signing: ssh, or leave these changes out)`,
    );
  }
  return {
    additions: changes.filter((c) => c.status !== 'D'),
    deletions: changes.filter((c) => c.status === 'D').map((c) => c.path),
  };
}

/**
 * `commit-signing: github`: the local run commit is rebuilt by GitHub through its API, so GitHub
 * signs it. createCommitOnBranch can only append to a branch, and resetting the run branch to
 * the base first would close its open pull request (GitHub closes a PR whose head has nothing
 * ahead of its base), so the commit is made on a scratch branch created at the base and the run
 * branch is then moved to it by the caller's push, with the same lease as an ordinary push. The
 * commit must have the local commit's tree and the base as its only parent, or nothing moves.
 * The scratch branch is deleted afterwards, whatever happened.
 */
export function publishThroughApi(options: {
  workspace: string;
  api: CommitApi;
  scratchBranch: string;
  trailerKey: string;
  warn: (message: string) => void;
}): Publish {
  const { api, scratchBranch: scratch } = options;
  return async (remote, push) => {
    const base = (await remote.git.raw(['rev-parse', '--verify', `${remote.sha}^1`])).trim();
    const plan = planFileChanges(
      parseRaw(await remote.git.bytes(['diff-tree', '-r', '-z', '--raw', '--no-renames', base, remote.sha])),
    );
    const [headline = '', ...rest] = (await remote.git.raw(['log', '-1', '--format=%B', remote.sha]))
      .trim()
      .split('\n');
    const input: ApiCommitInput = {
      branch: scratch,
      expectedHeadOid: base,
      headline,
      body: rest.join('\n').trim(),
      additions: await Promise.all(
        plan.additions.map(async (c) => ({
          path: c.path,
          contents: (await catFile(remote, 'blob', c.newSha)).toString('base64'),
        })),
      ),
      deletions: plan.deletions.map((p) => ({ path: p })),
    };
    try {
      await api.createBranch(scratch, base);
    } catch (err) {
      throw new Error(
        `creating the scratch branch ${scratch} at the base ${base.slice(0, 12)} failed (${(err as Error).message}); commit-signing: github needs the base commit to be on GitHub`,
        { cause: err },
      );
    }
    try {
      const oid = await api.createCommit(input);
      await remote.git.raw(['fetch', '--no-tags', '--quiet', remote.url, `refs/heads/${scratch}`]);
      await sameCommit(remote, oid, base, options.trailerKey);
      await push(oid);
      await adopt(options.workspace, remote, oid);
      return oid;
    } finally {
      await api
        .deleteBranch(scratch)
        .catch((err: unknown) =>
          options.warn(`could not delete the scratch branch ${scratch}: ${(err as Error).message}`),
        );
    }
  };
}

/** GitHub's commit must be the local one re-signed: same tree, the base as only parent, the trailer. */
async function sameCommit(remote: RemoteView, oid: string, base: string, trailerKey: string): Promise<void> {
  const parents = (await remote.git.raw(['rev-list', '--parents', '-n', '1', oid]))
    .trim()
    .split(' ')
    .slice(1);
  if (parents.length !== 1 || parents[0] !== base)
    throw new Error(
      `GitHub's commit ${oid.slice(0, 12)} does not have the base ${base.slice(0, 12)} as its only parent`,
    );
  const differs = (
    await remote.git.raw(['diff-tree', '-r', '--name-only', '-z', '--no-renames', remote.sha, oid])
  )
    .split('\0')
    .filter(Boolean);
  if (differs.length > 0)
    throw new Error(
      `GitHub's commit ${oid.slice(0, 12)} differs from the local commit in ${differs.join(', ')} (a file mode GitHub did not keep?); the run branch was not updated`,
    );
  const trailer = await remote.git.raw([
    'log',
    '-1',
    `--format=%(trailers:key=${trailerKey},valueonly)`,
    oid,
  ]);
  if (!trailer.trim()) throw new Error(`GitHub's commit ${oid.slice(0, 12)} lost the ${trailerKey} trailer`);
}

/**
 * The local run branch moves to GitHub's commit, so the checkout matches the remote branch (and
 * `pull-request-head-sha` names the commit the PR has). Its trees and blobs are the local
 * commit's; only the commit object itself is new, copied over and checked by its hash.
 */
async function adopt(workspace: string, remote: RemoteView, oid: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-adopt-'));
  try {
    const file = path.join(dir, 'commit');
    writeFileSync(file, await catFile(remote, 'commit', oid));
    const git = openRepo(workspace);
    const written = (await git.raw(['hash-object', '-t', 'commit', '-w', file])).trim();
    if (written !== oid) throw new Error(`copying GitHub's commit ${oid} gave ${written}`);
    await git.raw([
      'update-ref',
      '-m',
      'nightshift: signed by GitHub',
      `refs/heads/${remote.branch}`,
      oid,
      remote.sha,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An object's bytes, read in the push's scratch repository (it sees the workspace's objects). */
const catFile = (remote: RemoteView, type: 'blob' | 'commit', sha: string): Promise<Buffer> =>
  remote.git.bytes(['cat-file', type, sha]);
