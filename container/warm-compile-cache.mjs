// Fills the image's compile cache at build time (Dockerfile): every chunk a command can load is
// compiled once into dist/.cache, so the first `docker run` starts warm. It runs as the image's
// user, for whom Node keys the entries; the Dockerfile then hands the cache to root, the owner of
// the code beside it, and the user can read it but not write it: the CLI uses it only while that
// holds (src/cli/compile-cache.ts).
//   node warm-compile-cache.mjs /opt/nightshift/dist
import { readdirSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(process.argv[2] ?? '');
process.umask(0o022);
const { status, message } = module.enableCompileCache(path.join(dist, '.cache'));
if (status !== module.constants.compileCacheStatus.ENABLED) throw new Error(`compile cache: ${message}`);
// Importing the action's entry chunks would run the action; every other chunk only defines.
const entries = new Set(['action.js', 'young-generation.js']);
for (const file of readdirSync(path.join(dist, 'chunks')).sort()) {
  if (file.endsWith('.js') && !entries.has(file))
    await import(pathToFileURL(path.join(dist, 'chunks', file)).href);
}
module.flushCompileCache();
console.log(`compile cache: ${readdirSync(path.join(dist, '.cache'), { recursive: true }).length} entries`);
