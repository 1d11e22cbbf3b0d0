import { totalmem } from 'node:os';
import type { Limits } from '../config/policy.ts';

const MIB = 1024 * 1024;

/** The documented defaults (docs/policy.md), used for every limit no policy in the chain sets. */
export const DEFAULT_LIMITS: Required<Limits> = {
  max_turns: 50,
  max_tool_calls: 300,
  max_cost_usd: 5,
  max_input_tokens: 3_000_000,
  max_output_tokens: 500_000,
  timeout: 30 * 60_000,
  command_timeout: 10 * 60_000,
  // A flood (`yes`) writes ~1 GB/s for the whole command_timeout: this bounds the disk it takes.
  max_command_output_bytes: 256 * 1024 * 1024,
  // Tasks (threads included) one sandboxed process and everything it starts may run at once: far
  // above `make -j`, pytest's workers or a browser's, far below pid_max's smallest default (32768).
  max_processes: 4096,
  // Each memory-backed directory of the sandbox (/tmp, HOME, /dev/shm): a quarter of the machine's
  // memory, so that even all three full leave the host, nightshift and the runner room to live.
  max_tmpfs_bytes: Math.max(64 * MIB, Math.floor(totalmem() / 4 / MIB) * MIB),
  consecutive_mistakes: 5,
  identical_calls: 3,
};

type LimitKey = keyof Limits;
const DURATIONS = new Set<LimitKey>(['timeout', 'command_timeout']);

/**
 * The limits a run uses: the policy's, tightened by the task's and the caller's. A looser value
 * is ignored (the policy's stands) and a warning is appended to `warnings`: a task may make a
 * run stricter, never let it run longer or spend more than its policy allows.
 */
export function effectiveLimits(
  policyLimits: Required<Limits>,
  tighteners: readonly Readonly<Partial<Record<LimitKey, number | undefined>>>[],
  warnings: string[],
): Required<Limits> {
  const limits = { ...policyLimits };
  for (const tightener of tighteners) {
    for (const key of Object.keys(limits) as LimitKey[]) {
      const value = tightener[key];
      if (value === undefined) continue;
      if (value <= limits[key]) limits[key] = value;
      else
        warnings.push(
          `limits.${key} ${show(key, value)} is looser than the policy's ${show(key, limits[key])}: ignored (a task can only tighten limits)`,
        );
    }
  }
  return limits;
}

const show = (key: LimitKey, value: number): string =>
  DURATIONS.has(key) ? `${value / 1000}s` : String(value);
