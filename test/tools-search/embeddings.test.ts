import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { searchSchema } from '../../src/config/task.ts';
import { codebaseSearchTool } from '../../src/tools/codebase-search.ts';
import { searchSettings } from '../../src/tools/codebase-search/endpoint.ts';
import type { ToolContext } from '../../src/tools/types.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { testBed, type TestBed } from '../tools-core/context.ts';

const KEY = 'sk-embed-test-0123456789abcdef';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const embeddingRequests = () => server.requests.filter((r) => r.api === 'embeddings');
/** Every text sent to be embedded, in order. */
const embeddedTexts = () => embeddingRequests().flatMap((r) => r.body.input as string[]);

/** A fresh run's context on the same workspace and cache: a new read predicate = a new index. */
function runContext(bed: TestBed, cacheDir: string): ToolContext {
  return {
    ...bed.ctx,
    readable: (rel) => rel !== 'src/denied.ts',
    search: {
      cacheDir,
      embeddings: { baseUrl: server.openaiUrl, model: 'hash-embed', apiKey: KEY, keyVar: 'EMBED_API_KEY' },
    },
  };
}

const FILES = {
  'src/billing.ts': 'export function chargeCustomer(card: Card) {\n  return gateway.charge(card);\n}\n',
  'src/mailer.ts': 'export function sendWelcomeEmail(user: User) {\n  return smtp.send(user.email);\n}\n',
  'src/denied.ts': 'export const secretWelcome = "never embedded";\n',
  'docs/notes.md': '# Notes\n\nThe welcome email goes out after signup.\n',
};

