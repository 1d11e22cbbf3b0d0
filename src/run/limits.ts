import type { Policy } from '../config/policy.ts';
import type { RunTotals } from './types.ts';

export interface LimitHit {
  limit:
    'max_turns' | 'max_tool_calls' | 'max_cost_usd' | 'max_input_tokens' | 'max_output_tokens' | 'timeout';
  value: number;
  max: number;
}

/** The first limit the totals have reached, checked before each model request. Pure. */
export function limitBeforeTurn(totals: RunTotals, limits: Policy['limits']): LimitHit | undefined {
  if (totals.turns >= limits.max_turns)
    return { limit: 'max_turns', value: totals.turns, max: limits.max_turns };
  return limitAfterResponse(totals, limits);
}

/** Budgets a response can push over; checked before any of its tool calls run (fail closed). */
export function limitAfterResponse(totals: RunTotals, limits: Policy['limits']): LimitHit | undefined {
  if (totals.cost_usd > limits.max_cost_usd)
    return { limit: 'max_cost_usd', value: round(totals.cost_usd), max: limits.max_cost_usd };
  const input = totals.input_tokens + totals.cache_read_tokens + totals.cache_write_tokens;
  if (input > limits.max_input_tokens)
    return { limit: 'max_input_tokens', value: input, max: limits.max_input_tokens };
  if (totals.output_tokens > limits.max_output_tokens)
    return { limit: 'max_output_tokens', value: totals.output_tokens, max: limits.max_output_tokens };
  return undefined;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export const emptyTotals = (): RunTotals => ({
  turns: 0,
  tool_calls: 0,
  rejected: 0,
  denied: 0,
  input_tokens: 0,
  output_tokens: 0,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0,
  duration_ms: 0,
});
