import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import type { EmbeddingUsage } from './embedder.ts';
import { indexableFiles, readChunks, sha256, type FileStamp } from './files.ts';
import { fuseRankings } from './fuse.ts';
import type { SemanticIndex } from './semantic.ts';
import { cappedTerms, tokenize } from './tokenize.ts';

export interface IndexedChunk {
  path: string;
  start: number;
  end: number;
}

export interface Hit extends IndexedChunk {
  score: number;
}

export interface CodeIndexOptions {
  workspace: string;
  readable: (rel: string) => boolean;
  /** Directories nightshift writes itself (out dir, cache): never indexed. */
  skipDirs: readonly string[];
  /** Present when the task names an embeddings endpoint. */
  semantic?: SemanticIndex | undefined;
  /** Files indexed at most (default MAX_INDEXED_FILES). */
  maxFiles?: number;
}

/** Five times the bench's 20,000-file tree: a bound on memory, not a size real repositories reach. */
export const MAX_INDEXED_FILES = 100_000;

/**
 * Distinct terms the index holds at most; files not yet indexed when it is reached are left out
 * (`complete` false), as past MAX_INDEXED_FILES. Memory follows distinct terms, not files: 150
 * files of 1 MB, each a list of unique identifiers (18 million terms), took 3.2 GB and a minute,
 * and 250 would pass V8's heap limit, which ends the whole process. At this bound: about 350 MB.
 */
export const MAX_INDEXED_TERMS = 500_000;

/** How many results of each ranking go into the fusion. */
const FUSION_DEPTH = 50;

/**
 * Query terms in more than this share of the chunks are left out when rarer ones remain: their
 * BM25 weight is near zero, and scoring every chunk for them was most of a broad query's time.
 */
const COMMON_SHARE = 0.25;
/** Below this many chunks every query is fast: no term is left out. */
const MIN_COMMON_CHUNKS = 1000;
/** Terms are joined by spaces for MiniSearch, which splits them back: text is tokenized once. */
const splitTerms = (joined: string) => joined.split(' ');

/**
 * The workspace's chunks in a MiniSearch full-text index (BM25, identifier-aware terms) and, with
 * an embeddings endpoint, in a vector index. Files are re-read only when their size or mtime
 * changed since they were indexed, so each call sees the tree as it is now at the cost of a walk.
 */
export class CodeIndex {
  readonly #files = new Map<string, { stamp: FileStamp; ids: number[] }>();
  readonly #chunks = new Map<number, IndexedChunk & { terms: string[] }>();
  /** Chunks holding each term: what decides which query terms are too common to score. */
  readonly #documentFrequency = new Map<string, number>();
  #nextId = 0;
  /** false when the last refresh stopped at maxFiles. */
  complete = true;

  private constructor(
    private readonly options: CodeIndexOptions,
    private readonly lexical: MiniSearch,
  ) {}

  static async create(options: CodeIndexOptions): Promise<CodeIndex> {
    const { default: MiniSearchClass } = await import('minisearch');
    const lexical = new MiniSearchClass({
      fields: ['path', 'text'],
      tokenize: splitTerms,
      processTerm: (term) => term || null, // tokenize already lower-cased them
      searchOptions: { tokenize: splitTerms, processTerm: (term) => term || null, boost: { path: 0.5 } },
    });
    return new CodeIndex(options, lexical);
  }

  get chunkCount(): number {
    return this.#chunks.size;
  }

  get fileCount(): number {
    return this.#files.size;
  }

