import { closeSync, openSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GitError, gitClient } from '../../src/git/client.ts';
import { makeRepo } from '../support/git-server.ts';

// The outcome rule callers rely on, kept from simple-git: only a non-zero exit with something on
// stderr (or a kill) is a failure.
it('resolves with stdout, also for a silent non-zero exit, and rejects with what git printed on stderr', async () => {
  const ws = makeRepo({ 'a.txt': 'one\n' });
  const git = gitClient(ws, process.env);
  expect((await git.raw(['rev-parse', '--verify', 'HEAD^{commit}'])).trim()).toMatch(/^[0-9a-f]{40}$/);
  // Silent commands: nothing printed, nothing to wait for.
  expect(await git.raw(['update-ref', 'refs/heads/copy', 'HEAD'])).toBe('');
  expect(await git.raw(['rev-parse', '--verify', '--quiet', 'refs/heads/missing'])).toBe('');
  // Exit 1 with output on stdout only: a difference, not a failure.
  writeFileSync(path.join(ws, 'b.txt'), 'two\n');
  expect(await git.raw(['diff', '--no-index', '--', 'a.txt', 'b.txt'])).toMatch(/^-one\n\+two$/m);
  const err = await git.raw(['rev-parse', 'no-such-revision']).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(GitError);
  expect((err as Error).message).toMatch(/unknown revision|ambiguous argument 'no-such-revision'/);
});

it('runs git with exactly the environment it is given', async () => {
  const ws = makeRepo({ 'a.txt': 'one\n' });
  const env = {
    PATH: process.env.PATH,
    HOME: ws,
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'ns.probe',
    GIT_CONFIG_VALUE_0: 'seen',
  };
  expect((await gitClient(ws, env).raw(['config', '--get', 'ns.probe'])).trim()).toBe('seen');
  const without = await gitClient(ws, { PATH: process.env.PATH, HOME: ws }).raw([
    'config',
    '--get',
    'ns.probe',
  ]);
  expect(without).toBe('');
});

it('kills a git command that runs past its timeout, and says so', async () => {
  const ws = makeRepo({ 'a.txt': 'one\n' });
  // A sparse terabyte: hashing it would take git hours.
  const big = path.join(ws, 'big.bin');
  closeSync(openSync(big, 'w'));
  truncateSync(big, 2 ** 40);
  const started = Date.now();
  const err = await gitClient(ws, process.env, { timeoutMs: 300 })
    .raw(['hash-object', 'big.bin'])
    .catch((e: unknown) => e);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(err).toBeInstanceOf(GitError);
  expect((err as Error).message).toBe('git hash-object did not finish within 0.3 s and was killed');
}, 10_000);
