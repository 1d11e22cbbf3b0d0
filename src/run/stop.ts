import type { RunStatus } from '../audit/types.ts';

export const EXIT = {
  completed: 0,
  failed: 1,
  error: 1,
  config: 2,
  limit: 3,
  halted: 4,
  cancelled: 130,
} as const;

/** Ends the run from anywhere in the loop (a subtask included) with a status and a reason. */
export class RunStop extends Error {
  override name = 'RunStop';
  readonly exitCode: number;
  constructor(
    readonly status: Exclude<RunStatus, 'completed'>,
    readonly exitReason: string,
    detail?: string,
  ) {
    super(detail ?? exitReason);
    this.exitCode = EXIT[status];
  }
}
