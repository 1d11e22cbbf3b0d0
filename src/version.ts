import { readFileSync } from 'node:fs';

/** Set by the bundler (scripts/build.mjs); from package.json when running from source. */
declare const NIGHTSHIFT_VERSION: string | undefined;

export const VERSION: string =
  typeof NIGHTSHIFT_VERSION === 'string'
    ? NIGHTSHIFT_VERSION
    : (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
        .version;
