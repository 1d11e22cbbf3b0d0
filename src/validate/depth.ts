import type { ToolCall } from '../model/types.ts';

/**
 * Deepest nesting of arrays and objects accepted in a tool call's arguments. No tool's schema
 * goes past a handful of levels; thousands would overflow the stack of every recursive consumer
 * (JSON.stringify, zod, the redactor), so such calls are stopped at the door.
 */
export const MAX_ARGS_DEPTH = 64;

/** parseError of a call whose arguments nest deeper than MAX_ARGS_DEPTH (see boundArgsDepth). */
export const TOO_DEEP = `arguments nest deeper than ${MAX_ARGS_DEPTH} levels`;

/** Whether a JSON value nests arrays/objects deeper than `limit`; iterative, so never overflows. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The call unchanged, or — when its arguments nest too deep — a call without parsed arguments
 * that carries them as text and TOO_DEEP as its parse error, like malformed JSON: it is logged
 * (as args_json), answered at the params stage, and never reaches anything recursive.
 */
export function boundArgsDepth(call: ToolCall): ToolCall {
  if (!nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) return call;
  return {
    id: call.id,
    name: call.name,
    args: undefined,
    rawArgs: call.rawArgs ?? stringifyIteratively(call.args),
    parseError: TOO_DEEP,
  };
}

type Frame = { close: string; items: [string | null, unknown][]; next: number };

/** JSON.stringify for JSON data of any depth: an explicit stack instead of recursion. */
export function stringifyIteratively(value: unknown): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const open = (v: unknown) => {
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v) ?? 'null');
    } else if (Array.isArray(v)) {
      out.push('[');
      stack.push({ close: ']', items: v.map((x): [null, unknown] => [null, x]), next: 0 });
    } else {
      out.push('{');
      const entries = Object.entries(v).filter(([, x]) => x !== undefined && typeof x !== 'function');
      stack.push({ close: '}', items: entries, next: 0 });
    }
  };
  open(value);
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    const item = top.items[top.next];
    if (!item) {
      out.push(top.close);
      stack.pop();
      continue;
    }
    if (top.next > 0) out.push(',');
    top.next += 1;
    if (item[0] !== null) out.push(`${JSON.stringify(item[0])}:`);
    open(item[1]);
  }
  return out.join('');
}
