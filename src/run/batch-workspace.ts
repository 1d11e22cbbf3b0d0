import { createHash, type Hash } from 'node:crypto';
import { closeSync, lstatSync, openSync, readlinkSync, readSync } from 'node:fs';
import path from 'node:path';
import { headState, locateRepo, openRepo } from '../git/repo.ts';

/**
 * What a shared checkout holds for a batch's next task: HEAD, and every path git status lists
 * (tracked changes and untracked files) with its content. Two fingerprints are equal when a task
 * left the checkout as it found it: a task that failed before its commit leaves its edits in the
 * working tree (a rewritten AGENTS.md, `.roomodes`, source the next task would build on), and
 * the next task would take them for the user's.
 */
export async function checkoutFingerprint(workspace: string, outDir?: string): Promise<string> {
  const top = locateRepo(workspace)?.workTree ?? workspace;
  // The batch's own --out directory may lie in the checkout: the tasks' records grow there.
  const out = outDir === undefined ? '' : path.relative(top, outDir);
  const skip = out && !out.startsWith('..') && !path.isAbsolute(out) ? [`:(top,literal,exclude)${out}`] : [];
  const hash = createHash('sha256');
  const head = await headState(top);
  hash.update(`${head.commit ?? ''}\0${head.branch ?? ''}\0`);
  const status = await openRepo(top).bytes([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--ignore-submodules=none',
    '--',
    ':(top)',
    ...skip,
  ]);
  hash.update(status);
  for (const rel of statusPaths(status.toString('utf8'))) addContent(hash, path.join(top, rel));
  return hash.digest('hex');
}

/** The paths of `status --porcelain=v1 -z`: `XY PATH`, a rename followed by its origin. */
function statusPaths(out: string): string[] {
  const fields = out.split('\0');
  const paths: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? '';
    if (field.length < 4) continue;
    paths.push(field.slice(3));
    if (field[0] === 'R' || field[0] === 'C') i++; // the origin: its content is the base's
  }
  return paths;
}

/** A file's bytes read in chunks (a huge file is hashed, not held), a link's target, or its kind. */
function addContent(hash: Hash, abs: string): void {
  let stat;
  try {
    stat = lstatSync(abs);
  } catch {
    hash.update('\0missing\0');
    return;
  }
  if (stat.isSymbolicLink()) hash.update(`\0link\0${readlinkSync(abs)}\0`);
  else if (!stat.isFile()) hash.update(`\0${stat.mode}\0`);
  else {
    hash.update(`\0file\0${stat.mode}\0`);
    addBytes(hash, abs);
  }
}

function addBytes(hash: Hash, abs: string): void {
  let fd: number;
  try {
    fd = openSync(abs, 'r');
  } catch {
    hash.update('\0unreadable\0');
    return;
  }
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (let n; (n = readSync(fd, chunk)) > 0;) hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}
