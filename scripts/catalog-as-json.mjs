import { readFileSync } from 'node:fs';

// The price catalog (@pydantic/genai-prices) ships its data as an 800 KB object literal that every
// run compiles and evaluates (~30 ms of CPU) to price its first response. The same data as a JSON
// string costs ~5 ms to parse. Left out: text only people read (descriptions, price comments,
// pricing pages) and the usage extractors (for extractUsage, which nightshift does not call). The
// data is the library's own, read through its API; test/model/catalog-bundle.test.ts checks that
// the bundle prices every model as the library does.
const GENAI_PRICES = /[\\/]@pydantic[\\/]genai-prices[\\/]dist[\\/]index\.js$/;
export const catalogAsJson = {
  name: 'catalog-as-json',
  setup(b) {
    b.onLoad({ filter: GENAI_PRICES }, async (args) => {
      const text = readFileSync(args.path, 'utf8');
      const head = 'const E = [\n';
      const tail = '\n], J = {';
      const end = text.indexOf(tail);
      if (!text.startsWith(head) || end < 0 || text.indexOf(tail, end + 1) >= 0)
        throw new Error(`${args.path}: the catalog's data literal is not where catalogAsJson expects it`);
      const { waitForUpdate } = await import('@pydantic/genai-prices');
      const providers = (await waitForUpdate()).map((provider) => ({
        ...omit(provider, ['description', 'price_comments', 'pricing_urls', 'extractors']),
        models: provider.models.map((model) => omit(model, ['description', 'price_comments'])),
      }));
      const data = `JSON.parse(${JSON.stringify(JSON.stringify(providers))})`;
      return { contents: `const E = ${data}, J = {${text.slice(end + tail.length)}`, loader: 'js' };
    });
  },
};

const omit = (object, keys) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
