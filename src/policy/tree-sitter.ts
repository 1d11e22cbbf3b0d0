import { setFlagsFromString } from 'node:v8';
import { Parser } from 'web-tree-sitter';
import { requireAsset } from './locate.ts';

let ready: Promise<void> | undefined;

/**
 * Starts web-tree-sitter's runtime, once per process, for the shell analyzer and the code
 * definition grammars alike.
 *
 * Liftoff (V8's baseline WebAssembly compiler) only: otherwise V8 recompiles the grammars' hot
 * parse functions with TurboFan on background threads, which cost a run ~1 s of CPU and, on
 * Node 24, hundreds of MB of peak RSS, for parses of command lines that take well under a
 * millisecond either way (docs/performance.md). V8 reads the flags when it compiles a module, so
 * setting them before the runtime, the first module nightshift compiles, is enough. Node 24
 * ignores `--liftoff-only` set at run time (its implications are resolved at start-up only), so
 * tier-up and dynamic tiering are switched off by name too. Set here rather than on the command
 * line because any V8 flag changes V8's flag hash, and Node then compiles every built-in module
 * loaded afterwards from source instead of its code cache (~2× the CPU): see warmFetch() in
 * run/wire.ts.
 */
export function initTreeSitter(): Promise<void> {
  ready ??= (async () => {
    for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
      setFlagsFromString(flag);
    const runtime = requireAsset('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
    await Parser.init({ locateFile: () => runtime });
  })().catch((err: unknown) => {
    ready = undefined;
    throw err;
  });
  return ready;
}
