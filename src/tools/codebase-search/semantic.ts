import type { AnyOrama } from '@orama/orama';
import { Embedder, type EmbeddingUsage } from './embedder.ts';
import type { VectorCache } from './vector-cache.ts';

type Orama = typeof import('@orama/orama');

/** A chunk to place in vector space: its index id, text, and the hash that keys the cache. */
export interface VectorInput {
  id: number;
  hash: string;
  text: string;
}

/**
 * Chunk vectors in an Orama vector index (loaded on first use). Vectors come from the cache when
 * the chunk's text was embedded before, else from the endpoint, in batches; new ones are cached.
 */
export class SemanticIndex {
  #db: AnyOrama | undefined;

  private constructor(
    private readonly orama: Orama,
    private readonly embedder: Embedder,
    private readonly cache: VectorCache,
  ) {}

  static async create(embedder: Embedder, cache: VectorCache): Promise<SemanticIndex> {
    return new SemanticIndex(await import('@orama/orama'), embedder, cache);
  }

  async add(inputs: readonly VectorInput[], signal: AbortSignal, usage: EmbeddingUsage): Promise<void> {
    const missing = new Map<string, string>();
    for (const c of inputs) if (!this.cache.get(c.hash)) missing.set(c.hash, c.text);
    if (missing.size) {
      const vectors = await this.embedder.embed([...missing.values()], signal, usage);
      this.cache.add([...missing.keys()].map((hash, i) => ({ hash, vector: vectors[i]! })));
    }
    for (const c of inputs) {
      const vector = this.cache.get(c.hash)!;
      const db = this.#dbFor(vector.length);
      await this.orama.insert(db, { id: String(c.id), embedding: Array.from(vector) });
    }
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (this.#db) for (const id of ids) await this.orama.remove(this.#db, String(id));
  }

  /** Chunk ids nearest the query by cosine similarity, best first. */
  async search(query: string, limit: number, signal: AbortSignal, usage: EmbeddingUsage): Promise<number[]> {
    if (!this.#db) return [];
    const [vector] = await this.embedder.embed([query], signal, usage);
    const found = await this.orama.search(this.#db, {
      mode: 'vector',
      vector: { value: Array.from(vector!), property: 'embedding' },
      similarity: 0, // rank everything; fusion decides what is shown
      limit,
    });
    return found.hits.map((h) => Number(h.id));
  }

  #dbFor(dimensions: number): AnyOrama {
    this.#db ??= this.orama.create({ schema: { id: 'string', embedding: `vector[${dimensions}]` } as const });
    return this.#db;
  }
}
