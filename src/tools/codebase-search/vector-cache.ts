import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from './files.ts';

/**
 * Embeddings already computed, by the SHA-256 of the text embedded, in one append-only file per
 * endpoint and model (`CACHE/embeddings/<hash of base_url and model>.tsv`, a line per vector:
 * `hash<TAB>base64 float32`). Keys are content hashes, so an unchanged chunk is never embedded
 * twice, whatever commit it is on, and a cache restored from another commit still serves every
 * file that did not change. Vectors only: the text a result shows is always read from the
 * workspace, so a tampered cache can skew ranking but never put words in a result.
 */
export class VectorCache {
  readonly #file: string;
  readonly #vectors = new Map<string, Float32Array>();
  #dimensions: number | undefined;

  constructor(cacheDir: string, endpoint: { baseUrl: string; model: string }) {
    const name = sha256(`${endpoint.baseUrl}\0${endpoint.model}`).slice(0, 16);
    this.#file = path.join(cacheDir, 'embeddings', `${name}.tsv`);
    if (!existsSync(this.#file)) return;
    for (const line of readFileSync(this.#file, 'utf8').split('\n')) {
      const [hash, data] = line.split('\t');
      if (!hash || !data || !/^[0-9a-f]{64}$/.test(hash)) continue; // a torn or foreign line
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length === 0 || bytes.length % 4 !== 0) continue;
      const vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      if (this.#dimensions !== undefined && vector.length !== this.#dimensions) continue;
      if (!vector.every(Number.isFinite)) continue;
      this.#dimensions = vector.length;
      this.#vectors.set(hash, vector);
    }
  }

  get size(): number {
    return this.#vectors.size;
  }

  get(hash: string): Float32Array | undefined {
    return this.#vectors.get(hash);
  }

  /** Remembers vectors and appends them to the file (a killed run keeps what it paid for). */
  add(entries: readonly { hash: string; vector: Float32Array }[]): void {
    if (entries.length === 0) return;
    const lines: string[] = [];
    for (const { hash, vector } of entries) {
      this.#vectors.set(hash, vector);
      lines.push(
        `${hash}\t${Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64')}\n`,
      );
    }
    mkdirSync(path.dirname(this.#file), { recursive: true });
    appendFileSync(this.#file, lines.join(''));
  }
}
