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
