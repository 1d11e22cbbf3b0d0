import type { ToolCall } from '../model/types.ts';

/**
 * Call ids unique over the run: the audit log pairs every `tool.call` with its decision and
 * result by `call_id`, so a model (or a provider) repeating an id, or sending none, would make
 * two calls indistinguishable there. A repeated id gets a suffix (`dup~2`), an empty one a name
 * of its own; the conversation sent back to the provider uses the same ids, so it stays
 * consistent. `seen` holds the run's ids so far and is updated.
 */
export function uniqueCallIds(calls: readonly ToolCall[], seen: Set<string>): ToolCall[] {
  return calls.map((call) => {
    let id = call.id;
    for (let n = 2; id === '' || seen.has(id); n++) id = `${call.id || 'call'}~${n}`;
    seen.add(id);
    return id === call.id ? call : { ...call, id };
  });
}
