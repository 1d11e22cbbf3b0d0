/**
 * Deeper than any value a run logs (a model's tool arguments, its messages), far shallower than
 * what overflows the stack: redaction, validation and the log writer walk values recursively, so
 * a hand-written log holding arrays nested 200,000 deep would crash a resumed run after it had
 * restored the workspace, instead of being refused before.
 */
export const MAX_LOGGED_NESTING = 1000;

/** Whether `value` nests arrays and objects more than `max` deep. Iterative: it cannot overflow. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
