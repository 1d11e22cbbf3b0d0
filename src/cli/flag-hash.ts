import { setFlagsFromString } from 'node:v8';

/** Heap sizes the CLI's shebang may pass (scripts/build.mjs): read by V8 once, when it makes the heap. */
const HEAP_FLAGS = ['--max-semi-space-size', '--initial-old-space-size'];

/**
 * Sets the heap-size flags the process was started with back to their defaults (0), once the
 * heap they sized exists. V8 keys the code caches it accepts (Node's for its own built-in
 * modules, ours for the chunks) by a hash of the flags that differ from their defaults, and Node
 * 20's V8 hashes these: started with `--max-semi-space-size=2`, a run compiled each of the ~120
 * built-in modules it loads from source (`NODE_DEBUG_NATIVE=CODE_CACHE`: "is rejected"). With the
 * flags at their defaults again the hash is the default one, the caches are accepted, and the
 * heap keeps the sizes it was made with (the young generation stays at 2 MB semi-spaces).
 */
export function restoreFlagHash(execArgv: readonly string[] = process.execArgv): void {
  for (const flag of HEAP_FLAGS)
    if (execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`))) setFlagsFromString(`${flag}=0`);
}
