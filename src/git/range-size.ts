import type { ChangeSize } from '../forge/limits.ts';
import { countAddedBytes } from './added-bytes.ts';
import { parseNumstat } from './changes.ts';
import type { GitClient } from './client.ts';

/**
 * The size of the change from `from` to `to` (two commits), counted as a commit's is: files, lines
 * added and removed as git counts them, and bytes added (added-bytes.ts). Options that user or
 * global config could change the output with are pinned.
 */
export async function measureRange(git: GitClient, from: string, to: string): Promise<ChangeSize> {
  const flags = [
    '--no-color',
    '--no-renames',
    '--no-ext-diff',
    '--no-textconv',
    '--ignore-submodules=none',
    '--src-prefix=a/',
    '--dst-prefix=b/',
  ];
  const { files, insertions, deletions } = parseNumstat(
    await git.raw(['diff', '--numstat', '-z', ...flags, from, to]),
  );
  const patch = await git.raw(['diff', '--binary', ...flags, from, to]);
  return { files: files.length, insertions, deletions, added: countAddedBytes(patch) };
}
