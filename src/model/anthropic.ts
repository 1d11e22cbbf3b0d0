import type Anthropic from '@anthropic-ai/sdk';
import { AnthropicStreamAccumulator, fromAnthropicMessage } from './anthropic-response.ts';
import { toAnthropicParams } from './convert-anthropic.ts';
import { toModelError } from './errors.ts';
import { guardedFetch } from './guarded-fetch.ts';
import { IdleWatchdog } from './idle-watchdog.ts';
import type { Pricer } from './pricing.ts';
import { completeTurn, type ReaskOptions, type Turn } from './reask.ts';
import type { RetryOptions } from './retry.ts';
import type { ModelProvider, ModelRequest, ModelResponse, ProviderEvent } from './types.ts';

export interface ProviderOptions extends ReaskOptions {
  apiKey: string;
  baseUrl: string;
  /** Stream responses (SSE); the default for real runs, JSON when false. */
  stream: boolean;
  retry?: RetryOptions;
  price?: Pricer;
  /** The variable the key came from, named in 401/403 errors. */
  keyVar?: string;
  /** The model's context window in tokens, when known. */
  contextTokens?: number;
  /** A streamed attempt with no event for this long is abandoned and retried. */
  streamIdleTimeoutMs: number;
  /** Most bytes of one response body (default MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
}

/** Claude through the Messages API. */
export class AnthropicProvider implements ModelProvider {
  readonly id: string;
  readonly contextTokens: number | undefined;
  #sdk: Promise<{ client: Anthropic; ConnectionError: typeof Anthropic.APIConnectionError }> | undefined;

  constructor(
    private readonly model: string,
    private readonly options: ProviderOptions,
  ) {
    this.id = `anthropic:${model}`;
    this.contextTokens = options.contextTokens;
  }

  /** The SDK loads with the first request: create-provider.ts reaches both providers, a run needs one SDK. */
  #load() {
    this.#sdk ??= import('@anthropic-ai/sdk').then(({ default: SDK, APIConnectionError }) => ({
      // maxRetries 0: withRetry is the only retry layer, so every attempt is counted and audited.
      client: new SDK({
        apiKey: this.options.apiKey,
        baseURL: this.options.baseUrl,
        maxRetries: 0,
        fetch: guardedFetch('anthropic', this.options.maxResponseBytes),
      }),
      ConnectionError: APIConnectionError,
    }));
    return this.#sdk;
  }

  preload(): void {
    // A failed load is the first request's error.
    this.#load().catch(() => undefined);
  }

  complete(
    request: ModelRequest,
    signal: AbortSignal,
    onEvent?: (e: ProviderEvent) => void,
  ): Promise<ModelResponse> {
    return completeTurn((req) => this.#once(req, signal), request, signal, onEvent, this.options);
  }

  async #once(request: ModelRequest, signal: AbortSignal): Promise<Turn> {
    const params = toAnthropicParams(this.model, request);
    const { client, ConnectionError } = await this.#load();
    const fail = (err: unknown, inStream = false) =>
      toModelError('anthropic', err, {
        secret: this.options.apiKey,
        keyVar: this.options.keyVar,
        inStream,
        connectionError: err instanceof ConnectionError,
      });
    if (!this.options.stream) {
      try {
        return fromAnthropicMessage(await client.messages.create(params, { signal }));
      } catch (err) {
        throw fail(err);
      }
    }
    const idle = new IdleWatchdog(signal, this.options.streamIdleTimeoutMs);
    try {
      const stream = await client.messages
        .create({ ...params, stream: true }, { signal: idle.signal })
        .catch((err: unknown) => {
          throw idle.stalled('anthropic') ?? fail(err);
        });
      const acc = new AnthropicStreamAccumulator();
      try {
        for await (const event of stream) {
          idle.kick();
          acc.add(event);
        }
      } catch (err) {
        throw idle.stalled('anthropic') ?? fail(err, true);
      }
      // On an abort the SDK ends the iteration quietly: the stall is found here, not in a throw.
      const stalled = idle.stalled('anthropic');
      if (stalled) throw stalled;
      return acc.finish();
    } finally {
      idle.stop();
    }
  }
}
