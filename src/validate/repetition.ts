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

/**
 * Detects a model stuck repeating itself: with `limit` N (limits.identical_calls), the (N+1)th
 * identical call in a row (same tool, same canonical arguments) is rejected, and so is every
 * further repeat. A different call starts a new streak.
 */
export class RepetitionTracker {
  #lastKey: string | undefined;
  #streak = 0;

  constructor(readonly limit: number) {}

  /** Records a call; returns the rejection message when it is one repeat too many. */
  check(name: string, args: unknown): string | undefined {
    const key = `${name}\u0000${canonicalJson(args)}`;
    this.#streak = key === this.#lastKey ? this.#streak + 1 : 1;
    this.#lastKey = key;
    if (this.#streak <= this.limit) return undefined;
    return (
      `This exact ${name} call (same arguments) was already made ${this.#streak - 1} times in a row ` +
      `(limit: identical_calls ${this.limit}), so it was not executed again: its result would not change. ` +
      `Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.`
    );
  }

  /** Forget the streak (a new agent, e.g. a subtask, starts fresh). */
  reset(): void {
    this.#lastKey = undefined;
    this.#streak = 0;
  }
}
