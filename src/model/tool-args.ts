import { stringifyIteratively } from '../validate/depth.ts';
import type { ToolCall } from './types.ts';

/**
 * The id and name of a call as strings whatever the server sent: a number, null or an object
 * there (a broken or hostile endpoint) would otherwise reach the pipeline and the audit log,
 * whose schema wants strings. An empty id gets one of its own (uniqueCallIds); an empty name is
 * an unknown tool, answered with an error the model can act on.
 */
const idOf = (id: unknown): string => (typeof id === 'string' ? id : '');
const nameOf = (name: unknown): string => (typeof name === 'string' ? name : '');

/**
 * A tool call from the raw argument text the model produced. Text that is not a JSON object
 * (malformed, or cut off by the output limit) keeps `args` undefined and carries the raw text and
 * the parse error, so the pipeline can answer with an error the model can act on. Arguments that
 * are not text at all: missing or null is no arguments, an object (some compatible servers send
 * one) is taken as it is, anything else is an error as above.
 */
export function toolCallFromRaw(id: unknown, name: unknown, raw: unknown): ToolCall {
  if (raw === undefined || raw === null) return { id: idOf(id), name: nameOf(name), args: {} };
  if (typeof raw !== 'string') return toolCallFromValue(id, name, raw);
  if (raw.trim() === '') return { id: idOf(id), name: nameOf(name), args: {} };
  try {
    return toolCallFromValue(id, name, JSON.parse(raw) as unknown, raw);
  } catch (err) {
    return {
      id: idOf(id),
      name: nameOf(name),
      args: undefined,
      rawArgs: raw,
      parseError: (err as Error).message,
    };
  }
}

/**
 * A tool call from arguments already parsed (Anthropic's JSON API, or a server that sent an
 * object): kept as they are, with no recursive round trip, so input nested thousands deep cannot
 * overflow the stack here (the run loop bounds its depth).
 */
export function toolCallFromValue(id: unknown, name: unknown, input: unknown, raw?: string): ToolCall {
  if (typeof input === 'object' && input !== null && !Array.isArray(input))
    return { id: idOf(id), name: nameOf(name), args: input };
  return {
    id: idOf(id),
    name: nameOf(name),
    args: undefined,
    rawArgs: raw ?? stringifyIteratively(input),
    parseError: 'tool arguments must be a JSON object',
  };
}
