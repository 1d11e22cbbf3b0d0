import { setFlagsFromString } from 'node:v8';
import { requireAsset } from './locate.ts';

let ready: Promise<void> | undefined;
let flagsSet = false;

/**
 * Liftoff (V8's baseline WebAssembly compiler) only, for the rest of the process: otherwise V8
 * recompiles hot WebAssembly functions with TurboFan on background threads — the grammars' parse
 * functions, and fetch's HTTP parser (undici's llhttp) — which cost a run ~1 s of CPU and, on
 * Node 24, hundreds of MB of peak RSS (a 5-turn run: +60 ms and +14 MB from llhttp alone), for
 * work that takes well under a millisecond either way (docs/performance.md). V8 reads the flags
 * when it compiles a module, so they must be set before the first one. Node 24 ignores
 * `--liftoff-only` set at run time (its implications are resolved at start-up only), so tier-up
 * and dynamic tiering are switched off by name too. Set here rather than on the command line
 * because any V8 flag changes V8's flag hash, and Node then compiles every built-in module
 * loaded afterwards from source instead of its code cache (~2× the CPU): see warmFetch() in
 * run/wire.ts, which loads fetch's modules before this is called.
 */
export function baselineWasmOnly(): void {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
    setFlagsFromString(flag);
}

/**
 * Starts web-tree-sitter's runtime, once per process, for the shell analyzer and the code
 * definition grammars alike, with baselineWasmOnly's flags.
 */
export function initTreeSitter(): Promise<void> {
  ready ??= (async () => {
    baselineWasmOnly();
    const runtime = requireAsset('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
    const { Parser } = await import('web-tree-sitter');
    await Parser.init({ locateFile: () => runtime });
  })().catch((err: unknown) => {
    ready = undefined;
    throw err;
  });
  return ready;
}
