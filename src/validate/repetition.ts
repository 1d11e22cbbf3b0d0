import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so argument order does not hide a repeated call. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
          )
        : v,
    ) ?? 'null'
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Detects a model stuck repeating itself, and tells that apart from polling. A streak is a run of
 * identical calls (same tool, same canonical arguments) that each got the same result; with
 * `limit` N (limits.identical_calls), a call that would extend a streak of N is rejected without
 * running. A result that changed (a command polling a server) starts a new streak, so polling is
 * never a repetition. After a rejection, further identical calls stay rejected until the model
 * does something else: any other call that passes validation ends the streak, so coming back to
 * the same call later starts from zero (as in Roo Code, where the count restarts after the limit).
 */
export class RepetitionTracker {
  #key: string | undefined;
  #result: string | undefined;
  #streak = 0;

  constructor(readonly limit: number) {}

  /** Before a call runs: the rejection message when it would be one repeat too many. */
  check(name: string, args: unknown): string | undefined {
    if (this.#streak < this.limit || callKey(name, args) !== this.#key) return undefined;
    return (
      `This exact ${name} call (same arguments) was already made ${this.#streak} times in a row with the same result ` +
      `(limit: identical_calls ${this.limit}), so it was not executed again: its result would not change. ` +
      `Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.`
    );
  }

  /**
   * After a call ran or was denied: `result` is what the model got back (for a command, without
   * details that differ on every run such as its output id).
   */
  settle(name: string, args: unknown, result: string): void {
    const key = callKey(name, args);
    const outcome = digest(result);
    if (key === this.#key && outcome === this.#result) {
      this.#streak += 1;
      return;
    }
    this.#key = key;
    this.#result = outcome;
    this.#streak = 1;
  }

  /** Forget the streak (a new agent, e.g. a subtask, starts fresh). */
  reset(): void {
    this.#key = undefined;
    this.#result = undefined;
    this.#streak = 0;
  }
}

const callKey = (name: string, args: unknown) => `${name}\u0000${canonicalJson(args)}`;
