import { ConfigError } from '../config/errors.ts';
import type { ModelConfig, Price } from '../config/task.ts';
import type { Usage } from './types.ts';

/**
 * List prices in USD per million tokens, from the providers' pricing pages as of 2025-11.
 * Anthropic: cache_write is the 5-minute cache write (1.25 × input), cache_read 0.1 × input.
 * OpenAI: cached input is cache_read; OpenAI charges no cache-write premium.
 */
const TABLE: Record<'anthropic' | 'openai', Record<string, Required<Price>>> = {
  anthropic: {
    'claude-opus-4-5': { input: 5, output: 25, cache_read: 0.5, cache_write: 6.25 },
    'claude-opus-4-1': { input: 15, output: 75, cache_read: 1.5, cache_write: 18.75 },
    'claude-opus-4': { input: 15, output: 75, cache_read: 1.5, cache_write: 18.75 },
    'claude-opus-4-0': { input: 15, output: 75, cache_read: 1.5, cache_write: 18.75 },
    'claude-sonnet-4-5': { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
    'claude-sonnet-4': { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
    'claude-sonnet-4-0': { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
    'claude-3-7-sonnet': { input: 3, output: 15, cache_read: 0.3, cache_write: 3.75 },
    'claude-haiku-4-5': { input: 1, output: 5, cache_read: 0.1, cache_write: 1.25 },
    'claude-3-5-haiku': { input: 0.8, output: 4, cache_read: 0.08, cache_write: 1 },
  },
  openai: {
    'gpt-5': { input: 1.25, output: 10, cache_read: 0.125, cache_write: 1.25 },
    'gpt-5.1': { input: 1.25, output: 10, cache_read: 0.125, cache_write: 1.25 },
    'gpt-5-mini': { input: 0.25, output: 2, cache_read: 0.025, cache_write: 0.25 },
    'gpt-5-nano': { input: 0.05, output: 0.4, cache_read: 0.005, cache_write: 0.05 },
    'gpt-4.1': { input: 2, output: 8, cache_read: 0.5, cache_write: 2 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6, cache_read: 0.1, cache_write: 0.4 },
    'gpt-4.1-nano': { input: 0.1, output: 0.4, cache_read: 0.025, cache_write: 0.1 },
    'gpt-4o': { input: 2.5, output: 10, cache_read: 1.25, cache_write: 2.5 },
    'gpt-4o-mini': { input: 0.15, output: 0.6, cache_read: 0.075, cache_write: 0.15 },
    o3: { input: 2, output: 8, cache_read: 0.5, cache_write: 2 },
    'o4-mini': { input: 1.1, output: 4.4, cache_read: 0.275, cache_write: 1.1 },
  },
};

/** Dated snapshots (`-20250929`, `-2024-08-06`) and `-latest` cost what their family costs. */
const SNAPSHOT_SUFFIX = /-(\d{8}|\d{4}-\d{2}-\d{2}|latest)$/;

/**
 * The price of a model: the task's override, else the built-in table (exact name or dated
 * snapshot of it). Missing cache prices fall back to the input price. Unknown → undefined:
 * openai-compatible servers have no list price.
 */
export function priceFor(
  provider: string,
  name: string,
  override?: Price | null,
): Required<Price> | undefined {
  if (override) {
    return {
      input: override.input,
      output: override.output,
      cache_read: override.cache_read ?? override.input,
      cache_write: override.cache_write ?? override.input,
    };
  }
  if (provider !== 'anthropic' && provider !== 'openai') return undefined;
  const table = TABLE[provider];
  return table[name] ?? table[name.replace(SNAPSHOT_SUFFIX, '')];
}

/** USD for one response. `usage.input` excludes cached tokens, as both providers are normalized. */
export function costOf(usage: Usage, price: Required<Price> | undefined): number {
  if (!price) return 0;
  const micro =
    usage.input * price.input +
    usage.output * price.output +
    usage.cacheRead * price.cache_read +
    usage.cacheWrite * price.cache_write;
  return micro / 1e6;
}

/** A budget cannot be enforced without a price: fail before the run instead of overspending. */
export function requirePriceIfBudget(model: ModelConfig, maxCostUsd: number | undefined): void {
  if (model.provider === 'script' || maxCostUsd === undefined || !Number.isFinite(maxCostUsd)) return;
  if (priceFor(model.provider, model.name ?? '', model.price)) return;
  throw new ConfigError(
    `model ${model.provider}:${model.name ?? '?'} has no built-in price and max_cost_usd is set; ` +
      'give model.price {input, output} in USD per million tokens in the task, or remove the cost limit',
  );
}
