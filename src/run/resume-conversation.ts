import type { Redactor } from '../audit/redact.ts';
import { ConfigError } from '../config/errors.ts';
import type { Message } from '../model/types.ts';
import { MAX_TOOL_OUTPUT_BYTES, truncateHeadTail } from '../tools/truncate.ts';
import { taskBlock } from './task-message.ts';

/**
 * A log never chooses the task: the rebuilt conversation must open with the task's own prompt.
 * `prompt_sha256` in run.started says nothing about the message the model was actually sent.
 */
export function checkOpensWithTask(messages: readonly Message[], prompt: string, runId: string): void {
  const first = messages[0];
  if (first?.role !== 'user' || !first.content.startsWith(taskBlock(prompt)))
    throw new ConfigError(
      `resume: the conversation in run ${runId}'s log does not open with the task's prompt; resume a run with the task it ran`,
    );
}

/**
 * The rebuilt conversation as this run sends it: text read from a log gets what a live run's text
 * gets before the model sees it. Every string is redacted with this run's secrets (its keys, the
 * values of files the current policy denies, which the earlier run may have read), a tool output
 * is cut to the size a live one is, and the first message is this run's own (the task was checked;
 * whatever followed it in the log is not kept).
 */
export function conversationForModel(
  messages: readonly Message[],
  firstMessage: string,
  redactor: Redactor,
): Message[] {
  const redact = (text: string) => redactor.redact(text);
  return messages.map((m, i): Message => {
    if (i === 0 && m.role === 'user') return { role: 'user', content: firstMessage };
    if (m.role === 'user') return { role: 'user', content: redact(m.content) };
    if (m.role === 'tool')
      return { ...m, output: truncateHeadTail(redact(m.output), MAX_TOOL_OUTPUT_BYTES * 2).text };
    return {
      role: 'assistant',
      text: redact(m.text),
      toolCalls: m.toolCalls.map((c) => ({
        ...c,
        args: redactor.redactDeep(c.args),
        ...(c.rawArgs !== undefined ? { rawArgs: redact(c.rawArgs) } : {}),
      })),
    };
  });
}
