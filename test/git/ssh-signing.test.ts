import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRunBranch } from '../../src/git/branch.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { git, makeRepo } from '../support/git-server.ts';

const AUTHOR = { name: 'Night Shift', email: 'ns@example.com' };
let key: string;
let allowedSigners: string;

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-sshkey-'));
  const file = path.join(dir, 'id');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'test', '-f', file]);
  key = readFileSync(file, 'utf8');
  allowedSigners = path.join(dir, 'allowed_signers');
  writeFileSync(allowedSigners, `${AUTHOR.email} ${readFileSync(`${file}.pub`, 'utf8')}`);
});

const savedTmp = process.env.TMPDIR;
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

async function signedCommit(ws: string, signingKey: string) {
  writeFileSync(path.join(ws, 'a.txt'), 'changed\n');
  const run = await createRunBranch({
    workspace: ws,
    template: 'ns/{slug}',
    vars: { title: 'Sign', runId: 'r1' },
  });
  return commitChanges({
    workspace: ws,
    branch: run.branch,
    message: 'Sign',
    author: AUTHOR,
    trailer: 'Nightshift-Run: r1',
    signingKey,
  });
}

/** `git verify-commit` against the generated key; throws when the signature does not verify. */
function verify(ws: string, sha: string): string {
  const args = ['-c', 'gpg.ssh.program=ssh-keygen', '-c', `gpg.ssh.allowedSignersFile=${allowedSigners}`];
  const out = spawnSync('git', [...args, 'verify-commit', '-v', sha], { cwd: ws, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`verify-commit failed: ${out.stderr}`);
  return out.stderr;
}

describe('ssh commit signing', () => {
  it('signs the run commit so git verify-commit accepts it, and leaves no key file behind', async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    // os.tmpdir() follows TMPDIR: a private one shows whether the key file outlives the commit.
    process.env.TMPDIR = mkdtempSync(path.join(tmpdir(), 'ns-signtmp-'));
    const result = await signedCommit(ws, key.trimEnd()); // a secret pasted without its final newline
    expect(result).not.toBeNull();
    const sha = result?.sha ?? '';
    // --raw prints ssh-keygen's answer: the good signature names the signer from allowed_signers.
    expect(verify(ws, sha)).toMatch(/Good "git" signature for ns@example\.com with ED25519 key/);
    expect(git(ws, 'cat-file', 'commit', sha)).toMatch(/^gpgsig -----BEGIN SSH SIGNATURE-----/m);
    expect(git(ws, 'log', '-1', '--format=%(trailers:key=Nightshift-Run,valueonly)', sha)).toBe('r1');
    expect(readdirSync(process.env.TMPDIR).filter((d) => d.startsWith('ns-sign-'))).toEqual([]);
    // The key is in no file of the repository, its git directory included.
    const grep = spawnSync('grep', ['-rlF', 'OPENSSH PRIVATE KEY', ws], { encoding: 'utf8' });
    expect([grep.status, grep.stdout]).toEqual([1, '']);
  });

  it('an unsigned verify fails: the check above can fail', async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    writeFileSync(path.join(ws, 'a.txt'), 'changed\n');
    const run = await createRunBranch({
      workspace: ws,
      template: 'ns/{slug}',
      vars: { title: 'U', runId: 'r2' },
    });
    const result = await commitChanges({
      workspace: ws,
      branch: run.branch,
      message: 'U',
      author: AUTHOR,
      trailer: 'Nightshift-Run: r2',
    });
    expect(() => verify(ws, result?.sha ?? '')).toThrow();
  });

  it("ignores the repository's gpg.ssh.program and gpg.format: its program never runs", async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    const marker = path.join(ws, '..', `ran-${path.basename(ws)}`);
    const evil = path.join(ws, '.git', 'evil.sh');
    writeFileSync(evil, `#!/bin/sh\ntouch ${marker}\nexit 1\n`);
    chmodSync(evil, 0o755);
    git(ws, 'config', 'gpg.ssh.program', evil);
    git(ws, 'config', 'gpg.program', evil);
    git(ws, 'config', 'gpg.format', 'openpgp');
    const result = await signedCommit(ws, key);
    expect(() => verify(ws, result?.sha ?? '')).not.toThrow();
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a value that is not an OpenSSH private key, before committing', async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    await expect(signedCommit(ws, 'ghp_notAKey')).rejects.toThrow(/not an OpenSSH private key/);
    expect(git(ws, 'rev-list', '--count', 'HEAD')).toBe('1');
  });
});
