import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openRepo } from './repo.ts';

/**
 * The change a run's commit made, as a binary patch against its parent, or null when the
 * repository does not have that commit or its parent is not `base` (it is not the commit a run
 * made on top of `base`). No textconv or external diff program: the patch is the content.
 */
export async function commitPatch(workspace: string, sha: string, base: string): Promise<string | null> {
  const git = openRepo(workspace);
  const parent = await git
    .raw(['rev-parse', '--verify', '--quiet', `${sha}^{commit}^`])
    .then((out) => out.trim())
    .catch(() => '');
  if (parent !== base) return null;
  return git.raw([
    'diff',
    '--binary',
    '--full-index',
    '--no-renames',
    '--no-ext-diff',
    '--no-textconv',
    '--no-relative',
    '--no-color',
    base,
    sha,
  ]);
}

/**
 * Applies `patch` to the working tree only (the index and HEAD stay): all or nothing, paths
 * outside the repository or through a symlink refused by git itself. `check` sees the paths it
 * would change (workspace-relative) first and may throw to refuse. Returns those paths. A patch
 * that does not apply throws with git's reason.
 */
export async function applyToWorkingTree(
  workspace: string,
  patch: string,
  check: (paths: string[]) => void,
): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-apply-'));
  try {
    const file = path.join(dir, 'changes.patch');
    writeFileSync(file, patch);
    const git = openRepo(workspace);
    // Paths in a patch are the repository's; the workspace may be a directory inside it.
    const prefix = (await git.raw(['rev-parse', '--show-prefix'])).trim();
    const paths = (await git.raw(['apply', '--numstat', '-z', file]))
      .split('\0')
      .map((record) => /^(?:\d+|-)\t(?:\d+|-)\t(.+)$/s.exec(record)?.[1])
      .filter((p): p is string => p !== undefined && p.startsWith(prefix))
      .map((p) => p.slice(prefix.length));
    check(paths);
    await git.raw(['apply', '--whitespace=nowarn', file]);
    return paths;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
