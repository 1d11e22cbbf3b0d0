import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { ownInstallDirs } from '../sandbox/own-install.ts';
import { realpathDeep, type ProtectedPaths } from '../validate/resolve-path.ts';

/** What a run adds to the protected paths: its output directory and the task file it runs. */
export interface RunFiles {
  outDir: string;
  taskFile?: string | undefined;
  /** codebase_search's embeddings cache, when the task names an endpoint. */
  cacheDir?: string | undefined;
  /** The run's workspace: nightshift's own install is protected where it lies inside it. */
  workspace?: string | undefined;
}

/**
 * Marks a batch's `--out` directory while its tasks run: the out dirs of the other tasks beside
 * a task's own are their records (and what `nightshift resume` reads), never its to write.
 */
export const BATCH_OUT_MARKER = '.nightshift-batch';

/**
 * Earlier runs' out dirs beside this one: in the default place (`nightshift resume` reads them),
 * or a batch's other tasks' (its --out directory, marked).
 */
function runsDir(outDir: string): string | undefined {
  const parent = path.dirname(outDir);
  if (path.basename(parent) === 'runs' && path.basename(path.dirname(parent)) === '.nightshift')
    return parent;
  return existsSync(path.join(parent, BATCH_OUT_MARKER)) ? parent : undefined;
}

/**
 * Paths tools never write, whatever the policy says (`.git` is built into resolvePath): every
 * file the policy was built from, since an edit of a file it extends loosens it as surely as an
 * edit of the file itself; in a run, the output directory and earlier runs' beside it (resume and
 * replay read their logs), the task file, which names the policy and the limits of the next run,
 * the search cache, whose vectors rank the next run's results, and nightshift's own code where
 * it lies in the workspace (it runs with the keys in memory).
 */
export function protectedPaths(policy: Policy, run?: RunFiles): ProtectedPaths {
  return {
    entries: [
      ...(run ? [{ path: run.outDir, label: 'the run output directory' }] : []),
      ...(run && runsDir(run.outDir) ? [{ path: runsDir(run.outDir)!, label: "earlier runs' output" }] : []),
      ...(run?.workspace
        ? ownInstallDirs(run.workspace).map((dir) => ({ path: dir, label: "nightshift's own install" }))
        : []),
      ...(run?.taskFile ? [{ path: realpathDeep(run.taskFile), label: 'the task file of this run' }] : []),
      ...(run?.cacheDir ? [{ path: run.cacheDir, label: 'the codebase_search cache' }] : []),
      ...policy.files.map((file, i) => ({
        path: realpathDeep(file.path),
        label: i === 0 ? 'the policy file in use' : 'a policy file the policy in use extends',
      })),
    ],
  };
}
