import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { createProvider } from '../../src/model/create-provider.ts';
import { parseModelRef } from '../../src/model/model-ref.ts';
import { costOf, priceFor, requirePriceIfBudget } from '../../src/model/pricing.ts';

const model = { max_output_tokens: 1024 };

describe('createProvider', () => {
  it('names the missing key variable', () => {
    expect(() => createProvider({ ...model, provider: 'anthropic', name: 'claude-haiku-4-5' }, {})).toThrow(
      new ConfigError(
        "no API key for anthropic: set ANTHROPIC_API_KEY (or the action's anthropic-api-key input)",
      ),
    );
    expect(() =>
      createProvider({ ...model, provider: 'openai', name: 'gpt-5' }, { ANTHROPIC_API_KEY: 'x' }),
    ).toThrow(/set OPENAI_API_KEY/);
  });

  it('takes the key from options or the environment and builds the right provider', () => {
    expect(createProvider({ ...model, provider: 'openai', name: 'gpt-5' }, {}, { apiKey: 'k' }).id).toBe(
      'openai:gpt-5',
    );
    expect(
      createProvider({ ...model, provider: 'anthropic', name: 'claude-opus-4-5' }, { ANTHROPIC_API_KEY: 'k' })
        .id,
    ).toBe('anthropic:claude-opus-4-5');
  });

  it('requires base_url, but no key, for openai-compatible servers', () => {
    expect(() => createProvider({ ...model, provider: 'openai-compatible', name: 'qwen' }, {})).toThrow(
      /base_url is required/,
    );
    const p = createProvider(
      { ...model, provider: 'openai-compatible', name: 'qwen', base_url: 'http://127.0.0.1:1/v1' },
      {},
    );
    expect(p.id).toBe('openai-compatible:qwen');
  });

  it('refuses a cost limit on a model without a price', () => {
    const local = {
      ...model,
      provider: 'openai-compatible' as const,
      name: 'qwen',
      base_url: 'http://127.0.0.1:1/v1',
    };
    expect(() => createProvider(local, {}, { maxCostUsd: 5 })).toThrow(ConfigError);
    expect(() =>
      createProvider({ ...local, price: { input: 0, output: 0 } }, {}, { maxCostUsd: 5 }),
    ).not.toThrow();
    expect(() => createProvider(local, {})).not.toThrow();
  });

  it('requires a model name', () => {
    expect(() => createProvider({ ...model, provider: 'openai' }, { OPENAI_API_KEY: 'k' })).toThrow(
      /model.name is required/,
    );
  });
});

describe('parseModelRef', () => {
  it('splits at the first colon', () => {
    expect(parseModelRef('anthropic:claude-sonnet-4-5')).toEqual({
      provider: 'anthropic',
      name: 'claude-sonnet-4-5',
    });
    expect(parseModelRef('openai-compatible:llama3:8b')).toEqual({
      provider: 'openai-compatible',
      name: 'llama3:8b',
    });
  });

  it('rejects unknown providers and missing names', () => {
    expect(() => parseModelRef('gemini:pro')).toThrow(ConfigError);
    expect(() => parseModelRef('openai')).toThrow(/expected PROVIDER:NAME/);
    expect(() => parseModelRef(':gpt-5')).toThrow(ConfigError);
  });
});

describe('pricing', () => {
  it('knows current models and their dated snapshots', () => {
    expect(priceFor('anthropic', 'claude-sonnet-4-5-20250929')).toEqual({
      input: 3,
      output: 15,
      cache_read: 0.3,
      cache_write: 3.75,
    });
    expect(priceFor('openai', 'gpt-4o-mini-2024-07-18')?.input).toBe(0.15);
    expect(priceFor('openai', 'gpt-4.1-nano')?.output).toBe(0.4);
    expect(priceFor('openai', 'o4-mini')?.cache_read).toBe(0.275);
    expect(priceFor('openai', 'gpt-6')).toBeUndefined();
    expect(priceFor('openai-compatible', 'gpt-4o')).toBeUndefined();
  });

  it('lets the task override, with cache prices defaulting to the input price', () => {
    expect(priceFor('openai-compatible', 'x', { input: 1, output: 2 })).toEqual({
      input: 1,
      output: 2,
      cache_read: 1,
      cache_write: 1,
    });
    expect(
      priceFor('anthropic', 'claude-haiku-4-5', { input: 9, output: 9, cache_read: 0 })?.cache_read,
    ).toBe(0);
  });

  it('prices every kind of token', () => {
    const price = { input: 1, output: 10, cache_read: 0.1, cache_write: 2 };
    expect(costOf({ input: 1e6, output: 1e6, cacheRead: 1e6, cacheWrite: 1e6 }, price)).toBeCloseTo(13.1, 10);
    expect(costOf({ input: 5, output: 5, cacheRead: 0, cacheWrite: 0 }, undefined)).toBe(0);
  });

  it('requirePriceIfBudget ignores runs without a cost limit and the script provider', () => {
    expect(() => requirePriceIfBudget({ ...model, provider: 'openai', name: 'gpt-9' }, 1)).toThrow(
      /gpt-9 has no built-in price/,
    );
    expect(() =>
      requirePriceIfBudget({ ...model, provider: 'openai', name: 'gpt-9' }, undefined),
    ).not.toThrow();
    expect(() => requirePriceIfBudget({ ...model, provider: 'script' }, 1)).not.toThrow();
  });
});
