import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withTrustedPath } from '../sandbox/trusted-path.ts';
import { gitClient } from './client.ts';
import { parseScopedKeys, REPO_SCOPES, type ScopedKey } from './safe-config.ts';

/** Where a repository's configuration lives: git dir plus work tree, as repo.ts pins them. */
export interface ConfigLocation {
  gitDir: string;
  workTree: string;
}

const listings = new Map<string, { fingerprint: string; keys: ScopedKey[] }>();

/**
 * The keys the repository's scopes set (includes followed), as the next git command would read
 * them. Listing them costs a git process (~6 ms of CPU with the fork of a ~100 MB nightshift), and
 * a run opens the repository a dozen times, so a listing is reused while the bytes of every file
 * it came from are unchanged: the config files of the git dir and of its common dir, read and
 * hashed before and after the listing. A repository whose own scopes read any other file (an
 * include, which may point into the work tree the run edits) is listed afresh every time.
 */
export function repoKeys(location: ConfigLocation, env: NodeJS.ProcessEnv): ScopedKey[] {
  const files = configFiles(location.gitDir);
  const before = fingerprint(files);
  const known = listings.get(location.gitDir);
  if (known?.fingerprint === before) return known.keys;
  listings.delete(location.gitDir);
  let out: Buffer;
  try {
    out = execFileSync('git', LIST_ARGS, {
      cwd: location.workTree,
      env: withTrustedPath(env, [location.workTree]),
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return [];
  }
  return remember(location, files, before, out);
}

/**
 * repoKeys without blocking: git lists while the caller goes on (pinRepo primes the listing with
 * it), or the listing kept while nothing changed.
 */
export async function repoKeysAsync(location: ConfigLocation, env: NodeJS.ProcessEnv): Promise<ScopedKey[]> {
  const files = configFiles(location.gitDir);
  const before = fingerprint(files);
  const known = listings.get(location.gitDir);
  if (known?.fingerprint === before) return known.keys;
  return remember(location, files, before, await gitClient(location.workTree, env).bytes(LIST_ARGS));
}

// With values: the run's credentials are read from the same listing (config-credentials.ts).
const LIST_ARGS = ['config', '--list', '--show-scope', '--show-origin', '--includes', '-z'];

/** The keys of one listing, kept for reuse when nothing was included and no file changed meanwhile. */
function remember(location: ConfigLocation, files: string[], before: string, out: Buffer): ScopedKey[] {
  const keys = parseScopedKeys(out);
  if (readsOnly(keys, files, location.workTree) && fingerprint(files) === before)
    listings.set(location.gitDir, { fingerprint: before, keys });
  return keys;
}

/** The files git reads for the local and worktree scopes when nothing is included. */
export function configFiles(gitDir: string): string[] {
  let common = gitDir;
  try {
    common = path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    // Not a linked worktree: the git dir is its own common dir.
  }
  const dirs = common === gitDir ? [gitDir] : [gitDir, common];
  return [
    path.join(gitDir, 'commondir'),
    ...dirs.flatMap((d) => ['config', 'config.worktree'].map((f) => path.join(d, f))),
  ];
}

/** Whether every key of the repository's scopes came from one of `files` (so no include). */
export function readsOnly(keys: ScopedKey[], files: string[], cwd: string): boolean {
  const known = new Set(files);
  return keys.every(
    ({ scope, origin, key }) =>
      !REPO_SCOPES.has(scope) ||
      (origin.startsWith('file:') &&
        known.has(path.resolve(cwd, origin.slice('file:'.length))) &&
        !/^include(if\..*)?\.path$/i.test(key)),
  );
}

function fingerprint(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
      hash.update('\0present\0');
    } catch {
      hash.update('\0absent\0');
    }
  }
  return hash.digest('hex');
}
