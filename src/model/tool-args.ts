import type { ToolCall } from './types.ts';

/**
 * A tool call from the raw argument text the model produced. Text that is not a JSON object
 * (malformed, or cut off by the output limit) keeps `args` undefined and carries the raw text and
 * the parse error, so the pipeline can answer with an error the model can act on.
 */
export function toolCallFromRaw(id: string, name: string, raw: string): ToolCall {
  if (raw.trim() === '') return { id, name, args: {} };
  try {
    const args = JSON.parse(raw) as unknown;
    if (typeof args === 'object' && args !== null && !Array.isArray(args)) return { id, name, args };
    return { id, name, args: undefined, rawArgs: raw, parseError: 'tool arguments must be a JSON object' };
  } catch (err) {
    return { id, name, args: undefined, rawArgs: raw, parseError: (err as Error).message };
  }
}
