import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { loadTask } from '../config/load-task.ts';
import { loadPolicy } from '../policy/load-policy.ts';

/**
 * Every task's policy, loaded once before the first task starts (index → policy). A task that
 * edits a policy file — another task's, or one both share through `extends` — changes nothing
 * for the tasks after it. A task or policy that does not load is left out: its run reports the
 * error as before.
 */
export function loadBatchPolicies(
  tasks: readonly string[],
  base: { policy?: string | undefined; cwd?: string | undefined },
): Map<number, Policy> {
  const cwd = base.cwd ?? process.cwd();
  const byRef = new Map<string, Policy>();
  const out = new Map<number, Policy>();
  for (const [index, task] of tasks.entries()) {
    try {
      const loaded = base.policy ? undefined : loadTask(path.resolve(cwd, task));
      const ref = base.policy ?? loaded?.task.policy ?? 'builtin:standard';
      const dir = loaded?.taskDir ?? cwd;
      const key = ref.startsWith('builtin:') ? ref : path.resolve(dir, ref);
      let policy = byRef.get(key);
      if (!policy) {
        policy = loadPolicy(ref, dir);
        byRef.set(key, policy);
      }
      out.set(index, policy);
    } catch {
      // Reported by the task's own run.
    }
  }
  return out;
}
