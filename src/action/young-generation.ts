import { setFlagsFromString } from 'node:v8';
import { warmFetch } from '../model/warm-fetch.ts';

// The runner starts the action as `node dist/index.js`, without the CLI's --max-semi-space-size=2,
// and V8 sets its young generation's limit at start-up only: left to grow (to 16 MB semi-spaces),
// a 40-turn action run peaked ~9 MB higher. A growth factor of 1 keeps the young generation at the
// size it has now, for the rest of the process.
//
// dist/index.js imports this module first and the action second (scripts/build.mjs). The action's
// entry (main.ts) imports almost nothing statically and loads the action with import(), so this
// runs before the action's modules load: held only after they had (ES modules load and link the
// whole static graph before evaluating any of it), the young generation had already grown to 4 MB
// semi-spaces, and a 40-turn run peaked ~4 MB higher. Fetch's undici, which Node loads lazily
// (~1 MB of built-ins), is loaded here first, with the flags that keep its HTTP parser on V8's
// baseline compiler (warm-fetch.ts; every action run makes model requests with it): loading it
// grows the young generation to the CLI's 2 MB semi-spaces, where it is held. Those flags change
// V8's flag hash, so the built-in modules the action loads afterwards (~12) compile from source
// instead of Node's code cache; that cost was within the noise of 7 alternating pairs.
warmFetch();
setFlagsFromString('--semi-space-growth-factor=1');
