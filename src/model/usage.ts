import type { Usage } from './types.ts';

/**
 * A token count as the run can add and compare it: the server's number, or a numeric string,
 * clamped to [0, MAX_SAFE_INTEGER]. Anything else (missing, null, NaN, an object) counts 0.
 * A proxy or a broken server must not lower the run's totals with a negative count, turn them
 * into NaN (every limit comparison false: budgets never hit) or into a concatenated string, nor
 * crash the pricer; a huge count stays finite and so trips the limits instead.
 */
export function tokenCount(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (Number.isNaN(n) || n <= 0) return 0;
  return Math.min(n, Number.MAX_SAFE_INTEGER);
}

/** Usage with every count passed through tokenCount. */
export const normalizeUsage = (u: Partial<Record<keyof Usage, unknown>> | undefined): Usage => ({
  input: tokenCount(u?.input),
  output: tokenCount(u?.output),
  cacheRead: tokenCount(u?.cacheRead),
  cacheWrite: tokenCount(u?.cacheWrite),
});
