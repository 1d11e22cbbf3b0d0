import type OpenAI from 'openai';
import type { ProviderOptions } from './anthropic.ts';
import { fromChatCompletion, toOpenAIParams } from './convert-openai.ts';
import { toModelError } from './errors.ts';
import { guardedFetch } from './guarded-fetch.ts';
import { IdleWatchdog } from './idle-watchdog.ts';
import { completeTurn, type Turn } from './reask.ts';
import type { ModelProvider, ModelRequest, ModelResponse, ProviderEvent } from './types.ts';

/** OpenAI Chat Completions, and the servers that speak it (`openai-compatible`). */
export class OpenAIProvider implements ModelProvider {
  readonly id: string;
  readonly contextTokens: number | undefined;
  #sdk: Promise<{ client: OpenAI; ConnectionError: typeof OpenAI.APIConnectionError }> | undefined;
  readonly #name: string;

  constructor(
    private readonly model: string,
    private readonly options: ProviderOptions & { compatible: boolean },
  ) {
    this.#name = options.compatible ? 'openai-compatible' : 'openai';
    this.id = `${this.#name}:${model}`;
    this.contextTokens = options.contextTokens;
  }

  /** The SDK loads with the first request: create-provider.ts reaches both providers, a run needs one SDK. */
  #load() {
    this.#sdk ??= import('openai').then(({ default: SDK, APIConnectionError }) => ({
      // maxRetries 0: withRetry is the only retry layer, so every attempt is counted and audited.
      client: new SDK({
        apiKey: this.options.apiKey,
        baseURL: this.options.baseUrl,
        maxRetries: 0,
        fetch: guardedFetch(this.#name, this.options.maxResponseBytes),
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
    const params = toOpenAIParams(this.model, request, this.options.compatible);
    const { client, ConnectionError } = await this.#load();
    const fail = (err: unknown, inStream = false) =>
      toModelError(this.#name, err, {
        secret: this.options.apiKey,
        keyVar: this.options.keyVar,
        inStream,
        connectionError: err instanceof ConnectionError,
      });
    if (!this.options.stream) {
      try {
        return fromChatCompletion(
          await client.chat.completions.create({ ...params, stream: false }, { signal }),
        );
      } catch (err) {
        throw fail(err);
      }
    }
    const idle = new IdleWatchdog(signal, this.options.streamIdleTimeoutMs);
    const stream = client.chat.completions.stream(
      { ...params, stream_options: { include_usage: true } },
      { signal: idle.signal },
    );
    // An error after the response headers arrived means the stream broke: retried as a connection error.
    let connected = false;
    stream.on('connect', () => (connected = true));
    stream.on('chunk', () => idle.kick());
    try {
      return fromChatCompletion(await stream.finalChatCompletion());
    } catch (err) {
      throw idle.stalled(this.#name) ?? fail(err, connected);
    } finally {
      idle.stop();
    }
  }
}
