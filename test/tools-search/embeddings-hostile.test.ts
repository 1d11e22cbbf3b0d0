import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Embedder, EmbeddingsError } from '../../src/tools/codebase-search/embedder.ts';

/**
 * The embeddings endpoint is a model server too: a misbehaving one, or a proxy, must not get the
 * workspace's chunks re-sent wherever it redirects, nor crash the tool with a body of the wrong
 * shape. Two loopback servers: `other` must never see a request.
 */
const KEY = 'sk-embed-hostile-5c0ffee';
let answer: (url: string, res: import('node:http').ServerResponse) => void;
let otherHits = 0;
let server: Server;
let other: Server;
const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  other = createServer((req, res) => {
    otherHits++;
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: [{ index: 0, embedding: [1, 0] }], usage: { prompt_tokens: 1 } }));
  });
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(req.url ?? '', res));
  });
  await Promise.all([server, other].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
});
afterAll(() => {
  server.close();
  other.close();
});

const embed = () =>
  new Embedder({ baseUrl: `${url(server)}/v1`, model: 'm', apiKey: KEY }).embed(
    ['export const secretChunk = 1;'],
    new AbortController().signal,
    { requests: 0, inputs: 0, tokens: 0 },
  );

describe('the embeddings client against a hostile server', () => {
  it.each([301, 302, 307, 308])('does not follow a %i redirect to another host', async (status) => {
    otherHits = 0;
    answer = (_url, res) => {
      res.writeHead(status, { location: `${url(other)}/v1/embeddings` });
      res.end();
    };
    await expect(embed()).rejects.toThrow(EmbeddingsError);
    await expect(embed()).rejects.toThrow(/redirect/i);
    expect(otherHits).toBe(0);
  });

  it.each([
    ['no data', {}],
    ['data not a list', { data: { index: 0 } }],
    ['an embedding that is no list', { data: [{ index: 0, embedding: 'x' }] }],
    ['an index that is no number', { data: [{ index: '0', embedding: [1] }] }],
  ])('refuses a body with %s, saying what it lacks', async (_name, body) => {
    answer = (_url, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    await expect(embed()).rejects.toThrow(/no list of embeddings/);
  });
});
