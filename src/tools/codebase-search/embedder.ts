import type OpenAI from 'openai';
import { guardedFetch } from '../../model/guarded-fetch.ts';
import { tokenCount } from '../../model/usage.ts';

/** Where embeddings come from: an OpenAI or OpenAI-compatible `/embeddings` endpoint. */
export interface EmbeddingsEndpoint {
  /** The SDK's base URL (with `/v1`). */
  baseUrl: string;
  model: string;
  /** Chosen as model keys are (see model/api-key.ts): never sent to a host it does not belong to. */
  apiKey: string;
  /** The variable the key came from, for error hints. */
  keyVar?: string | undefined;
}

/** What embedding cost a call: requests sent, texts embedded, tokens the server counted. */
export interface EmbeddingUsage {
  requests: number;
  inputs: number;
  tokens: number;
}

/** Texts per request; OpenAI accepts up to 2048, local servers often far fewer at once. */
const BATCH = 64;
/** Characters of a chunk sent at most: a 60-line chunk rarely reaches it; minified lines do. */
export const MAX_EMBED_CHARS = 8000;

/** Embeds texts with the official SDK, batched; the SDK loads with the first request. */
export class Embedder {
  #client: Promise<OpenAI> | undefined;

  constructor(readonly endpoint: EmbeddingsEndpoint) {}

  async embed(texts: readonly string[], signal: AbortSignal, usage: EmbeddingUsage): Promise<Float32Array[]> {
    const client = await (this.#client ??= import('openai').then(
      ({ default: SDK }) =>
        // As the model's requests: no redirect followed (the chunks would go to wherever it
        // points), no body read past the bound.
        new SDK({
          apiKey: this.endpoint.apiKey,
          baseURL: this.endpoint.baseUrl,
          maxRetries: 2,
          fetch: guardedFetch('embeddings'),
        }),
    ));
    const vectors: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const input = texts.slice(i, i + BATCH).map((t) => t.slice(0, MAX_EMBED_CHARS));
      let response: OpenAI.CreateEmbeddingResponse;
      try {
        response = await client.embeddings.create(
          { model: this.endpoint.model, input, encoding_format: 'float' },
          { signal },
        );
      } catch (err) {
        throw new EmbeddingsError(this.#describe(err));
      }
      usage.requests += 1;
      usage.inputs += input.length;
      usage.tokens += tokenCount(response.usage?.prompt_tokens);
      const byIndex = embeddingsOf(response).sort((a, b) => a.index - b.index);
      if (byIndex.length !== input.length)
        throw new EmbeddingsError(
          `the server returned ${byIndex.length} embeddings for ${input.length} inputs`,
        );
      for (const d of byIndex) vectors.push(Float32Array.from(d.embedding));
    }
    return vectors;
  }

  /** The SDK's message without the key, with a hint naming the variable on 401/403. */
  #describe(err: unknown): string {
    const status = (err as { status?: number }).status;
    const message =
      status !== undefined && status >= 300 && status < 400
        ? `it answered with a redirect (HTTP ${status}), which is not followed: set the embeddings base URL to the one that answers the API itself`
        : ((err as Error).message ?? String(err)).split(this.endpoint.apiKey).join('***');
    const hint =
      (status === 401 || status === 403) && this.endpoint.keyVar ? ` (check ${this.endpoint.keyVar})` : '';
    return `embeddings request to ${new URL(this.endpoint.baseUrl).host} failed: ${message}${hint}`;
  }
}

/** The response's embeddings, each an index and a vector of numbers; anything else is refused. */
function embeddingsOf(response: unknown): { index: number; embedding: number[] }[] {
  const data = (response as { data?: unknown } | null)?.data;
  const valid =
    Array.isArray(data) &&
    data.every(
      (d: unknown) =>
        typeof (d as { index?: unknown } | null)?.index === 'number' &&
        Array.isArray((d as { embedding?: unknown }).embedding) &&
        (d as { embedding: unknown[] }).embedding.every((x) => typeof x === 'number'),
    );
  if (!valid)
    throw new EmbeddingsError(
      'the server answered with no list of embeddings (data[].index, data[].embedding)',
    );
  return [...(data as { index: number; embedding: number[] }[])];
}

export class EmbeddingsError extends Error {
  override name = 'EmbeddingsError';
}
