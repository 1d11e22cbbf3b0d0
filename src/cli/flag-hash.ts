/** Heap sizes the CLI's shebang may pass (scripts/build.mjs): read by V8 once, when it makes the heap. */
const HEAP_FLAGS = ['--max-semi-space-size', '--initial-old-space-size'];

/** The heap-size flags among Node's own arguments. */
export function heapFlagsGiven(execArgv: readonly string[] = process.execArgv): string[] {
  return HEAP_FLAGS.filter((flag) => execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`)));
}

/**
 * Sets the heap-size flags the process was started with back to their defaults (0), once the
 * heap they sized exists. V8 keys the code caches it accepts (Node's for its own built-in
 * modules, ours for the chunks) by a hash of the flags that differ from their defaults: started
 * with them, a run compiled each of the ~120 built-in modules it loads from source
 * (`NODE_DEBUG_NATIVE=CODE_CACHE`: "is rejected"; Node 20's V8 hashes both flags, Node 24's the
 * second). With the flags at their defaults again the hash is the default one, the caches are
 * accepted, and the heap keeps the sizes it was made with (2 MB semi-spaces, a 32 MB first
 * old-generation limit). `setFlags` is node:v8's setFlagsFromString, which its caller loads.
 */
export function restoreFlagHash(
  setFlags: (flags: string) => void,
  execArgv: readonly string[] = process.execArgv,
): void {
  for (const flag of heapFlagsGiven(execArgv)) setFlags(`${flag}=0`);
}
