import { expect } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import type { Fixture } from './run-fixture.ts';

type Event = Record<string, unknown>;

/**
 * Runs a fixture's scripted task (its audit log checked valid) and what a test asks of it: the
 * events by type, what happened to the n-th tool call (its tool.rejected or tool.decision event),
 * and the files the run's commit changed, by their repository paths.
 */
export async function inspectRun(fx: Fixture) {
  const result = await runTask({ taskFile: fx.taskFile, env: process.env });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const of = (type: string) => events.filter((e) => e.type === type);
  const outcome = (n: number): Event | undefined => {
    const id = of('tool.call')[n]?.call_id;
    return events.find((e) => e.call_id === id && (e.type === 'tool.rejected' || e.type === 'tool.decision'));
  };
  const committed = () =>
    result.commit
      ? fx.git('diff', '--name-only', `${result.commit}~1`, result.commit).trim().split('\n').filter(Boolean)
      : [];
  return { result, events, of, outcome, committed };
}