  /** Brings the index up to date with the tree: new, changed and deleted files. */
  async refresh(signal: AbortSignal, usage: EmbeddingUsage): Promise<void> {
    const { workspace, readable, skipDirs, semantic } = this.options;
    const { files: now, complete } = indexableFiles(
      workspace,
      readable,
      skipDirs,
      this.options.maxFiles ?? MAX_INDEXED_FILES,
    );
    this.complete = complete;
    for (const [rel, entry] of this.#files) {
      const stamp = now.get(rel);
      if (!stamp || stamp.size !== entry.stamp.size || stamp.mtimeMs !== entry.stamp.mtimeMs)
        await this.#drop(rel);
    }
    const added: { id: number; hash: string; text: string }[] = [];
    for (const [rel, stamp] of now) {
      if (this.#files.has(rel)) continue;
      if (signal.aborted) throw signal.reason;
      if (this.#documentFrequency.size >= MAX_INDEXED_TERMS) {
        this.complete = false;
        break;
      }
      let chunks;
      try {
        chunks = await readChunks(workspace, rel);
      } catch {
        continue; // vanished or unreadable since the walk: not indexed, tried again next call
      }
      const ids: number[] = [];
      for (const chunk of chunks ?? []) {
        const id = this.#nextId++;
        ids.push(id);
        const { distinct, capped } = cappedTerms(chunk.text);
        for (const term of distinct)
          this.#documentFrequency.set(term, (this.#documentFrequency.get(term) ?? 0) + 1);
        this.#chunks.set(id, { path: rel, start: chunk.start, end: chunk.end, terms: distinct });
        this.lexical.add({ id, path: tokenize(rel).join(' '), text: capped.join(' ') });
        if (semantic) added.push({ id, hash: sha256(chunk.text), text: chunk.text });
      }
      this.#files.set(rel, { stamp, ids });
    }
    if (semantic && added.length) await semantic.add(added, signal, usage);
  }

  /**
   * Chunks for a query, best first, within `under` (a workspace-relative directory or file, "."
   * for all). Lexical only: BM25 scores; with vectors: reciprocal-rank-fusion scores.
   */
  async search(
    query: string,
    under: string,
    limit: number,
    signal: AbortSignal,
    usage: EmbeddingUsage,
  ): Promise<Hit[]> {
    const inScope = (id: number) => {
      const p = this.#chunks.get(id)?.path;
      return p !== undefined && (under === '.' || p === under || p.startsWith(`${under}/`));
    };
    const lexical = this.lexical
      .search(this.#lexicalQuery(query), { filter: (r) => inScope(r.id as number) })
      .slice(0, FUSION_DEPTH)
      .map((r) => ({ id: r.id as number, score: r.score }));
    const { semantic } = this.options;
    let ranked = lexical;
    if (semantic) {
      const nearest = (await semantic.search(query, FUSION_DEPTH * 4, signal, usage)).filter(inScope);
      ranked = fuseRankings([lexical.map((r) => r.id), nearest.slice(0, FUSION_DEPTH)]);
    }
    return ranked.slice(0, limit).map(({ id, score }) => {
      const { path, start, end } = this.#chunks.get(id)!;
      return { path, start, end, score };
    });
  }

  /**
   * The query's terms as one MiniSearch OR-query: terms too common to rank dropped (see
   * COMMON_SHARE), and prefix matching only for a term no chunk holds as a whole word, so
   * "retry" still finds `retrying` without "value" expanding to every `value0…value99`.
   */
  #lexicalQuery(query: string): Query {
    const df = (t: string) => this.#documentFrequency.get(t) ?? 0;
    const terms = [...new Set(tokenize(query))].sort((a, b) => df(a) - df(b));
    const common = Math.max(this.#chunks.size * COMMON_SHARE, MIN_COMMON_CHUNKS);
    const kept = terms.filter((t) => df(t) <= common);
    // Only common words left: the rarest of them still ranks.
    const rarestCommon = terms.find((t) => df(t) > common);
    if (rarestCommon && !kept.some((t) => df(t) > 0)) kept.push(rarestCommon);
    return {
      combineWith: 'OR',
      queries: kept.map((t) => ({ queries: [t], prefix: df(t) === 0 && t.length >= 3 })),
    };
  }

  async #drop(rel: string): Promise<void> {
    const entry = this.#files.get(rel);
    if (!entry) return;
    for (const id of entry.ids) {
      for (const term of this.#chunks.get(id)?.terms ?? []) {
        const n = (this.#documentFrequency.get(term) ?? 1) - 1;
        if (n > 0) this.#documentFrequency.set(term, n);
        else this.#documentFrequency.delete(term);
      }
      this.lexical.discard(id);
      this.#chunks.delete(id);
    }
    await this.options.semantic?.remove(entry.ids);
    this.#files.delete(rel);
  }
}
