import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { makeFixture } from '../support/run-fixture.ts';

const MODEL_KEY = 'sk-model-loopback-1f2e3d4c';
const EMBED_KEY = 'sk-embed-loopback-9a8b7c6d';
let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const env = { ...process.env, OPENAI_API_KEY: MODEL_KEY, EMBED_API_KEY: EMBED_KEY };
/** The loopback server as the task's model, through the real OpenAI SDK. */
const model = () => ({
  provider: 'openai',
  name: 'gpt-4.1',
  base_url: server.openaiUrl,
  api_key_env: 'OPENAI_API_KEY',
});

describe('codebase_search in a whole run through the real loop and SDKs', () => {
  it('searches with embeddings, records the usage, keeps keys and denied files out, and reuses the cache', async () => {
    const fx = makeFixture({
      files: {
        'src/invoice.ts':
          'export function renderInvoicePdf(order: Order) {\n  return pdf.render(order.lines);\n}\n',
        'src/cart.ts': 'export function addToCart(item: Item) {\n  cart.push(item);\n}\n',
        '.env': 'INVOICE_PDF_TOKEN=invoice-pdf-secret-value\n',
      },
      task: {
        mode: 'ask',
        model: model(),
        search: {
          embeddings: { base_url: server.openaiUrl, model: 'hash-embed', api_key_env: 'EMBED_API_KEY' },
        },
        pr: { enabled: false },
      },
    });
    const script = () =>
      server.reply(
        { toolCalls: [{ id: 'call_s', name: 'codebase_search', args: { query: 'invoice pdf token' } }] },
        { toolCalls: [{ id: 'call_c', name: 'attempt_completion', args: { result: 'Found it.' } }] },
      );

    script();
    const first = await runTask({ taskFile: fx.taskFile, env });
    expect(first).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(verifyAuditLog(first.auditLog).ok).toBe(true);
    const result = fx.events(first.auditLog).find((e) => e.type === 'tool.result' && e.call_id === 'call_s');
    expect(result).toMatchObject({ ok: true, embeddings: { requests: 2, inputs: 3 } });
    expect(result?.output).toMatch(
      /^2 results for "invoice pdf token" \(lexical \+ semantic, ranks fused; 2 chunks in 2 files\):\n\nsrc\/invoice\.ts:1-3 /,
    );
    const log = readFileSync(first.auditLog, 'utf8');
    expect(log).not.toContain(EMBED_KEY);
    expect(log).not.toContain('invoice-pdf-secret-value');

    // The embeddings key goes to the embeddings endpoint only, as a header; the model's key stays with the model.
    const embeds = server.requests.filter((r) => r.api === 'embeddings');
    expect(embeds.flatMap((r) => r.body.input as string[]).join('\n')).not.toContain('secret-value');
    for (const r of embeds) expect(r.headers.authorization).toBe(`Bearer ${EMBED_KEY}`);
    for (const r of server.requests.filter((q) => q.api === 'openai')) {
      expect(r.headers.authorization).toBe(`Bearer ${MODEL_KEY}`);
      expect(r.raw).not.toContain(EMBED_KEY);
    }
    // The cache is nightshift's, not the repository's: git does not see it.
    expect(fx.git('status', '--porcelain', '--untracked-files=all')).not.toContain('.nightshift/cache');

    server.reset();
    script();
    const second = await runTask({ taskFile: fx.taskFile, env });
    expect(second.exitCode).toBe(0);
    const again = fx.events(second.auditLog).find((e) => e.type === 'tool.result' && e.call_id === 'call_s');
    // Same commit, same files: only the query is embedded.
    expect(again).toMatchObject({ ok: true, embeddings: { requests: 1, inputs: 1 } });
    expect(server.requests.filter((r) => r.api === 'embeddings').map((r) => r.body.input)).toEqual([
      ['invoice pdf token'],
    ]);
  });

  it('a run whose embeddings endpoint may not get a key stops before any model call', async () => {
    const fx = makeFixture({
      task: {
        model: model(),
        search: { embeddings: { base_url: 'https://embeddings.example.com/v1', model: 'm' } },
      },
    });
    await expect(runTask({ taskFile: fx.taskFile, env })).rejects.toThrow(
      /search\.embeddings: search\.embeddings\.base_url https:\/\/embeddings\.example\.com\/v1 is not api\.openai\.com, so OPENAI_API_KEY is not sent there/,
    );
    expect(server.requests).toHaveLength(0);
  });
});