describe('codebase_search with an embeddings endpoint', () => {
  let bed: TestBed;
  let cacheDir: string;
  beforeEach(() => {
    bed = testBed();
    bed.write(FILES);
    cacheDir = path.join(bed.root, 'cache');
  });

  it('embeds each readable chunk once, fuses both rankings, and sends the key only as a header', async () => {
    const ctx = runContext(bed, cacheDir);
    const r = await codebaseSearchTool.execute({ query: 'welcome email' }, ctx);
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(
      /^\d+ results? for "welcome email" \(lexical \+ semantic, ranks fused; 3 chunks in 3 files\)/,
    );
    expect(r.output.split('\n')[2]).toMatch(/^src\/mailer\.ts:1-3 \(score 0\.0\d+\)$/);
    // 3 chunks in one batch, then the query.
    expect(embeddingRequests().map((q) => (q.body.input as string[]).length)).toEqual([3, 1]);
    expect(embeddedTexts()).not.toContainEqual(expect.stringContaining('never embedded'));
    expect(embeddedTexts().at(-1)).toBe('welcome email');
    for (const q of embeddingRequests()) {
      expect(q.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(q.body.model).toBe('hash-embed');
      expect(q.raw).not.toContain(KEY);
    }
    expect(r).toMatchObject({ embeddings: { requests: 2, inputs: 4 } });
    expect((r as { embeddings: { tokens: number } }).embeddings.tokens).toBeGreaterThan(0);
    expect(r.output).not.toContain(KEY);
  });

  it('ranks by meaning alone when no word matches: every result then comes from the vectors', async () => {
    const ctx = runContext(bed, cacheDir);
    const r = await codebaseSearchTool.execute({ query: 'xylophone' }, ctx);
    expect(r.output).toMatch(/^3 results for "xylophone" \(lexical \+ semantic/);
  });

  it('a second run on the same tree embeds nothing but the query; a changed file only its own chunks', async () => {
    await codebaseSearchTool.execute({ query: 'charge' }, runContext(bed, cacheDir));
    expect(readdirSync(path.join(cacheDir, 'embeddings'))).toHaveLength(1);
    server.reset();

    const second = await codebaseSearchTool.execute({ query: 'charge card' }, runContext(bed, cacheDir));
    expect(second.output).toContain('src/billing.ts:1-3');
    expect(embeddedTexts()).toEqual(['charge card']);
    server.reset();

    bed.write({
      'src/billing.ts': 'export function refundCustomer(card: Card) {\n  return gateway.refund(card);\n}\n',
    });
    const third = await codebaseSearchTool.execute({ query: 'refund' }, runContext(bed, cacheDir));
    expect(third.output).toContain('src/billing.ts:1-3');
    expect(embeddedTexts()).toEqual([
      'export function refundCustomer(card: Card) {\n  return gateway.refund(card);\n}',
      'refund',
    ]);
  });

  it('within one run, an edited file is re-embedded at the next call and nothing else is', async () => {
    const ctx = runContext(bed, cacheDir);
    await codebaseSearchTool.execute({ query: 'charge' }, ctx);
    server.reset();
    bed.write({ 'src/mailer.ts': 'export function sendGoodbyeEmail(user: User) {}\n' });
    await codebaseSearchTool.execute({ query: 'goodbye' }, ctx);
    expect(embeddedTexts()).toEqual(['export function sendGoodbyeEmail(user: User) {}', 'goodbye']);
  });

  it('a tampered cache can only change ranking: results show the files as they are', async () => {
    await codebaseSearchTool.execute({ query: 'charge' }, runContext(bed, cacheDir));
    const [file] = readdirSync(path.join(cacheDir, 'embeddings'));
    const cacheFile = path.join(cacheDir, 'embeddings', file!);
    writeFileSync(cacheFile, `garbage\n${'a'.repeat(64)}\t!!notbase64\nzzz\tAAAA\n`, { flag: 'a' });
    const r = await codebaseSearchTool.execute({ query: 'welcome' }, runContext(bed, cacheDir));
    expect(r.ok).toBe(true);
    expect(r.output).toContain('export function sendWelcomeEmail(user: User) {');
  });

  it('an endpoint error fails the call with the key removed, and the next call starts over', async () => {
    const ctx = runContext(bed, cacheDir);
    const failing = {
      ...ctx,
      search: {
        ...ctx.search!,
        embeddings: { ...ctx.search!.embeddings!, baseUrl: `${server.url}/nowhere/v1` },
      },
    };
    const r = await codebaseSearchTool.execute({ query: 'welcome' }, failing);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/^Error: embeddings request to 127\.0\.0\.1:\d+ failed: 404/);
    expect(r.output).not.toContain(KEY);
    // Nothing was cached and the half-built index is gone: the working endpoint embeds everything.
    const again = await codebaseSearchTool.execute({ query: 'welcome' }, ctx);
    expect(again.ok).toBe(true);
    expect(embeddedTexts()).toHaveLength(4);
  });
});

describe('search settings: the key goes only where it belongs', () => {
  const ws = '/tmp/ws';
  const settings = (embeddings: Record<string, unknown>, env: Record<string, string>) =>
    searchSettings(searchSchema.parse({ embeddings }), ws, env);

  it('sends OPENAI_API_KEY to api.openai.com only', () => {
    expect(
      settings({ model: 'text-embedding-3-small' }, { OPENAI_API_KEY: 'sk-o' }).embeddings,
    ).toMatchObject({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-o',
      keyVar: 'OPENAI_API_KEY',
    });
    expect(() =>
      settings({ model: 'm', base_url: 'https://embed.example.com/v1' }, { OPENAI_API_KEY: 'sk-o' }),
    ).toThrow(
      /search\.embeddings\.base_url https:\/\/embed\.example\.com\/v1 is not api\.openai\.com, so OPENAI_API_KEY is not sent there.*\nsearch:\n {2}embeddings:\n {4}api_key_env: MY_SERVER_API_KEY$/s,
    );
  });

  it('sends a named variable to its server, and nothing to a loopback server', () => {
    expect(
      settings(
        { model: 'm', base_url: 'https://embed.example.com/v1', api_key_env: 'EMBED_API_KEY' },
        { EMBED_API_KEY: 'k1', OPENAI_API_KEY: 'sk-o' },
      ).embeddings,
    ).toMatchObject({ apiKey: 'k1', keyVar: 'EMBED_API_KEY' });
    expect(
      settings(
        { model: 'nomic-embed-text', base_url: 'http://localhost:11434/v1' },
        { OPENAI_API_KEY: 'sk-o' },
      ).embeddings?.apiKey,
    ).toBe('none');
    expect(() => settings({ model: 'm', api_key_env: 'EMBED_API_KEY' }, {})).toThrow(ConfigError);
  });

  it('refuses a key variable that does not look like a secret, and a cache over the workspace or in .git', () => {
    expect(() => searchSchema.parse({ embeddings: { model: 'm', api_key_env: 'HOME' } })).toThrow(
      /treats as a secret/,
    );
    expect(() => searchSettings(searchSchema.parse({ cache_dir: '.' }), ws, {})).toThrow(
      /is the workspace or holds it/,
    );
    expect(() => searchSettings(searchSchema.parse({ cache_dir: '..' }), ws, {})).toThrow(/holds it/);
    expect(() => searchSettings(searchSchema.parse({ cache_dir: '.git/cache' }), ws, {})).toThrow(
      /inside \.git/,
    );
    expect(searchSettings(searchSchema.parse({}), ws, {})).toEqual({ cacheDir: '/tmp/ws/.nightshift/cache' });
  });
});
