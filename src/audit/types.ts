export type AuditEventType =
  | 'run.started'
  | 'model.request'
  | 'model.response'
  | 'model.retry'
  | 'tool.call'
  | 'tool.rejected'
  | 'tool.decision'
  | 'tool.result'
  | 'mode.switched'
  | 'subtask.started'
  | 'subtask.finished'
  | 'todo.updated'
  | 'followup.answered'
  | 'limit.reached'
  | 'context.elided'
  | 'mcp.connected'
  | 'mcp.error'
  | 'checks.finished'
  | 'checks.repair'
  | 'delivery.reverted'
  | 'delivery.excluded'
  | 'delivery.refused'
  | 'sandbox.network'
  | 'browser.blocked'
  | 'browser.screenshot'
  | 'browser.closed'
  | 'git.committed'
  | 'pr.created'
  | 'pr.updated'
  | 'pr.none'
  | 'run.finished';

export type RejectionStage =
  'unknown_tool' | 'mode' | 'file_restriction' | 'params' | 'repetition' | 'policy' | 'limit';

export type RunStatus = 'completed' | 'failed' | 'limit' | 'halted' | 'cancelled' | 'error';

/** Where the run writes events. The writer adds v, seq, ts, run_id, prev and redacts secrets. */
export interface AuditSink {
  emit(type: AuditEventType, payload: Record<string, unknown>): void;
}
