import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { sha256 } from './files.ts';

/**
 * Embeddings already computed, by the SHA-256 of the text embedded, in one append-only file per
 * endpoint and model (`CACHE/embeddings/<hash of base_url and model>.tsv`, a line per vector:
 * `hash<TAB>base64 float32`). Keys are content hashes, so an unchanged chunk is never embedded
 * twice, whatever commit it is on, and a cache restored from another commit still serves every
 * file that did not change. Vectors only: the text a result shows is always read from the
 * workspace, so a tampered cache can skew ranking but never put words in a result.
 *
 * The cache usually lies in the workspace, where a command of an earlier run (one without the
 * sandbox, or a script the user ran) may have put a link in place of its file or its `embeddings`
 * directory: nightshift's own process would then read and append through it, outside the
 * workspace. Nothing here follows one: the cache directory is opened as it was at run start
 * (a real path), `embeddings` and the file are opened in it without following a link, and a
 * link, or anything else that is not a directory there or a regular file with one name, is a
 * corrupt entry: not read, and replaced when vectors are written.
 */
export class VectorCache {
  readonly #cacheDir: string;
  readonly #name: string;
  readonly #vectors = new Map<string, Float32Array>();
  #dimensions: number | undefined;

  constructor(cacheDir: string, endpoint: { baseUrl: string; model: string }) {
    this.#cacheDir = cacheDir;
    this.#name = `${sha256(`${endpoint.baseUrl}\0${endpoint.model}`).slice(0, 16)}.tsv`;
    const text = inEmbeddings(cacheDir, false, (entry) => readEntry(entry(this.#name))) ?? '';
    for (const line of text.split('\n')) {
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

  /**
   * Remembers vectors and appends them to the file (a killed run keeps what it paid for). Where
   * the cache cannot be written without following a link (its directory replaced by one during
   * the run), the vectors are kept for this run only.
   */
  add(entries: readonly { hash: string; vector: Float32Array }[]): void {
    if (entries.length === 0) return;
    const lines: string[] = [];
    for (const { hash, vector } of entries) {
      this.#vectors.set(hash, vector);
      lines.push(
        `${hash}\t${Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64')}\n`,
      );
    }
    inEmbeddings(this.#cacheDir, true, (entry) => appendEntry(entry(this.#name), lines.join('')));
  }
}

const { O_RDONLY, O_WRONLY, O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants;

/** Whether /proc names an open directory, so entries can be reached through it (an `openat`). */
const PROC_FD = existsSync('/proc/self/fd');

/**
 * Runs `body` with the cache's `embeddings` directory as it is now, opened without following a
 * link and checked to be where it should be; `entry(NAME)` names a file in it through that open
 * directory. `create`: a missing one is made, and a link or a file in its place replaced.
 * Undefined when there is no such directory to use.
 */
function inEmbeddings<T>(
  cacheDir: string,
  create: boolean,
  body: (entry: (name: string) => string) => T,
): T | undefined {
  // Made at run start (a real path then); made here only where it is gone, and checked after.
  if (create && !existsSync(cacheDir)) mkdirOr(cacheDir);
  const top = openDir(cacheDir, cacheDir);
  if (top === undefined) return undefined; // the cache directory itself moved or is a link now
  try {
    const dir = path.join(cacheDir, 'embeddings');
    const at = entryIn(top, cacheDir)('embeddings');
    let sub = openDir(dir, at);
    if (sub === undefined && create && replaceWithDirectory(at)) sub = openDir(dir, at);
    if (sub === undefined) return undefined;
    try {
      return body(entryIn(sub, dir));
    } finally {
      closeSync(sub);
    }
  } finally {
    closeSync(top);
  }
}

/** `dir`, opened through `at` without following a link there; undefined unless it is that directory. */
function openDir(dir: string, at: string): number | undefined {
  let fd: number;
  try {
    fd = openSync(at, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch {
    return undefined;
  }
  const actual = openedPath(fd);
  if (actual === undefined || actual === dir) return fd;
  closeSync(fd);
  return undefined;
}

function mkdirOr(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    // openDir finds none.
  }
}

function entryIn(fd: number, dir: string): (name: string) => string {
  return PROC_FD ? (name) => `/proc/self/fd/${fd}/${name}` : (name) => path.join(dir, name);
}

/** Makes a directory at `at`, removing a link or file there first; false when none can be made. */
function replaceWithDirectory(at: string): boolean {
  try {
    const kind = lstatSync(at, { throwIfNoEntry: false });
    if (kind?.isDirectory()) return true;
    if (kind) unlinkSync(at);
    mkdirSync(at);
    return true;
  } catch {
    return false;
  }
}

/** The file at `at` when it is a regular file with one name; '' for anything else (a link, a FIFO). */
function readEntry(at: string): string {
  let fd: number;
  try {
    fd = openSync(at, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return '';
  }
  try {
    return ownFile(fd) ? readFileSync(fd, 'utf8') : '';
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends `text` to the file at `at`, which is replaced first when it is not a regular file with
 * one name (a link, hard or symbolic, leading out of the cache). Best effort: a cache that cannot
 * be written costs the next run its embeddings, never this run its search.
 */
function appendEntry(at: string, text: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(at, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK);
    if (!ownFile(fd)) {
      closeSync(fd);
      fd = undefined;
    }
  } catch {
    fd = undefined;
  }
  try {
    if (fd === undefined) {
      const kind = lstatSync(at, { throwIfNoEntry: false });
      if (kind?.isDirectory()) return;
      if (kind) unlinkSync(at);
      fd = openSync(at, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644);
    }
    writeSync(fd, text);
  } catch {
    // Left for the next run to embed again.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function ownFile(fd: number): boolean {
  const st = fstatSync(fd);
  return st.isFile() && st.nlink === 1;
}

/** The path of the file descriptor `fd` is open on, when the system says. */
function openedPath(fd: number): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
}
