// The models the README, action.yml, docs and examples name work out of the box: the catalog prices
// them (so the built-in policies' cost limit holds), and the installed Anthropic SDK does not warn,
// as it does on every request to a deprecated model.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProvider } from '../../src/model/create-provider.ts';
import { priceFor } from '../../src/model/pricing.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { ROOT } from '../support/run-fixture.ts';
import { request } from './helpers.ts';

function texts(rel: string): string[] {
  const full = path.join(ROOT, rel);
  try {
    return readdirSync(full).flatMap((entry) => texts(path.join(rel, entry)));
  } catch {
    return /\.(md|ya?ml)$/.test(rel) ? [readFileSync(full, 'utf8')] : [];
  }
}
const docs = ['README.md', 'action.yml', 'docs', 'examples'].flatMap((rel) => texts(rel));
const named = (pattern: RegExp) => [
  ...new Set(docs.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!))),
];
const claude = named(/\b(claude-[a-z0-9.-]*[a-z0-9])/g);
const gpt = named(/\b((?:gpt-|o[1-9]-?)[a-z0-9.-]*[a-z0-9])\b/g);

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

/** The warnings the real SDK prints for one request to `name`. */
async function sdkWarnings(name: string): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    server.reply({ text: 'ok' });
    const provider = createProvider(
      { provider: 'anthropic', name, max_output_tokens: 64 },
      { ANTHROPIC_API_KEY: 'sk-ant-test' },
      { baseUrl: server.url, stream: false },
    );
    await provider.complete(request([{ role: 'user', content: 'hi' }]), new AbortController().signal);
    return warn.mock.calls.map((args) => args.join(' '));
  } finally {
    warn.mockRestore();
  }
}

describe('the models the documentation names', () => {
  it('are found (the default and an OpenAI one at least)', () => {
    expect(claude).toContain('claude-sonnet-5');
    expect(gpt).toContain('gpt-5.5');
  });

  it.each([...claude.map((n) => ['anthropic', n]), ...gpt.map((n) => ['openai', n])])(
    '%s:%s has a price',
    (p, n) => expect(priceFor(p, n)).toBeDefined(),
  );

  it.each(claude)('%s is not deprecated in the installed Anthropic SDK', async (name) => {
    expect(await sdkWarnings(name)).toEqual([]);
  });

  it('a deprecated model is caught the same way', async () => {
    expect((await sdkWarnings('claude-sonnet-4-5')).join('\n')).toMatch(/deprecated/);
  });
});
