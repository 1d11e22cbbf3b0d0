import { ConfigError } from '../config/errors.ts';
import type { ModelConfig, Price } from '../config/task.ts';
import { catalogModel } from './catalog.ts';
import { isPrivateUrl } from './private-address.ts';
import type { Usage } from './types.ts';

/** USD for one response's usage. */
export type Pricer = (usage: Usage) => number;

/**
 * The price of a model: the task's override (USD per million tokens; missing cache prices cost
 * what input costs), else the catalog's. Undefined when neither knows the model.
 */
export function priceFor(
  provider: string,
  name: string,
  override?: Price | null,
  baseUrl?: string,
): Pricer | undefined {
  return override ? flatPricer(override) : catalogModel(provider, name, baseUrl)?.price;
}

function flatPricer(p: Price): Pricer {
  const cacheRead = p.cache_read ?? p.input;
  const cacheWrite = p.cache_write ?? p.input;
  return (u) =>
    (u.input * p.input + u.output * p.output + u.cacheRead * cacheRead + u.cacheWrite * cacheWrite) / 1e6;
}

/**
 * A budget cannot be enforced without a price: fail before the run instead of overspending. A
 * server on a loopback or private address (Ollama, vLLM, llama.cpp) costs nothing per token.
 */
export function requirePriceIfBudget(
  model: ModelConfig,
  maxCostUsd: number | undefined,
  baseUrl?: string,
): void {
  if (model.provider === 'script' || maxCostUsd === undefined || !Number.isFinite(maxCostUsd)) return;
  if (priceFor(model.provider, model.name ?? '', model.price, baseUrl)) return;
  if (model.provider === 'openai-compatible' && baseUrl && isPrivateUrl(baseUrl)) return;
  const where = baseUrl ? ` at ${baseUrl}` : '';
  throw new ConfigError(
    [
      `model ${model.provider}:${model.name ?? '?'}${where} has no known price and the run has a cost limit ` +
        `(max_cost_usd ${maxCostUsd}); add the model's prices in USD per million tokens to the task ` +
        '(cache_read and cache_write are optional), or remove the cost limit:',
      'model:',
      "  price: { input: 3, output: 15, cache_read: 0.3 }   # your provider's prices",
    ].join('\n'),
  );
}
