/**
 * Counts consecutive mistakes: rejected calls, failed tool results and turns without a tool call.
 * A successful tool call resets it. A headless run has nobody to rescue a confused model, so at
 * `limit` (limits.consecutive_mistakes) the run halts instead of asking to "proceed".
 */
export class MistakeCounter {
  #count = 0;
  #last: string | undefined;

  constructor(readonly limit: number) {}

  get count(): number {
    return this.#count;
  }

  /** True once `limit` mistakes happened in a row: the caller halts the run (exit 4). */
  get exceeded(): boolean {
    return this.#count >= this.limit;
  }

  /** Counts one mistake, described for the halt message ("params rejection of read_file"). */
  record(what: string): boolean {
    this.#count += 1;
    this.#last = what;
    return this.exceeded;
  }

  reset(): void {
    this.#count = 0;
    this.#last = undefined;
  }

  /** `5 consecutive mistakes (limit 5); the last: failed apply_diff`, for run.finished. */
  describe(): string {
    return `${this.#count} consecutive mistakes (limit ${this.limit})${this.#last ? `; the last: ${this.#last}` : ''}`;
  }
}
