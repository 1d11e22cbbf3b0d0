import { readFileSync } from 'node:fs';

// The price catalog (@pydantic/genai-prices) ships its data as an 800 KB object literal that every
// run compiles and evaluates (~30 ms of CPU) to price its first response. The same data as JSON
// strings costs ~5 ms to parse, and well under 1 ms when only the provider a run uses is parsed. Left out: text only people read (descriptions, price comments,
// pricing pages) and the usage extractors (for extractUsage, which nightshift does not call). The
// data is the library's own, read through its API; test/model/catalog-bundle.test.ts checks that
// the bundle prices every model as the library does.
//
// Its unit table also sorts names with localeCompare at import, whose first call loads ICU's
// collation data (~7 ms); nothing else in a run collates. The names are ASCII words, for which
// code-point order is collation order: the build checks that for every name in the table, swaps
// localeCompare for a plain comparison, and fails when either no longer holds.
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
      // Each provider's models stay a JSON string until first asked for: a run prices one
      // provider's models (openai's are 7% of the data), and parsing all of them cost ~5 ms.
      const json = (value) => JSON.stringify(JSON.stringify(value));
      const heads = providers.map((provider) => omit(provider, ['models']));
      const models = providers.map((provider) => json(provider.models));
      const data = `__nsLazyModels(JSON.parse(${json(heads)}), [${models.join(',')}])`;
      const code = withoutCollation(text.slice(end + tail.length), args.path);
      const helper = lazyModels.toString().replace('lazyModels', '__nsLazyModels');
      return { contents: `const E = ${data}, J = {${code}\n${helper}\n`, loader: 'js' };
    });
  },
};

/** Defines each provider's `models` as a getter that parses its JSON once, then is a plain value. */
function lazyModels(providers, models) {
  return providers.map((provider, i) =>
    Object.defineProperty(provider, 'models', {
      configurable: true,
      enumerable: true,
      get() {
        const value = JSON.parse(models[i]);
        Object.defineProperty(provider, 'models', {
          value,
          configurable: true,
          enumerable: true,
          writable: true,
        });
        return value;
      },
    }),
  );
}

const omit = (object, keys) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** The library's code after its data, with localeCompare replaced where it orders the unit table's names. */
function withoutCollation(code, file) {
  const table = code.slice(0, code.indexOf('\nclass '));
  const names = [...new Set(table.match(/\w+/g))];
  const collated = [...names].sort((a, b) => a.localeCompare(b));
  const byCodePoint = [...names].sort(compareCodePoints);
  if (names.length < 50 || collated.join() !== byCodePoint.join())
    throw new Error(`${file}: the unit table's names no longer sort the same by code point`);
  const call = /\b([\w.]+)\.localeCompare\(([\w.]+)\)/g;
  if (code.match(call)?.length !== 2 || code.split('localeCompare').length !== 3)
    throw new Error(`${file}: localeCompare is not used where catalogAsJson expects it`);
  const helper = compareCodePoints.toString().replace('compareCodePoints', '__nsCompareCodePoints');
  return `${code.replace(call, '__nsCompareCodePoints($1, $2)')}\n${helper}\n`;
}

function compareCodePoints(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
