import { patchPaths } from './diff/parse-patch.ts';
import type { Access } from './types.ts';

/**
 * What an edit tool touches. Each path it changes is also a file it opens first (to match text,
 * keep the encoding and line endings, guard against omissions), and that text can come back to the
 * model: a SEARCH block that misses shows the closest lines, write_to_file counts the old lines, a
 * move leaves the content under a new name. So every path is a read as well as an edit, and a file
 * the read rules keep from the model is not edited by tools either. The edit comes first, so a path
 * both rule sets deny is refused by its edit rule.
 */
export const editAccess = (...paths: string[]): Access[] =>
  paths.flatMap((path): Access[] => [
    { kind: 'edit', path },
    { kind: 'read', path },
  ]);

/**
 * apply_patch: every path the patch names (added, deleted, updated, moved from and to). A patch
 * that does not parse declares nothing, and the policy denies it.
 */
export function patchAccess(input: string): Access[] {
  const paths = patchPaths(input);
  return paths instanceof Error ? [] : editAccess(...paths);
}
