import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { createProvider } from '../../src/model/create-provider.ts';
import { parseModelRef } from '../../src/model/model-ref.ts';

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

  it('refuses a cost limit on a remote model without a price, not on a local server', () => {
    const local = {
      ...model,
      provider: 'openai-compatible' as const,
      name: 'qwen',
      base_url: 'http://127.0.0.1:1/v1',
    };
    expect(() => createProvider(local, {}, { maxCostUsd: 5 })).not.toThrow();
    const remote = { ...local, base_url: 'https://llm.example.com/v1', api_key_env: 'LLM_API_KEY' };
    expect(() => createProvider(remote, { LLM_API_KEY: 'k' }, { maxCostUsd: 5 })).toThrow(
      /has no known price/,
    );
    expect(() =>
      createProvider(
        { ...remote, price: { input: 0.5, output: 1 } },
        { LLM_API_KEY: 'k' },
        { maxCostUsd: 5 },
      ),
    ).not.toThrow();
    expect(() => createProvider(remote, { LLM_API_KEY: 'k' })).not.toThrow();
  });

  it('requires a model name', () => {
    expect(() => createProvider({ ...model, provider: 'openai' }, { OPENAI_API_KEY: 'k' })).toThrow(
      /model.name is required/,
    );
  });
});

describe('parseModelRef', () => {
  it('splits at the first colon', () => {
    expect(parseModelRef('anthropic:claude-sonnet-5')).toEqual({
      provider: 'anthropic',
      name: 'claude-sonnet-5',
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
