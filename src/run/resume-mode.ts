import type { Policy } from '../config/policy.ts';
import type { TaskFile } from '../config/task.ts';
import { ConfigError } from '../config/errors.ts';
import { ROOMODES_FILE } from '../config/load-modes.ts';

/**
 * A log names the mode its root task ended in, but only a switch_mode call takes the root out of
 * the task's own mode: continuing in another one is that switch, decided by the current policy.
 * Without it, a forged `mode.switched` would lift a `tools.switch_mode: deny` that pins the task to
 * `architect` (Markdown only) into `code`. An `ask` is no allow: no human answers it here.
 */
export function checkResumedMode(
  mode: string,
  task: Pick<TaskFile, 'mode'>,
  policy: Pick<Policy, 'tools'>,
  runId: string,
): void {
  if (mode === task.mode) return;
  const verdict = Object.hasOwn(policy.tools, 'switch_mode') ? policy.tools.switch_mode : undefined;
  if (verdict === undefined || verdict === 'allow') return;
  throw new ConfigError(
    `resume: run ${runId} ended in mode "${mode}", not the task's "${task.mode}", and the current policy does not let the run switch modes (tools.switch_mode: ${verdict}); resume under a policy that allows it, or start the task again`,
  );
}

/**
 * The run's modes once the earlier run's work is restored. They were read before (the log's mode
 * is checked against them), from a workspace that already held that run's uncommitted changes
 * when it committed nothing: a `.roomodes` it wrote, which the current policy may then have put
 * back. When the restored work touched `.roomodes`, the modes are read again from the file as it
 * is now, and the modes the run needs must still be there.
 */
export function modesAsRestored<M>(
  modes: Map<string, M>,
  restoredPaths: readonly string[],
  read: () => Map<string, M>,
  needed: readonly string[],
): Map<string, M> {
  if (!restoredPaths.includes(ROOMODES_FILE)) return modes;
  const again = read();
  for (const slug of needed)
    if (!again.has(slug))
      throw new ConfigError(
        `resume: mode "${slug}" is defined only by the earlier run's ${ROOMODES_FILE}, not by the workspace as restored; modes: ${[...again.keys()].join(', ')}`,
      );
  return again;
}
