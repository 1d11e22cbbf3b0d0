// The `nightshift` bin (dist/nightshift.cjs): CommonJS, so that Node starts it without its ES
// module loader. The shebang's heap flags change the hash V8 keys code caches by, and every
// built-in module Node compiles before they are set back (flag-hash.ts) compiles from source: for
// an ES module entry that is the module loader itself and more (~30 modules, ~15 ms of every
// start). Here `--version` is answered with none of it, and everything else sets the flags back
// first, then loads the CLI (dist/cli.js), whose module loader then compiles from the cache.
import { restoreFlagHash } from './flag-hash.ts';
import { isVersionRequest } from './version-args.ts';
import { printSync } from './print-sync.ts';

declare const NIGHTSHIFT_VERSION: string;

if (isVersionRequest(process.argv.slice(2))) printSync(`${NIGHTSHIFT_VERSION}\n`);
else {
  // Loaded only here (no import): `--version` needs none of node:v8 and the streams it loads.
  restoreFlagHash(process.getBuiltinModule('node:v8').setFlagsFromString);
  // @ts-expect-error dist/cli.js, beside the built launcher; no module of the sources.
  void import('./cli.js');
}
