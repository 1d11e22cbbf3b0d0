import { lstatSync } from 'node:fs';
import path from 'node:path';
import { openRepo } from '../git/repo.ts';

/** Paths per git process: well under any command line's limit. */
const CHUNK = 500;

/**
 * Of the paths a restored patch changes, those that exist in the working tree but git does not
 * track: ignored files (`.env`, `node_modules/…`), files in a nested repository, untracked ones.
 * A run's commit changes tracked files or adds new ones, never these; and once written, no diff
 * shows them, so the gate that puts denied changes back could not see them either.
 */
export async function untrackedOnDisk(workspace: string, paths: readonly string[]): Promise<string[]> {
  const git = openRepo(workspace);
  const tracked = new Set<string>();
  for (let i = 0; i < paths.length; i += CHUNK) {
    const out = await git.raw(['--literal-pathspecs', 'ls-files', '-z', '--', ...paths.slice(i, i + CHUNK)]);
    for (const p of out.split('\0')) if (p) tracked.add(p);
  }
  return paths.filter((p) => !tracked.has(p) && onDisk(path.join(workspace, p)));
}

function onDisk(abs: string): boolean {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}
