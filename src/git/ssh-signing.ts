import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `fn` with an SSH signing key on disk: written to a fresh 0700 directory outside the
 * workspace (the agent's tools never see it) as a 0600 file, and removed when `fn` settles,
 * whatever happens. `fn` gets the git configuration that makes `commit-tree -S` sign with it:
 * passed per process (GIT_CONFIG_COUNT), it overrides a repository's own `gpg.*` settings, so
 * `gpg.ssh.program` in `.git/config` cannot run a program of the repository's choosing.
 */
export async function withSshSigningKey<T>(
  key: string,
  fn: (config: Record<string, string>) => Promise<T>,
): Promise<T> {
  if (!/-----BEGIN OPENSSH PRIVATE KEY-----/.test(key))
    throw new Error(
      'the commit signing key is not an OpenSSH private key (-----BEGIN OPENSSH PRIVATE KEY-----)',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-sign-'));
  try {
    chmodSync(dir, 0o700);
    const file = path.join(dir, 'key');
    // ssh-keygen refuses a key file others can read; a key pasted into a secret may lack the final newline.
    writeFileSync(file, key.endsWith('\n') ? key : `${key}\n`, { mode: 0o600 });
    return await fn({
      'gpg.format': 'ssh',
      'gpg.ssh.program': 'ssh-keygen',
      'user.signingKey': file,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
