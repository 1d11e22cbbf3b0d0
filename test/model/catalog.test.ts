import { calcPrice, findProvider } from '@pydantic/genai-prices';
import { describe, expect, it } from 'vitest';
import { catalogModel } from '../../src/model/catalog.ts';
import { contextBudgetChars } from '../../src/model/context-sizes.ts';
import { createProvider } from '../../src/model/create-provider.ts';

describe('context windows', () => {
  it('come from the catalog for the models it lists', () => {
    expect(catalogModel('anthropic', 'claude-sonnet-5')?.contextTokens).toBe(1_000_000);
    expect(catalogModel('anthropic', 'claude-haiku-4-5-20251001')?.contextTokens).toBe(200_000);
    expect(catalogModel('openai', 'gpt-4o')?.contextTokens).toBe(128_000);
    expect(catalogModel('openai', 'gpt-9')).toBeUndefined();
  });

  it("reach the run through the provider, and the name-prefix table covers the models it doesn't list", () => {
    const model = { provider: 'anthropic' as const, name: 'claude-sonnet-5', max_output_tokens: 1024 };
    const provider = createProvider(model, { ANTHROPIC_API_KEY: 'k' });
    expect(provider.contextTokens).toBe(1_000_000);
    expect(contextBudgetChars(model, provider.contextTokens)).toBe(3_000_000);

    const unlisted = { ...model, name: 'claude-future-9' };
    expect(createProvider(unlisted, { ANTHROPIC_API_KEY: 'k' }).contextTokens).toBeUndefined();
    expect(contextBudgetChars(unlisted, undefined)).toBe(600_000);
    expect(contextBudgetChars({ ...model, provider: 'script' }, 1000)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('prices', () => {
  // Small, cached, and past the long-context tiers (200k input tokens and more).
  const usages = [
    { input: 1_000, output: 500, cacheRead: 0, cacheWrite: 0 },
    { input: 30_000, output: 2_000, cacheRead: 50_000, cacheWrite: 8_000 },
    { input: 400_000, output: 20_000, cacheRead: 100_000, cacheWrite: 0 },
  ];
  const sources = [
    { provider: 'anthropic', lookup: { providerId: 'anthropic' } },
    { provider: 'openai', lookup: { providerId: 'openai' } },
    {
      provider: 'openai-compatible',
      baseUrl: 'https://openrouter.ai/api/v1',
      lookup: { providerApiUrl: 'https://openrouter.ai/api/v1' },
    },
    {
      provider: 'openai-compatible',
      baseUrl: 'https://api.groq.com/openai/v1',
      lookup: { providerApiUrl: 'https://api.groq.com/openai/v1' },
    },
  ];

  it("are the catalog's own for every model it lists (each turn prices against the one model found)", () => {
    let priced = 0;
    for (const { provider, baseUrl, lookup } of sources) {
      const vendor = findProvider(lookup);
      expect(vendor, provider).toBeDefined();
      for (const { id } of vendor?.models ?? []) {
        const model = catalogModel(provider, id, baseUrl);
        for (const usage of usages) {
          const expected = calcPrice(
            {
              input_tokens: usage.input + usage.cacheRead + usage.cacheWrite,
              cache_read_tokens: usage.cacheRead,
              cache_write_tokens: usage.cacheWrite,
              output_tokens: usage.output,
            },
            id,
            { provider: vendor },
          );
          expect(model?.price(usage), `${provider} ${id}`).toBe(expected?.total_price);
          priced++;
        }
      }
    }
    expect(priced).toBeGreaterThan(300);
  });
});
