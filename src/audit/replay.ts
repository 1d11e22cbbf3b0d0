import type { ScriptTurn } from '../config/script.ts';
import type { AuditEvent } from './schema.ts';

/**
 * The script that makes the script provider answer exactly as the recorded model did: one turn
 * per `model.response` in log order (subtask turns included, since they were served from the same
 * sequence), with the recorded text, tool calls and usage. A call whose arguments were not valid
 * JSON keeps its raw text in `args_json`, so the replay fails validation the same way.
 */
export function scriptFromAudit(events: readonly AuditEvent[]): ScriptTurn[] {
  const turns: ScriptTurn[] = [];
  for (const e of events) {
    if (e.type !== 'model.response') continue;
    const turn: ScriptTurn = {};
    if (e.text) turn.text = e.text;
    if (e.tool_calls.length) {
      turn.tool_calls = e.tool_calls.map((c) =>
        c.args_json !== undefined && c.args === undefined
          ? { id: c.id, name: c.name, args_json: c.args_json }
          : { id: c.id, name: c.name, args: c.args },
      );
    }
    const { input, output, cache_read, cache_write } = e.usage;
    turn.usage = { input, output, cache_read, cache_write };
    turns.push(turn);
  }
  return turns;
}
