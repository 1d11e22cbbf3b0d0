import { setFlagsFromString } from 'node:v8';
import { warmFetch } from '../model/warm-fetch.ts';

// The runner starts the action as `node dist/index.js`, without the CLI's --max-semi-space-size=2,
// and V8 sets its young generation's limit at start-up only: left to grow (to 16 MB semi-spaces),
// a 40-turn action run peaked ~9 MB higher. A growth factor of 1 keeps the young generation at the
// size it has now, for the rest of the process.
//
// dist/index.js imports this module first and the action second (scripts/build.mjs). ES modules
// load and link the whole graph before evaluating any of it, so Node has already compiled every
// built-in module the action imports: any V8 flag set at run time changes V8's flag hash, and
// Node compiles each built-in loaded afterwards from source instead of its code cache (~2× the
// CPU). Fetch's undici, which Node loads lazily (~1 MB of built-ins), is loaded here for the same
// reason, with the flags that keep its HTTP parser on V8's baseline compiler (warm-fetch.ts);
// every action run makes model requests with it.
warmFetch();
setFlagsFromString('--semi-space-growth-factor=1');
