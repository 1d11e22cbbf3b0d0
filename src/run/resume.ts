import { createHash } from 'node:crypto';
import { ConfigError } from '../config/errors.ts';
import type { ModeConfig } from '../config/mode.ts';
import type { Policy } from '../config/policy.ts';
import type { TaskFile } from '../config/task.ts';
import { rebuildConversation, type RebuiltConversation } from './rebuild-conversation.ts';
import { checkOpensWithTask } from './resume-conversation.ts';
import { readResumeLog, type ResumeLog } from './resume-log.ts';
import { checkResumedMode } from './resume-mode.ts';
import type { RestoredWorkspace } from './resume-workspace.ts';

/** What a resumed run continues: the earlier run's verified log and its rebuilt conversation. */
export interface ResumePlan {
  log: ResumeLog;
  conversation: RebuiltConversation;
  /** Model responses of every run in the chain so far: where a script model continues. */
  responsesBefore: number;
}

/**
 * Reads and checks the log to resume for `task` (the caller's: a log never chooses the task,
 * the policy or the workspace). Refused: a log that does not verify, a run that completed, a
 * task whose prompt is not the one the run was given (by its hash, and by the conversation's first
 * message), a mode the task does not define, or one the current policy does not let the run
 * switch to.
 */
export function planResume(
  from: string,
  task: TaskFile,
  modes: ReadonlyMap<string, ModeConfig>,
  policy: Pick<Policy, 'tools'>,
): ResumePlan {
  const log = readResumeLog(from);
  const { started, finished } = log;
  if (finished?.status === 'completed')
    throw new ConfigError(
      `resume: run ${started.run_id} completed (${finished.exit_reason}); there is nothing to resume`,
    );
  if (started.prompt_sha256 !== sha256(task.prompt))
    throw new ConfigError(
      `resume: the task's prompt is not the one run ${started.run_id} was given (prompt_sha256 differs); resume a run with the task it ran`,
    );
  const conversation = rebuildConversation(log.events);
  checkOpensWithTask(conversation.messages, task.prompt, started.run_id);
  if (!modes.has(conversation.mode))
    throw new ConfigError(
      `resume: run ${started.run_id} was in mode "${conversation.mode}", which this task does not define; modes: ${[...modes.keys()].join(', ')}`,
    );
  checkResumedMode(conversation.mode, task, policy, started.run_id);
  const earlier = (started as { resumed_from?: { model_responses?: unknown } }).resumed_from?.model_responses;
  // A count, as this nightshift writes it: a forged -1 would replay the script's earlier turns.
  const counted = Number.isSafeInteger(earlier) && (earlier as number) >= 0 ? (earlier as number) : 0;
  const responsesBefore = conversation.responses + counted;
  return { log, conversation, responsesBefore };
}

/** `run.started.resumed_from`: the link to the earlier log, and how this run picked up from it. */
export function resumedFrom(plan: ResumePlan, restored: RestoredWorkspace): Record<string, unknown> {
  const { log, conversation } = plan;
  return {
    run_id: log.started.run_id,
    chain_head: log.head,
    log: log.file,
    status: log.finished?.status ?? null,
    exit_reason: log.finished?.exit_reason ?? null,
    ...(log.truncated ? { truncated: true } : {}),
    git_base: log.started.git_base,
    workspace: {
      source: restored.source,
      ...(restored.commit ? { commit: restored.commit } : {}),
      paths: restored.paths.length,
      denied: restored.denied,
    },
    messages: conversation.messages.length,
    pending_calls: conversation.pending.map((c) => c.id),
    model_responses: plan.responsesBefore,
  };
}

/** The user turn that tells the model this run continues another, and what changed meanwhile. */
export function resumeNote(plan: ResumePlan, restored: RestoredWorkspace): string {
  const { log, conversation } = plan;
  const f = log.finished;
  const how = f
    ? `it ended ${f.status} (${f.exit_reason}${typeof f.detail === 'string' ? `: ${f.detail}` : ''})`
    : 'it was stopped before it could finish (killed, or its runner timed out)';
  const lines = [
    `[nightshift] This run resumes an earlier run of this task (${log.started.run_id}): ${how}.`,
    workspaceSentence(restored),
  ];
  if (restored.denied.length > 0)
    lines.push(
      `These of its changes were put back as they were, because the current policy does not allow them: ${restored.denied.map((d) => `${d.path} (${d.rule})`).join(', ')}.`,
    );
  if (conversation.pending.length > 0)
    lines.push(
      'The tool calls of its last turn that had no result were decided again under the current policy; their results are above.',
    );
  lines.push(
    'The policy may have changed since: every call is decided by the current one. Continue the task from where it stopped; call attempt_completion when it is done.',
  );
  return lines.join('\n');
}

function workspaceSentence(r: RestoredWorkspace): string {
  switch (r.source) {
    case 'commit':
    case 'patch':
      return `The workspace holds the changes it made (${r.paths.length} file(s), from its ${r.source === 'commit' ? `commit ${r.commit?.slice(0, 12) ?? ''}` : 'changes.patch'}).`;
    case 'working_tree':
      return r.paths.length > 0
        ? `The workspace holds the changes it left in the working tree (${r.paths.length} file(s)).`
        : 'The working tree holds no changes against its starting commit: if it had edited files, those edits are not here. Check a file before relying on an earlier result.';
    case 'none':
      return 'The workspace is the directory as it is now.';
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
