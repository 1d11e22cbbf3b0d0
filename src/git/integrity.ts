import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { listTree } from '../tools/fs/list-tree.ts';
import { readRegularFile } from '../tools/fs/regular-file.ts';
import { locateRepo } from './repo.ts';

/** Path → SHA-256 (or `absent`, `dir`, `link:TARGET`) of the files that tell git what to run. */
export type GitControlHashes = Record<string, string>;

/**
 * Hashes what in the git directory can make git run a program or send traffic elsewhere: the
 * config (and per-worktree config), every hook, info/attributes, and config files included from
 * inside the git directory. Taken at run start and compared before delivery: nothing the run
 * started may change them, so a difference means something escaped the policy.
 */
export function hashGitControl(workspace: string): GitControlHashes {
  const location = locateRepo(workspace);
  if (!location) return {};
  const gitDir = location.gitDir;
  const common = commonDir(gitDir);
  const files = new Set([
    path.join(common, 'config'),
    path.join(gitDir, 'config.worktree'),
    path.join(common, 'config.worktree'),
    path.join(common, 'info', 'attributes'),
    path.join(gitDir, 'commondir'),
    ...pathsUnder(path.join(common, 'hooks')),
  ]);
  for (const file of [...files]) for (const inc of includedFiles(file, gitDir, common)) files.add(inc);
  const out: GitControlHashes = {};
  for (const file of [...files].sort()) out[file] = hashEntry(file);
  return out;
}

/** Files whose hash differs (or that appeared or vanished) between two snapshots. */
export function changedControlFiles(before: GitControlHashes, after: GitControlHashes): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => (before[k] ?? 'absent') !== (after[k] ?? 'absent')).sort();
}

/** The directory a linked worktree shares with its main checkout (config, hooks, info, objects). */
export function commonDir(gitDir: string): string {
  const file = path.join(gitDir, 'commondir');
  if (!existsSync(file)) return gitDir;
  return path.resolve(gitDir, readFileSync(file, 'utf8').trim());
}

/** `path = ...` lines of include/includeIf sections that land inside the git directory. */
function includedFiles(configFile: string, gitDir: string, common: string): string[] {
  let text: string;
  try {
    const file = readRegularFile(configFile);
    if (!('bytes' in file)) return [];
    text = file.bytes.toString('utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  let inInclude = false;
  for (const line of text.split('\n')) {
    const section = /^\s*\[\s*(\w+)/.exec(line);
    if (section) inInclude = /^include(if)?$/i.test(section[1] ?? '');
    const value = inInclude ? /^\s*path\s*=\s*"?([^"\n]*)"?\s*$/i.exec(line)?.[1] : undefined;
    if (!value) continue;
    const abs = path.resolve(path.dirname(configFile), value);
    if ([gitDir, common].some((d) => abs === d || abs.startsWith(d + path.sep))) out.push(abs);
  }
  return out;
}

/** `dir` and everything below it; links are entries, not followed (hashEntry records their target). */
function pathsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [dir];
  return [dir, ...listTree(dir).map((e) => e.path)];
}

function hashEntry(file: string): string {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return 'absent';
  }
  if (stat.isSymbolicLink()) return `link:${readlinkSync(file)}`;
  if (stat.isDirectory()) return 'dir';
  // A FIFO (or socket, device) is recorded as one, never read: reading a FIFO waits for a writer.
  const read = readRegularFile(file);
  if (!('bytes' in read)) return read.refused === 'missing' ? 'absent' : 'special';
  const mode = (stat.mode & 0o111) !== 0 ? 'x' : '-';
  return `${mode}${createHash('sha256').update(read.bytes).digest('hex')}`;
}
