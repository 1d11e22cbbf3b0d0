import { ConfigError } from '../config/errors.ts';
import { gitPath, splitNul } from './path-bytes.ts';

/**
 * Configuration that makes nightshift's own git ignore whatever the repository configures to run a
 * program. Git reads `.git/config` (and the files it includes) on every invocation and offers no
 * switch to skip it, but configuration given through GIT_CONFIG_COUNT is read last and wins. So:
 * fixed keys are always overridden, and keys whose names the repository chooses (filter and diff
 * drivers) are overridden one by one after listing what the repository's own scopes define.
 * Network settings (`url.*.insteadOf`, credential helpers, `http.*`, `core.sshCommand`) need no
 * override here: nightshift pushes from a scratch repository that never reads this config (see
 * push.ts), and no other command it runs in the workspace talks to a remote.
 */
export const FIXED_OVERRIDES: Readonly<Record<string, string>> = {
  'core.hooksPath': '/dev/null',
  'core.fsmonitor': 'false',
  'core.pager': 'cat',
  'core.editor': ':',
  'sequence.editor': ':',
  'core.askPass': '',
  'core.alternateRefsCommand': '',
  'credential.helper': '',
  'commit.gpgSign': 'false',
  'tag.gpgSign': 'false',
  'log.showSignature': 'false',
  'submodule.recurse': 'false',
  'diff.ignoreSubmodules': 'all',
  'gc.auto': '0',
  'maintenance.auto': 'false',
  'color.ui': 'false',
  // Scratch indexes (changes.ts) must not write shared-index files into the git directory.
  'core.splitIndex': 'false',
};

/** Driver keys that name a program, and the value that switches each off. */
const DRIVER_KEYS: [RegExp, string][] = [
  [/^filter\..+\.(clean|smudge|process)$/, ''],
  [/^filter\..+\.required$/, 'false'],
  [/^diff\..+\.(textconv|command)$/, ''],
  [/^merge\..+\.driver$/, ''],
  [/^pager\..+$/, 'false'],
  [/^credential\..+\.helper$/, ''],
];

/** Scopes the repository controls: its config, per-worktree config, and what either includes. */
export const REPO_SCOPES = new Set(['local', 'worktree']);

/** One key as `git config --list --show-scope --show-origin --name-only -z` lists it. */
export interface ScopedKey {
  scope: string;
  /** Where git read it: `file:<path>`, `blob:…`, `command line:` … */
  origin: string;
  /** As git prints it; a subsection name that is not UTF-8 has `\xNN` escapes (see `inexact`). */
  key: string;
  /** The key's bytes are not UTF-8: no override through the environment can name it. */
  inexact?: true;
  /** The value, as UTF-8 (`''` for a key given without one). */
  value?: string;
}

/**
 * The overrides for one invocation, given the keys the repository's scopes define. Global and
 * system scopes are the user's and the runner's (git-lfs lives there) and keep their drivers.
 */
export function neutralisingConfig(listed: ScopedKey[]): Record<string, string> {
  const out: Record<string, string> = { ...FIXED_OVERRIDES };
  for (const { scope, origin, key, inexact } of listed) {
    if (!REPO_SCOPES.has(scope)) continue;
    const hit = DRIVER_KEYS.find(([pattern]) => pattern.test(key));
    if (!hit) continue;
    // Node passes environment values as UTF-8: an override of this key would name another one,
    // and git would run the program. So no git command runs at all.
    if (inexact)
      throw new ConfigError(
        `${origin}: the repository's configuration sets ${key}, a program git would run, under a name that is not UTF-8; nightshift cannot switch it off, so it runs no git command in this repository (rename or remove it)`,
      );
    out[key] = hit[1];
  }
  return out;
}

/**
 * `scope\0origin\0key\nvalue\0` triples (`key\0` for a key without a value) from
 * `git config --list --show-scope --show-origin -z`. A key holds no newline; a value may.
 */
export function parseScopedKeys(out: Buffer): ScopedKey[] {
  const parts = splitNul(out);
  const keys: ScopedKey[] = [];
  for (let i = 0; i + 2 < parts.length; i += 3) {
    const entry = parts[i + 2]!;
    const eol = entry.indexOf(0x0a);
    const key = gitPath(eol < 0 ? entry : entry.subarray(0, eol));
    keys.push({
      scope: parts[i]!.toString('utf8'),
      origin: parts[i + 1]!.toString('utf8'),
      key: key.path,
      ...(key.bytes ? { inexact: true as const } : {}),
      value: eol < 0 ? '' : entry.subarray(eol + 1).toString('utf8'),
    });
  }
  return keys;
}
