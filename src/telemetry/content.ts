/**
 * Conversation content in the GenAI semantic conventions' message format (role + typed parts),
 * serialized to one JSON string per attribute, for runs that export content (include_content).
 * The input is the audit log's payloads as written, so every string is already redacted.
 */

/** Longest content attribute exported; collectors refuse or cut larger values anyway. */
export const MAX_CONTENT_CHARS = 16_384;

type Part =
  | { type: 'text'; content: string }
  | { type: 'tool_call'; id: string; name: string; arguments: unknown }
  | { type: 'tool_call_response'; id: string; response: string };

interface GenAiMessage {
  role: string;
  parts: Part[];
}

/** The audit's `model.request.messages` (nightshift's message format) as GenAI messages. */
export function inputMessages(messages: unknown): string {
  const list = Array.isArray(messages) ? (messages as Record<string, unknown>[]) : [];
  return clip(JSON.stringify(list.map(toGenAi)));
}

/** The model's answer: its text and the tool calls it asked for. */
export function outputMessage(text: unknown, toolCalls: unknown): string {
  return clip(JSON.stringify([assistant(text, toolCalls)]));
}

/** One text message (a subtask's instruction or result). */
export function textMessage(role: 'user' | 'assistant', text: unknown): string {
  return clip(JSON.stringify([{ role, parts: [{ type: 'text', content: str(text) }] }]));
}

/** Any value as a bounded string attribute. */
export function clip(text: string): string {
  return text.length <= MAX_CONTENT_CHARS
    ? text
    : `${text.slice(0, MAX_CONTENT_CHARS)}…[cut: ${text.length - MAX_CONTENT_CHARS} more characters]`;
}

function toGenAi(m: Record<string, unknown>): GenAiMessage {
  if (m.role === 'assistant') return assistant(m.text, m.toolCalls);
  if (m.role === 'tool')
    return {
      role: 'tool',
      parts: [{ type: 'tool_call_response', id: str(m.callId), response: str(m.output) }],
    };
  return { role: str(m.role), parts: [{ type: 'text', content: str(m.content) }] };
}

function assistant(text: unknown, toolCalls: unknown): GenAiMessage {
  const calls = Array.isArray(toolCalls) ? (toolCalls as Record<string, unknown>[]) : [];
  return {
    role: 'assistant',
    parts: [
      ...(str(text) ? [{ type: 'text' as const, content: str(text) }] : []),
      ...calls.map((c) => ({
        type: 'tool_call' as const,
        id: str(c.id),
        name: str(c.name),
        arguments: c.args ?? c.args_json ?? null,
      })),
    ],
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
