import { execFileSync } from 'node:child_process';
import {
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codebaseSearchTool } from '../../src/tools/codebase-search.ts';
import { makeCacheDir } from '../../src/tools/codebase-search/endpoint.ts';
import { sha256 } from '../../src/tools/codebase-search/files.ts';
import { VectorCache } from '../../src/tools/codebase-search/vector-cache.ts';
import type { ToolContext } from '../../src/tools/types.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { testBed } from '../tools-core/context.ts';

// The cache lies in the workspace (.nightshift/cache), where a command of an earlier run (without
// the sandbox, or a script) can put a link in place of its file or its directories. On the old
// code nightshift's own process read vectors through it and appended to whatever it led to,
// outside the workspace.

const ENDPOINT = { baseUrl: 'http://127.0.0.1:9/v1', model: 'm' };
const FILE = `${sha256(`${ENDPOINT.baseUrl}\0${ENDPOINT.model}`).slice(0, 16)}.tsv`;
const vectorLine = (hash: string, values: number[]) =>
  `${hash}\t${Buffer.from(new Float32Array(values).buffer).toString('base64')}\n`;
const OUTSIDE_TEXT = `${vectorLine('a'.repeat(64), [1, 2, 3])}not the workspace's\n`;
const NEW = [{ hash: 'b'.repeat(64), vector: new Float32Array([4, 5, 6]) }];

let root: string;
let cacheDir: string;
let outside: string;
let outsideDir: string;
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-vcache-')));
  cacheDir = path.join(root, 'ws', '.nightshift', 'cache');
  mkdirSync(cacheDir, { recursive: true });
  outside = path.join(root, 'outside.txt');
  writeFileSync(outside, OUTSIDE_TEXT);
  outsideDir = path.join(root, 'outside-dir');
  mkdirSync(outsideDir);
  writeFileSync(path.join(outsideDir, FILE), OUTSIDE_TEXT);
});

const embeddings = () => path.join(cacheDir, 'embeddings');
const cacheFile = () => path.join(embeddings(), FILE);

/** The cache file as it must be after the new vector was added: a regular file holding it alone. */
function expectFreshFile(): void {
  expect(lstatSync(embeddings()).isDirectory()).toBe(true);
  expect(lstatSync(cacheFile()).isFile()).toBe(true);
  expect(readFileSync(cacheFile(), 'utf8')).toBe(vectorLine('b'.repeat(64), [4, 5, 6]));
  expect(new VectorCache(cacheDir, ENDPOINT).get('b'.repeat(64))).toEqual(new Float32Array([4, 5, 6]));
}

