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
 * The paths `patch` changes (workspace-relative), once git has checked that it applies to the
 * working tree: all of it, no path in `.git/`, outside the repository or through a symlink. Writes
 * nothing. A patch that does not apply throws with git's reason.
 */
export async function checkPatch(workspace: string, patch: string): Promise<string[]> {
  return withPatchFile(workspace, patch, async (git, file) => {
    // Paths in a patch are the repository's; the workspace may be a directory inside it.
    const prefix = (await git.raw(['rev-parse', '--show-prefix'])).trim();
    await git.raw(['apply', '--check', file]);
    return (await git.raw(['apply', '--numstat', '-z', file]))
      .split('\0')
      .map((record) => /^(?:\d+|-)\t(?:\d+|-)\t(.+)$/s.exec(record)?.[1])
      .filter((p): p is string => p !== undefined && p.startsWith(prefix))
      .map((p) => p.slice(prefix.length));
  });
}

/** Applies `patch` to the working tree only (the index and HEAD stay), all or nothing. */
export async function applyToWorkingTree(workspace: string, patch: string): Promise<void> {
  await withPatchFile(workspace, patch, (git, file) => git.raw(['apply', '--whitespace=nowarn', file]));
}

async function withPatchFile<T>(
  workspace: string,
  patch: string,
  fn: (git: ReturnType<typeof openRepo>, file: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-apply-'));
  try {
    const file = path.join(dir, 'changes.patch');
    writeFileSync(file, patch);
    return await fn(openRepo(workspace), file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
