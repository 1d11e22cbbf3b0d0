import { ConfigError } from '../config/errors.ts';
import type { ModelConfig } from '../config/task.ts';
import { AnthropicProvider, type ProviderOptions } from './anthropic.ts';
import { chooseApiKey } from './api-key.ts';
import { catalogModel } from './catalog.ts';
import { DEFAULT_STREAM_IDLE_TIMEOUT_MS } from './idle-watchdog.ts';
import { OpenAIProvider } from './openai.ts';
import { priceFor, requirePriceIfBudget } from './pricing.ts';
import type { RetryOptions } from './retry.ts';
import type { ModelProvider } from './types.ts';

export interface CreateProviderOptions {
  /** Overrides the key from the environment (the action's `anthropic-api-key` / `openai-api-key`). */
  apiKey?: string;
  /** Overrides model.base_url (the action's `base-url`). */
  baseUrl?: string;
  /** Stream responses (default true: long outputs do not hit request timeouts). */
  stream?: boolean;
  retry?: RetryOptions;
  maxEmptyReasks?: number;
  /** The run's cost limit: an unknown model without a price is then a ConfigError. */
  maxCostUsd?: number;
  /** Most bytes of one response body (default MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
}

const DEFAULT_URL = { anthropic: 'https://api.anthropic.com', openai: 'https://api.openai.com/v1' };

/**
 * A provider for a task's model (not `script`: the run builds that from the script file).
 * Throws ConfigError for a missing name, key or base URL, and for a cost limit on a model
 * without a price.
 */
export function createProvider(
  config: ModelConfig,
  env: Record<string, string | undefined>,
  opts: CreateProviderOptions = {},
): ModelProvider {
  const { provider } = config;
  if (provider === 'script')
    throw new ConfigError('createProvider: the script provider is built from model.script');
  const name = config.name;
  if (!name) throw new ConfigError(`model.name is required for provider ${provider}`);
  const baseUrl = opts.baseUrl ?? config.base_url ?? undefined;
  if (provider === 'openai-compatible' && !baseUrl) {
    throw new ConfigError(
      'model.base_url is required for provider openai-compatible (e.g. http://localhost:11434/v1)',
    );
  }
  const url = baseUrl ?? DEFAULT_URL[provider === 'anthropic' ? 'anthropic' : 'openai'];
  requirePriceIfBudget(config, opts.maxCostUsd, url);
  const { key, keyVar } = opts.apiKey
    ? { key: opts.apiKey, keyVar: undefined }
    : chooseApiKey(
        { provider, url, urlFromEnv: opts.baseUrl !== undefined, apiKeyEnv: config.api_key_env },
        env,
      );

  const price = priceFor(provider, name, config.price, url);
  const contextTokens = catalogModel(provider, name, url)?.contextTokens;
  const options: ProviderOptions = {
    apiKey: key,
    ...(keyVar ? { keyVar } : {}),
    baseUrl: url,
    stream: opts.stream ?? true,
    streamIdleTimeoutMs:
      config.stream_idle_timeout === undefined
        ? DEFAULT_STREAM_IDLE_TIMEOUT_MS
        : config.stream_idle_timeout * 1000,
    ...(opts.retry ? { retry: opts.retry } : {}),
    ...(opts.maxResponseBytes !== undefined ? { maxResponseBytes: opts.maxResponseBytes } : {}),
    ...(opts.maxEmptyReasks !== undefined ? { maxEmptyReasks: opts.maxEmptyReasks } : {}),
    ...(price ? { price } : {}),
    ...(contextTokens ? { contextTokens } : {}),
  };
  return provider === 'anthropic'
    ? new AnthropicProvider(name, options)
    : new OpenAIProvider(name, { ...options, compatible: provider === 'openai-compatible' });
}
