import type { Policy } from '../config/policy.ts';
import { realpathDeep, type ProtectedPaths } from '../validate/resolve-path.ts';

/** What a run adds to the protected paths: its output directory and the task file it runs. */
export interface RunFiles {
  outDir: string;
  taskFile?: string | undefined;
  /** codebase_search's embeddings cache, when the task names an endpoint. */
  cacheDir?: string | undefined;
}

/**
 * Paths tools never write, whatever the policy says (`.git` is built into resolvePath): every
 * file the policy was built from, since an edit of a file it extends loosens it as surely as an
 * edit of the file itself; in a run, the output directory, and the task file, which names the
 * policy and the limits of the next run; and the search cache, whose vectors rank the next run's results.
 */
export function protectedPaths(policy: Policy, run?: RunFiles): ProtectedPaths {
  return {
    entries: [
      ...(run ? [{ path: run.outDir, label: 'the run output directory' }] : []),
      ...(run?.taskFile ? [{ path: realpathDeep(run.taskFile), label: 'the task file of this run' }] : []),
      ...(run?.cacheDir ? [{ path: run.cacheDir, label: 'the codebase_search cache' }] : []),
      ...policy.files.map((file, i) => ({
        path: realpathDeep(file.path),
        label: i === 0 ? 'the policy file in use' : 'a policy file the policy in use extends',
      })),
    ],
  };
}
