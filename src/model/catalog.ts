import { calcPrice, findProvider, type Provider } from '@pydantic/genai-prices';
import type { Pricer } from './pricing.ts';
import type { Usage } from './types.ts';

/** What the catalog (@pydantic/genai-prices, bundled) knows of a model. */
export interface CatalogModel {
  /** Long-context tiers included. */
  price: Pricer;
  /** The context window in tokens, when listed. */
  contextTokens?: number;
}

/**
 * A model in the catalog, looked up by provider — or, for `openai-compatible`, by the provider the
 * catalog recognises from the base URL (OpenRouter, Groq, DeepSeek, …). Undefined when the catalog
 * does not know it: a local server has no list price.
 */
export function catalogModel(provider: string, name: string, baseUrl?: string): CatalogModel | undefined {
  const vendor = catalogProvider(provider, baseUrl);
  if (!vendor) return undefined;
  const known = calcPrice(catalogUsage(NO_USAGE), name, { provider: vendor });
  if (!known) return undefined;
  // Each turn is priced against the one model found here: given a provider, the catalog copies
  // every model it lists and matches the name against each, per call (~0.25 ms a turn).
  const only: Provider = { ...vendor, models: [known.model], fallback_model_providers: [] };
  const contextTokens = known.model.context_window;
  return {
    price: (usage) => calcPrice(catalogUsage(usage), name, { provider: only })?.total_price ?? 0,
    ...(contextTokens ? { contextTokens } : {}),
  };
}

function catalogProvider(provider: string, baseUrl: string | undefined): Provider | undefined {
  if (provider === 'anthropic' || provider === 'openai') return findProvider({ providerId: provider });
  if (provider === 'openai-compatible' && baseUrl) return findProvider({ providerApiUrl: baseUrl });
  return undefined;
}

const NO_USAGE: Usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };

/** The catalog counts cached tokens inside input_tokens; `usage.input` excludes them. */
const catalogUsage = (u: Usage) => ({
  input_tokens: u.input + u.cacheRead + u.cacheWrite,
  cache_read_tokens: u.cacheRead,
  cache_write_tokens: u.cacheWrite,
  output_tokens: u.output,
});
