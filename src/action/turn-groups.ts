import type { LineInfo } from '../run/progress.ts';

/** What the runner's log offers (`@actions/core`): lines, and foldable groups of them. */
export interface RunnerLog {
  info(line: string): void;
  startGroup(name: string): void;
  endGroup(): void;
}

/**
 * The run's progress lines in the action log, each turn's lines folded into a `turn N` group
 * (groups do not nest: a line of another turn, or of none, closes the open one).
 */
export class TurnGroups {
  #open: number | undefined;

  constructor(private readonly log: RunnerLog) {}

  readonly write = (line: string, info?: LineInfo): void => {
    const turn = info?.turn;
    if (turn !== this.#open) {
      this.close();
      if (turn !== undefined) this.log.startGroup(`turn ${turn}`);
      this.#open = turn;
    }
    this.log.info(line);
  };

  close(): void {
    if (this.#open !== undefined) this.log.endGroup();
    this.#open = undefined;
  }
}
