import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { SimpleGit } from 'simple-git';

/**
 * The header GitHub accepts for a token over HTTPS, the same one actions/checkout persists,
 * scoped to the remote's origin so no other host (a submodule, a redirect) ever receives it.
 * It travels as configuration in the environment of one git process (see withConfig), never in
 * the remote URL and never in .git/config. Null for non-HTTP remotes (ssh, file), which a token
 * cannot authenticate anyway.
 */
export function authHeaderConfig(token: string, remoteUrl: string): Record<string, string> | null {
  let origin: string;
  try {
    const url = new URL(remoteUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    origin = url.origin;
  } catch {
    return null;
  }
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return { [`http.${origin}/.extraheader`]: `AUTHORIZATION: basic ${basic}` };
}

/**
 * Local config entries that would send a second Authorization header next to ours (git sends
 * every extraheader that matches, and GitHub rejects two): the `http.<url>.extraheader` that
 * actions/checkout persists, and the includeIf entries pointing at the credentials file where
 * newer checkouts keep it. Other includeIf entries are the user's and stay.
 */
const CANDIDATES = '^http\\.(.+\\.)?extraheader$|^includeif\\..+\\.path$';

/**
 * Runs `fn` with the persisted credentials removed from the local config and puts them back
 * afterwards, in their order, whatever `fn` did. A process killed in between leaves them
 * removed: the failure mode is a later step without credentials, never a leaked or doubled one.
 */
export async function withPersistedCredentialsHidden<T>(git: SimpleGit, fn: () => Promise<T>): Promise<T> {
  const listed = await git.raw(['config', '--local', '--null', '--get-regexp', CANDIDATES]).catch(() => '');
  const gitDir = (await git.raw(['rev-parse', '--absolute-git-dir'])).trim();
  const entries = parseNullConfig(listed).filter(
    (e) => !e.key.startsWith('includeif.') || holdsExtraheader(gitDir, e.value),
  );
  const keys = [...new Set(entries.map((e) => e.key))];
  for (const key of keys) await git.raw(['config', '--local', '--unset-all', key]);
  try {
    return await fn();
  } finally {
    for (const { key, value } of entries) await git.raw(['config', '--local', '--add', key, value]);
  }
}

/** Whether an included config file (relative paths are relative to .git/, `~/` to HOME) sets an extraheader. */
function holdsExtraheader(gitDir: string, file: string): boolean {
  const resolved = file.startsWith('~/') ? path.join(homedir(), file.slice(2)) : path.resolve(gitDir, file);
  try {
    return /extraheader/i.test(readFileSync(resolved, 'utf8'));
  } catch {
    return false;
  }
}

/** `--null` output: `key\nvalue\0` per entry (values may contain spaces and newlines). */
function parseNullConfig(text: string): { key: string; value: string }[] {
  return text
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const nl = record.indexOf('\n');
      return nl === -1
        ? { key: record, value: '' }
        : { key: record.slice(0, nl), value: record.slice(nl + 1) };
    });
}
