import type { Policy } from '../config/policy.ts';
import { realpathDeep, type ProtectedPaths } from '../validate/resolve-path.ts';

/**
 * Paths tools never write, whatever the policy says (`.git` is built into resolvePath): every
 * file the policy was built from, since an edit of a file it extends loosens it as surely as an
 * edit of the file itself, and in a run the output directory.
 */
export function protectedPaths(policy: Policy, outDir?: string): ProtectedPaths {
  return {
    entries: [
      ...(outDir ? [{ path: outDir, label: 'the run output directory' }] : []),
      ...policy.files.map((file, i) => ({
        path: realpathDeep(file.path),
        label: i === 0 ? 'the policy file in use' : 'a policy file the policy in use extends',
      })),
    ],
  };
}
