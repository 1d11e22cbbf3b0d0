import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { commonDir } from './integrity.ts';
import { splitNul } from './path-bytes.ts';
import { locateRepo, openRepo, repoConfigEntries } from './repo.ts';

/**
 * The credentials git's configuration holds for the workspace's repository, to be redacted like
 * any secret: actions/checkout persists the job's token as
 * `http.https://github.com/.extraheader = AUTHORIZATION: basic base64(x-access-token:TOKEN)`,
 * which need not be the token nightshift was given, and a clone URL can carry a password. Read
 * from every file git reads for the repository (system, global, local, worktree, includes), each
 * submodule's and linked worktree's config, and the `.git/config` of repositories nested in the
 * workspace (`nested`: their roots, workspace-relative). Nothing is found outside a repository.
 */
export async function gitConfigCredentials(
  workspace: string,
  nested: readonly string[] = [],
): Promise<string[]> {
  const location = locateRepo(workspace);
  if (!location) return [];
  const git = openRepo(workspace);
  const common = commonDir(location.gitDir);
  const files = [
    ...gitDirsBelow(path.join(common, 'modules')).map((dir) => path.join(dir, 'config')),
    ...subdirectories(path.join(common, 'worktrees')).map((dir) => path.join(dir, 'config.worktree')),
    ...nested.map((root) => path.join(workspace, root, '.git', 'config')),
  ].filter((file) => existsSync(file));
  const [own, ...others] = await Promise.all([
    repoConfigEntries(workspace),
    // git would refuse to work in a submodule whose config it cannot read: nothing to leak there.
    ...files.map((file) =>
      git.bytes(['config', '--file', file, '--includes', '--list', '-z']).catch(() => Buffer.alloc(0)),
    ),
  ]);
  return credentialsIn([
    ...own.map(({ key, value }) => ({ key, value: value ?? '' })),
    ...others.flatMap(parseConfigList),
  ]);
}

/** `git config --list -z`: `key\nvalue\0` per entry (`key\0` for a key without a value). */
export function parseConfigList(out: Buffer): { key: string; value: string }[] {
  return splitNul(out).map((entry) => {
    const text = entry.toString('utf8');
    const eol = text.indexOf('\n');
    return eol === -1 ? { key: text, value: '' } : { key: text.slice(0, eol), value: text.slice(eol + 1) };
  });
}

/**
 * The secrets in config entries: every `extraheader` value, its credentials and their base64
 * decoding (`user:token`, and the token alone); the password in any URL (a key's subsection or a
 * value: remotes, `url.*.insteadOf`, proxies), or a user name long enough to be a token
 * (`https://TOKEN@host`); `password=` inside a credential helper; values of keys named like a
 * password, token or secret (`sendemail.smtpPass`).
 */
export function credentialsIn(entries: { key: string; value: string }[]): string[] {
  const found = new Set<string>();
  const add = (secret: string) => {
    if (secret.trim()) found.add(secret.trim());
  };
  for (const { key, value } of entries) {
    for (const text of [key, value]) for (const secret of urlCredentials(text)) add(secret);
    const name = key.slice(key.lastIndexOf('.') + 1);
    if (name.toLowerCase() === 'extraheader') for (const secret of headerCredentials(value)) add(secret);
    else if (/(pass|passwd|password|token|secret)$/i.test(name)) add(value);
    if (key.toLowerCase().startsWith('credential.'))
      for (const m of value.matchAll(/password=([^\s;"'`]+)/g)) add(m[1]!);
  }
  return [...found];
}

/** A token can stand where the user name goes: one this long is taken for one. */
const TOKEN_LIKE_USER = 16;

function urlCredentials(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/gi)) {
    const userinfo = m[1]!;
    const colon = userinfo.indexOf(':');
    const parts =
      colon === -1
        ? userinfo.length >= TOKEN_LIKE_USER
          ? [userinfo]
          : []
        : [userinfo, userinfo.slice(colon + 1)];
    for (const part of parts) out.push(part, safeDecodeURIComponent(part));
  }
  return out;
}

/**
 * `Name: scheme credentials`: the whole value, what follows the name, each word after the scheme
 * and, when a word is base64 of `user:password` (basic authentication), the decoded pair and the
 * password.
 */
function headerCredentials(value: string): string[] {
  const colon = value.indexOf(':');
  const credentials = colon === -1 ? value.trim() : value.slice(colon + 1).trim();
  const words = credentials.split(/\s+/).filter(Boolean);
  const out = [value, credentials, ...(words.length > 1 ? words.slice(1) : words)];
  for (const word of words) {
    const decoded = base64Text(word);
    if (decoded === undefined) continue;
    out.push(decoded);
    if (decoded.includes(':')) out.push(decoded.slice(decoded.indexOf(':') + 1));
  }
  return out;
}

/** The text a word is the base64 of, when it is exactly that (printable, re-encoding to it). */
function base64Text(word: string): string | undefined {
  if (!/^[A-Za-z0-9+/]{4,}={0,2}$/.test(word)) return undefined;
  const bytes = Buffer.from(word, 'base64');
  if (bytes.toString('base64') !== word) return undefined;
  const text = bytes.toString('utf8');
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f\ufffd]/.test(text) ? undefined : text;
}

function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The git directories below a submodules' `modules` directory: a submodule named `a/b` has its
 * git directory at `modules/a/b`, and its own submodules under that one's `modules`.
 */
function gitDirsBelow(dir: string, depth = 0): string[] {
  if (depth > 32) return [];
  return subdirectories(dir).flatMap((sub) =>
    existsSync(path.join(sub, 'HEAD'))
      ? [sub, ...gitDirsBelow(path.join(sub, 'modules'), depth + 1)]
      : gitDirsBelow(sub, depth + 1),
  );
}

function subdirectories(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(dir, e.name));
  } catch {
    return [];
  }
}
