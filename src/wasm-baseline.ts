import { setFlagsFromString } from 'node:v8';

let flagsSet = false;

/**
 * Liftoff (V8's baseline WebAssembly compiler) only, for the rest of the process: otherwise V8
 * recompiles hot WebAssembly functions with TurboFan on background threads — fetch's HTTP parser
 * (undici's llhttp: its 29 KB parse function took 200–500 ms of CPU and 24 MB of peak memory in a
 * 5-turn run) and the grammars' parse functions — for work that takes well under a millisecond
 * either way (docs/performance.md). V8 reads the flags when it creates a module's code, so they
 * must be set before that. Node 24 ignores `--liftoff-only` set at run time (its implications
 * are resolved at start-up only), so tier-up and dynamic tiering are switched off by name too.
 * Set here rather than on the command line because any V8 flag changes V8's flag hash, and Node
 * then compiles every built-in module loaded afterwards from source instead of its code cache
 * (~2× the CPU): warmFetch() loads fetch's modules first and calls this in the same tick.
 */
export function baselineWasmOnly(): void {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
    setFlagsFromString(flag);
}
