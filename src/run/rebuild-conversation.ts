import * as z from '../zod.ts';
import { MAX_LOGGED_NESTING, nestedDeeperThan } from '../audit/nesting.ts';
import { describeIssues } from '../audit/read.ts';
import type { AuditEvent } from '../audit/schema.ts';
import { ConfigError } from '../config/errors.ts';
import type { Message, ToolCall } from '../model/types.ts';
import { denialOutput, NOT_RUN_AFTER_COMPLETION } from './tool-messages.ts';

/** The root task's conversation as an audit log recorded it, ready to continue (resume). */
export interface RebuiltConversation {
  /** The mode the root task was in when the log ends. */
  mode: string;
  /** Every message of the root conversation, each tool call of the last turn with its result. */
  messages: Message[];
  /**
   * Calls of the last turn the log holds no result for (the run stopped after the response, or
   * while they ran): the resumed run validates, decides and runs them again. They are the last
   * calls of `messages`' last assistant message.
   */
  pending: ToolCall[];
  /** `model.response` events in the log, subtasks' included (a script model continues after them). */
  responses: number;
}

const toolCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  args: z.unknown(),
  rawArgs: z.string().optional(),
  parseError: z.string().optional(),
});
const messageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: z.string() }),
  z.object({ role: z.literal('assistant'), text: z.string(), toolCalls: z.array(toolCallSchema) }),
  z.object({
    role: z.literal('tool'),
    callId: z.string(),
    name: z.string(),
    output: z.string(),
    isError: z.boolean(),
  }),
]);

/**
 * Rebuilds the root task's conversation from a verified log. Pure. `model.request` events of the
 * root (depth 0) hold the messages new since the previous request, so their concatenation is the
 * conversation up to the last request; the last response and its calls' outcomes (`tool.result`,
 * `tool.rejected`, a denying `tool.decision`) complete it. Subtasks' turns are their own
 * conversations and are not part of it. What the model was told is rebuilt, not what was decided:
 * a call without an outcome is left pending, to be decided again.
 */
export function rebuildConversation(events: readonly AuditEvent[]): RebuiltConversation {
  const messages: Message[] = [];
  let mode: string | undefined;
  /** Subtask depth of the events being read: 0 is the root task. */
  let depth = 0;
  let requestDepth = 0;
  let responses = 0;
  /** The root's response after its last request, and what each of its calls got. */
  let last: { text: string; calls: ToolCall[] } | undefined;
  const outcomes = new Map<string, { output: string; isError: boolean }>();
  const names = new Map<string, string>();

  for (const e of events) {
    if (e.type === 'subtask.started') depth = num(e.depth, depth + 1);
    else if (e.type === 'subtask.finished') depth = num(e.depth, depth) - 1;
    else if (e.type === 'model.request') {
      requestDepth = num(e.depth, 0);
      if (requestDepth !== 0) continue;
      tooDeep(e, e.messages);
      const offset = num(e.message_offset, messages.length);
      if (offset !== messages.length)
        throw bad(e, `message_offset ${offset} does not continue the ${messages.length} messages before it`);
      for (const [i, m] of e.messages.entries()) {
        const parsed = messageSchema.safeParse(m);
        if (!parsed.success) throw bad(e, `messages.${i}: ${describeIssues(parsed.error.issues)}`);
        messages.push(parsed.data);
      }
      if (typeof e.mode === 'string') mode = e.mode;
      last = undefined;
      outcomes.clear();
    } else if (e.type === 'model.response') {
      responses += 1;
      if (requestDepth === 0) tooDeep(e, e.tool_calls);
      if (requestDepth === 0)
        last = {
          text: e.text,
          calls: e.tool_calls.map((c) => ({
            id: c.id,
            name: c.name,
            args: c.args,
            ...(c.args_json !== undefined ? { rawArgs: c.args_json } : {}),
            ...(c.parse_error !== undefined ? { parseError: c.parse_error } : {}),
          })),
        };
    } else if (depth !== 0) continue;
    else if (e.type === 'tool.call') names.set(e.call_id, e.name);
    else if (e.type === 'tool.rejected') outcomes.set(e.call_id, { output: e.message, isError: true });
    else if (e.type === 'tool.decision' && e.resolved === 'deny')
      outcomes.set(e.call_id, { output: denialOutput(e), isError: true });
    else if (e.type === 'tool.result') outcomes.set(e.call_id, { output: e.output, isError: !e.ok });
    else if (e.type === 'mode.switched') mode = e.to;
  }
  if (messages.length === 0 || mode === undefined)
    throw new ConfigError('the log holds no model request of the task: there is no conversation to resume');

  const pending: ToolCall[] = [];
  if (last) {
    messages.push({ role: 'assistant', text: last.text, toolCalls: last.calls });
    let completed = false;
    for (const call of last.calls) {
      const outcome = outcomes.get(call.id);
      if (completed) {
        messages.push(toolMessage(call, { output: NOT_RUN_AFTER_COMPLETION, isError: true }));
      } else if (outcome && pending.length === 0) {
        messages.push(toolMessage(call, outcome));
        completed = names.get(call.id) === 'attempt_completion' && !outcome.isError;
      } else {
        // Calls run in order: once one has no result, none after it ran either.
        pending.push(call);
      }
    }
  }
  return { mode, messages, pending, responses };
}

function toolMessage(call: ToolCall, outcome: { output: string; isError: boolean }): Message {
  return { role: 'tool', callId: call.id, name: call.name, ...outcome };
}

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

const bad = (e: AuditEvent, detail: string) =>
  new ConfigError(`the log's ${e.type} at seq ${e.seq} cannot be read back: ${detail}`);

/** Refuses a value nested deeper than a run logs: read back, it would overflow the stack. */
function tooDeep(e: AuditEvent, value: unknown): void {
  if (nestedDeeperThan(value, MAX_LOGGED_NESTING))
    throw bad(e, `it nests values more than ${MAX_LOGGED_NESTING} deep, deeper than a run logs`);
}
