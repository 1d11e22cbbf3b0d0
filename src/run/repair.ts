import type { AuditSink } from '../audit/types.ts';
import type { CheckOutcome } from '../forge/pr-body.ts';
import { truncateHeadTail } from '../tools/truncate.ts';
import { changedSinceStart, runChecks, type ChecksContext } from './deliver.ts';
import type { AgentOutcome } from './loop.ts';

/** Each failed check's output the model sees, head and tail (the PR body keeps more). */
const REPAIR_OUTPUT_BYTES = 6_000;

export interface RepairInput extends ChecksContext {
  audit: AuditSink;
  /** Continues the task's conversation with a new user turn (AgentLoop.resume). */
  resume(message: string): Promise<AgentOutcome>;
}

export interface Repaired {
  /** The last run of the required checks, on the working tree delivery will commit. */
  checks: CheckOutcome[];
  /** The model's last completion, when a repair round ran. */
  outcome?: AgentOutcome;
}

/**
 * Repair rounds (docs/policy.md): after the task completed with changes, the required checks run;
 * while any fails and rounds remain, its output goes back to the model as a new user turn and the
 * checks run again once it completes. Undefined when there is nothing to check: no required
 * checks, rounds turned off, or no change to check (delivery then decides as without rounds).
 */
export async function repairUntilChecksPass(input: RepairInput): Promise<Repaired | undefined> {
  const { requireChecks, repairRounds } = input.prepared.policy.pr;
  if (requireChecks.length === 0 || repairRounds === 0) return undefined;
  if (!(await changedSinceStart(input.prepared))) return undefined;
  let checks = await runChecks(requireChecks, input);
  let outcome: AgentOutcome | undefined;
  for (let round = 1; round <= repairRounds; round++) {
    const failed = checks.filter((c) => c.exitCode !== 0);
    if (failed.length === 0) break;
    input.audit.emit('checks.repair', {
      round,
      max_rounds: repairRounds,
      failed: failed.map((c) => ({ command: c.command, exit_code: c.exitCode })),
    });
    input.progress(`  checks failed: repair round ${round} of ${repairRounds}`);
    outcome = await input.resume(repairMessage(failed, round, repairRounds));
    checks = await runChecks(requireChecks, input);
  }
  return { checks, ...(outcome ? { outcome } : {}) };
}

/** The user turn of a repair round: which checks failed and their (redacted, cut) output. Pure. */
export function repairMessage(failed: readonly CheckOutcome[], round: number, rounds: number): string {
  const parts = failed.map(
    (c) =>
      `<check command="${c.command.replaceAll('"', '&quot;')}" exit_code="${c.exitCode}">\n${truncateHeadTail(c.output, REPAIR_OUTPUT_BYTES).text.trimEnd()}\n</check>`,
  );
  return [
    `The required checks failed after you completed (repair round ${round} of ${rounds}). The pull request opens as ready only when they pass.`,
    ...parts,
    'Fix the cause in the code (do not weaken or skip the checks), then call attempt_completion again.',
  ].join('\n\n');
}
