import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolvePath, type ProtectedPaths } from '../../src/validate/resolve-path.ts';
import type { ResolvedPath } from '../../src/policy/types.ts';

export interface TestWorkspace {
  dir: string;
  outside: string;
  resolve: (p: string) => ResolvedPath;
}

/**
 * A real workspace for path decisions: sub/, src/, .git/, a file, and `link-out`, a symlink to a
 * directory outside it. The run output directory is protected as the runner would protect it.
 */
export function makeWorkspace(): TestWorkspace {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-')));
  const dir = path.join(root, 'ws');
  const outside = path.join(root, 'outside');
  for (const d of [
    dir,
    outside,
    path.join(dir, 'sub'),
    path.join(dir, 'src'),
    path.join(dir, '.git'),
    path.join(dir, '.nightshift/runs/x'),
  ]) {
    mkdirSync(d, { recursive: true });
  }
  writeFileSync(path.join(dir, 'README.md'), '# test\n');
  symlinkSync(outside, path.join(dir, 'link-out'));
  const protectedPaths: ProtectedPaths = {
    entries: [{ path: path.join(dir, '.nightshift/runs/x'), label: 'the run output directory' }],
  };
  return { dir, outside, resolve: (p) => resolvePath(dir, p, protectedPaths) };
}
