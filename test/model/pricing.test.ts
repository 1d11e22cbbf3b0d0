import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { modelSchema } from '../../src/config/task.ts';
import { priceFor, requirePriceIfBudget } from '../../src/model/pricing.ts';
import type { Usage } from '../../src/model/types.ts';

const usage = (input: number, output = 0, cacheRead = 0, cacheWrite = 0): Usage => ({
  input,
  output,
  cacheRead,
  cacheWrite,
});
const model = { max_output_tokens: 1024 };

describe('priceFor: the catalog (@pydantic/genai-prices)', () => {
  it('prices every kind of token of a current model and its dated snapshot alike', () => {
    // claude-haiku-4-5: $1 input, $5 output, $0.10 cache read, $1.25 cache write per million.
    const expected = (1000 * 1 + 1000 * 5 + 1000 * 0.1 + 1000 * 1.25) / 1e6;
    for (const name of ['claude-haiku-4-5', 'claude-haiku-4-5-20251001'])
      expect(priceFor('anthropic', name)?.(usage(1000, 1000, 1000, 1000))).toBeCloseTo(expected, 12);
    expect(priceFor('openai', 'gpt-4o-mini-2024-07-18')?.(usage(1e6))).toBeCloseTo(0.15, 12);
  });

  it('charges the long-context rate above the tier threshold', () => {
    const sonnet45 = priceFor('anthropic', 'claude-sonnet-4-5')!;
    // $3 per million up to 200k input tokens in a request, $6 above.
    expect(sonnet45(usage(100_000))).toBeCloseTo(0.3, 12);
    expect(sonnet45(usage(300_000))).toBeCloseTo(1.8, 12);
  });

  it('knows no price for a model it has never seen, nor for a server it cannot name', () => {
    expect(priceFor('openai', 'gpt-9')).toBeUndefined();
    expect(priceFor('anthropic', 'claude-nonexistent-1')).toBeUndefined();
    expect(
      priceFor('openai-compatible', 'llama3:8b', undefined, 'http://127.0.0.1:11434/v1'),
    ).toBeUndefined();
    expect(priceFor('openai-compatible', 'gpt-4o', undefined, 'https://llm.example.com/v1')).toBeUndefined();
  });

  it('recognises a hosted OpenAI-compatible provider from its base URL', () => {
    const deepseek = priceFor('openai-compatible', 'deepseek-chat', undefined, 'https://api.deepseek.com/v1');
    expect(deepseek?.(usage(1e6))).toBeGreaterThan(0);
  });

  it('lets the task override, cache prices defaulting to the input price', () => {
    const flat = priceFor('openai-compatible', 'x', { input: 1, output: 10 })!;
    expect(flat(usage(1e6, 1e6, 1e6, 1e6))).toBeCloseTo(13, 12);
    const haiku = priceFor('anthropic', 'claude-haiku-4-5', { input: 9, output: 9, cache_read: 0 })!;
    expect(haiku(usage(0, 0, 1e6))).toBe(0);
    expect(haiku(usage(0, 0, 0, 1e6))).toBeCloseTo(9, 12);
  });
});

describe('requirePriceIfBudget', () => {
  const remote = {
    ...model,
    provider: 'openai-compatible' as const,
    name: 'mixtral-8x22b',
    base_url: 'https://llm.example.com/v1',
  };

  it('ignores runs without a cost limit, the script provider and priced models', () => {
    expect(() =>
      requirePriceIfBudget({ ...model, provider: 'openai', name: 'gpt-9' }, undefined),
    ).not.toThrow();
    expect(() => requirePriceIfBudget({ ...model, provider: 'script' }, 1)).not.toThrow();
    expect(() => requirePriceIfBudget({ ...model, provider: 'openai', name: 'gpt-5.5' }, 1)).not.toThrow();
  });

  it('runs a server on a loopback or private address without a price', () => {
    for (const url of [
      'http://localhost:11434/v1',
      'http://127.0.0.1:8000/v1',
      'http://192.168.1.20:8080/v1',
    ])
      expect(() => requirePriceIfBudget({ ...remote, base_url: url }, 5, url)).not.toThrow();
  });

  it('fails closed for an unknown model elsewhere, showing the YAML that fixes it', () => {
    let error: unknown;
    try {
      requirePriceIfBudget(remote, 5, remote.base_url);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.split('\n')[0]).toBe(
      'model openai-compatible:mixtral-8x22b at https://llm.example.com/v1 has no known price and the run ' +
        "has a cost limit (max_cost_usd 5); add the model's prices in USD per million tokens to the task " +
        '(cache_read and cache_write are optional), or remove the cost limit:',
    );
    // The YAML in the message is a valid `model:` addition that makes the same run acceptable.
    const added = parse(message.slice(message.indexOf('\nmodel:') + 1)) as { model: Record<string, unknown> };
    const fixed = modelSchema.parse({ ...remote, ...added.model });
    expect(() => requirePriceIfBudget(fixed, 5, remote.base_url)).not.toThrow();
    // An unknown model of a known vendor fails the same way.
    expect(() => requirePriceIfBudget({ ...model, provider: 'openai', name: 'gpt-9' }, 1)).toThrow(
      /model openai:gpt-9 has no known price/,
    );
  });
});
