import { build } from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as library from '@pydantic/genai-prices';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript without types
import { catalogAsJson } from '../../scripts/catalog-as-json.mjs';
import { ROOT } from '../support/run-fixture.ts';

type Catalog = Pick<typeof library, 'calcPrice' | 'findProvider' | 'waitForUpdate'>;

/** The library as the bundle has it: its data literal swapped for JSON by the build's plugin. */
async function bundledCatalog(): Promise<{ catalog: Catalog; code: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-catalog-'));
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, "export { calcPrice, findProvider, waitForUpdate } from '@pydantic/genai-prices';\n");
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: path.join(dir, 'out.mjs'),
    nodePaths: [path.join(ROOT, 'node_modules')],
    plugins: [catalogAsJson],
    logLevel: 'silent',
  });
  const out = path.join(dir, 'out.mjs');
  return { catalog: (await import(pathToFileURL(out).href)) as Catalog, code: readFileSync(out, 'utf8') };
}

// nightshift's four token counts, and a usage that spans many units (the calculation orders them).
const usages: Record<string, number>[] = [
  { input_tokens: 312_345, output_tokens: 7_890, cache_read_tokens: 1_000, cache_write_tokens: 500 },
  {
    input_tokens: 40_000,
    input_audio_tokens: 3_000,
    input_image_tokens: 2_000,
    cache_read_tokens: 6_000,
    cache_audio_read_tokens: 1_000,
    output_tokens: 9_000,
    output_audio_tokens: 700,
    output_reasoning_tokens: 4_000,
    requests: 1,
    web_searches: 2,
  },
];

/** What a price calculation gives: the price and context window, or the error it throws. */
function calcOrError(
  catalog: Catalog,
  usage: Record<string, number>,
  model: string,
  provider?: library.Provider,
) {
  try {
    const r = catalog.calcPrice(usage, model, { provider });
    return (
      r && {
        total: r.total_price,
        input: r.input_price,
        output: r.output_price,
        context: r.model.context_window,
      }
    );
  } catch (err) {
    return (err as Error).message;
  }
}

describe('the price catalog in the bundle (scripts/catalog-as-json.mjs)', () => {
  it('is JSON, not an object literal, and prices every model of every provider as the library does', async () => {
    const { catalog, code } = await bundledCatalog();
    // Booleans: a failure must not print 800 KB of code.
    expect(/= __nsLazyModels\(JSON\.parse\(['"]\[\{/.test(code)).toBe(true);
    expect(code.includes('pricing_urls')).toBe(false);
    expect(code.includes('localeCompare')).toBe(false);

    // A provider's models are parsed when first read, once.
    const groq = catalog.findProvider({ providerId: 'groq' });
    expect(typeof Object.getOwnPropertyDescriptor(groq, 'models')?.get).toBe('function');
    const models = groq?.models;
    expect(models?.length).toBeGreaterThan(3);
    expect(Object.getOwnPropertyDescriptor(groq, 'models')?.value).toBe(models);
    expect(groq?.models).toBe(models);

    const providers = await library.waitForUpdate();
    expect(providers?.length).toBeGreaterThan(20);
    let priced = 0;
    for (const provider of providers ?? []) {
      const ours = catalog.findProvider({ providerId: provider.id });
      expect(ours?.id).toBe(provider.id);
      expect(
        catalog.findProvider({ providerApiUrl: `https://${provider.api_pattern.replace(/\\/g, '')}` })?.id,
      ).toBe(
        library.findProvider({ providerApiUrl: `https://${provider.api_pattern.replace(/\\/g, '')}` })?.id,
      );
      for (const model of provider.models) {
        for (const usage of usages) {
          const expected = calcOrError(library, usage, model.id, provider);
          expect(calcOrError(catalog, usage, model.id, ours), `${provider.id} ${model.id}`).toEqual(expected);
          if (expected && typeof expected === 'object') priced++;
        }
        expect(catalog.findProvider({ modelId: model.id })?.id).toBe(
          library.findProvider({ modelId: model.id })?.id,
        );
      }
    }
    expect(priced).toBeGreaterThan(1000);
  });
});