describe('VectorCache: links in the cache are corrupt entries, never followed', () => {
  it('a cache file that is a symlink out of the cache: not read, not appended to, replaced', () => {
    mkdirSync(embeddings());
    symlinkSync(outside, cacheFile());
    const cache = new VectorCache(cacheDir, ENDPOINT);
    expect(cache.size).toBe(0);
    cache.add(NEW);
    expect(readFileSync(outside, 'utf8')).toBe(OUTSIDE_TEXT);
    expectFreshFile();
  });

  it('a dangling symlink: nothing created where it leads', () => {
    mkdirSync(embeddings());
    const target = path.join(root, 'created-outside.txt');
    symlinkSync(target, cacheFile());
    new VectorCache(cacheDir, ENDPOINT).add(NEW);
    expect(() => lstatSync(target)).toThrow();
    expectFreshFile();
  });

  it('a cache file hard-linked to a file outside: not read, not appended to, replaced', () => {
    mkdirSync(embeddings());
    linkSync(outside, cacheFile());
    const cache = new VectorCache(cacheDir, ENDPOINT);
    expect(cache.size).toBe(0);
    cache.add(NEW);
    expect(readFileSync(outside, 'utf8')).toBe(OUTSIDE_TEXT);
    expectFreshFile();
  });

  it('the embeddings directory replaced by a symlink: not read, nothing written where it leads', () => {
    symlinkSync(outsideDir, embeddings());
    const cache = new VectorCache(cacheDir, ENDPOINT);
    expect(cache.size).toBe(0);
    cache.add(NEW);
    expect(readdirSync(outsideDir)).toEqual([FILE]);
    expect(readFileSync(path.join(outsideDir, FILE), 'utf8')).toBe(OUTSIDE_TEXT);
    expectFreshFile();
  });

  it('the cache directory itself replaced by a symlink during the run: nothing written through it', () => {
    const cache = new VectorCache(cacheDir, ENDPOINT);
    rmSync(cacheDir, { recursive: true });
    symlinkSync(outsideDir, cacheDir);
    cache.add(NEW);
    expect(cache.get('b'.repeat(64))).toEqual(new Float32Array([4, 5, 6])); // kept for this run
    expect(readdirSync(outsideDir)).toEqual([FILE]);
    expect(readFileSync(path.join(outsideDir, FILE), 'utf8')).toBe(OUTSIDE_TEXT);
  });

  it('a FIFO in place of the file does not hang the run, and is replaced', () => {
    mkdirSync(embeddings());
    execFileSync('mkfifo', [cacheFile()]);
    const cache = new VectorCache(cacheDir, ENDPOINT);
    expect(cache.size).toBe(0);
    cache.add(NEW);
    expectFreshFile();
  });

  it('a regular cache file is read and appended to as before', () => {
    mkdirSync(embeddings());
    writeFileSync(cacheFile(), vectorLine('c'.repeat(64), [7, 8, 9]));
    const cache = new VectorCache(cacheDir, ENDPOINT);
    expect(cache.size).toBe(1);
    cache.add(NEW);
    expect(readFileSync(cacheFile(), 'utf8')).toBe(
      vectorLine('c'.repeat(64), [7, 8, 9]) + vectorLine('b'.repeat(64), [4, 5, 6]),
    );
  });
});

describe('makeCacheDir: the cache directory at run start', () => {
  it('in the workspace, a symlink in its place is replaced by a directory, not followed', () => {
    const ws = path.join(root, 'ws2');
    mkdirSync(path.join(ws, '.nightshift'), { recursive: true });
    const dir = path.join(ws, '.nightshift', 'cache');
    symlinkSync(outsideDir, dir);
    expect(makeCacheDir(dir, ws)).toBe(dir);
    expect(lstatSync(dir).isDirectory()).toBe(true);
    expect(readdirSync(outsideDir)).toEqual([FILE]);
  });

  it('outside the workspace, the user’s link is kept', () => {
    const ws = path.join(root, 'ws3');
    mkdirSync(ws);
    const dir = path.join(root, 'shared-cache');
    symlinkSync(outsideDir, dir);
    expect(makeCacheDir(dir, ws)).toBe(outsideDir);
  });
});

describe('codebase_search with a cache file an earlier run replaced by a symlink', () => {
  let server: ModelServer;
  beforeAll(async () => (server = await startModelServer()));
  afterAll(() => server.close());

  it('embeds afresh and appends nothing outside the workspace', async () => {
    const bed = testBed();
    bed.write({ 'src/a.ts': 'export function chargeCustomer() {}\n' });
    const dir = path.join(bed.workspace, '.nightshift', 'cache');
    const ctx = (): ToolContext => ({
      ...bed.ctx,
      readable: () => true,
      search: {
        cacheDir: dir,
        embeddings: { baseUrl: server.openaiUrl, model: 'hash-embed', apiKey: 'sk-x', keyVar: 'K' },
      },
    });
    await codebaseSearchTool.execute({ query: 'charge' }, ctx());
    const [name] = readdirSync(path.join(dir, 'embeddings'));
    const file = path.join(dir, 'embeddings', name!);
    rmSync(file);
    symlinkSync(outside, file);
    server.reset();

    const r = await codebaseSearchTool.execute({ query: 'charge' }, ctx());
    expect(r.ok).toBe(true);
    expect(r.output).toContain('src/a.ts:1');
    // Nothing came from the link: the chunk was embedded again.
    const embedded = server.requests
      .filter((q) => q.api === 'embeddings')
      .flatMap((q) => q.body.input as string[]);
    expect(embedded).toContain('export function chargeCustomer() {}');
    expect(readFileSync(outside, 'utf8')).toBe(OUTSIDE_TEXT);
    expect(lstatSync(file).isFile()).toBe(true);
    await bed.cleanup();
  });
});
