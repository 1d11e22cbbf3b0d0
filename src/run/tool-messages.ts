import type { Decision } from '../policy/types.ts';

/**
 * Tool results the loop writes itself rather than a tool: one definition each, so a conversation
 * rebuilt from the audit log (resume) says exactly what the model was told.
 */

/** What the model is told when the policy denies a call. */
export function denialOutput(decision: Pick<Decision, 'rule' | 'reason'>): string {
  return `Denied by policy (${decision.rule}): ${decision.reason}. Do not retry this; choose an action the policy allows.`;
}

/** The result of a call that came after attempt_completion in the same turn. */
export const NOT_RUN_AFTER_COMPLETION = 'Not run: attempt_completion ended the task first.';
