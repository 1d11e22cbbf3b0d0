import type { ModelConfig } from '../config/task.ts';

/** Context windows in tokens for models the catalog does not list, by name prefix (longest wins). */
const WINDOWS: [prefix: string, tokens: number][] = [
  ['claude-', 200_000],
  ['gpt-4.1', 1_000_000],
  ['gpt-5', 400_000],
  ['gpt-4o', 128_000],
  ['o3', 200_000],
  ['o4-mini', 200_000],
];
const DEFAULT_TOKENS = 128_000;
/** Code and JSON run ~3.5 characters per token; 3 leaves room for the system prompt and tools. */
const CHARS_PER_TOKEN = 3;

/**
 * How many characters of conversation a request may carry before old tool outputs are elided:
 * from the window the catalog lists (`listedTokens`), else the table above.
 */
export function contextBudgetChars(model: ModelConfig, listedTokens?: number): number {
  if (model.provider === 'script') return Number.POSITIVE_INFINITY;
  if (listedTokens) return listedTokens * CHARS_PER_TOKEN;
  const name = model.name ?? '';
  const match = WINDOWS.filter(([prefix]) => name.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  return (match?.[1] ?? DEFAULT_TOKENS) * CHARS_PER_TOKEN;
}
