import { setFlagsFromString } from 'node:v8';
import { Parser } from 'web-tree-sitter';
import { requireAsset } from './locate.ts';

let ready: Promise<void> | undefined;

/**
 * Starts web-tree-sitter's runtime, once per process, for the shell analyzer and the code
 * definition grammars alike.
 *
 * Liftoff (V8's baseline WebAssembly compiler) only: otherwise V8 recompiles the grammars' hot
 * parse functions with TurboFan on background threads, which cost a run ~1.3 s of CPU and ~50 MB
 * of peak RSS for parses of command lines that take well under a millisecond either way
 * (docs/performance.md). V8 reads the flag when it compiles a module, so setting it before the
 * runtime, the first module nightshift compiles, is enough.
 */
export function initTreeSitter(): Promise<void> {
  ready ??= (async () => {
    setFlagsFromString('--liftoff-only');
    const runtime = requireAsset('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
    await Parser.init({ locateFile: () => runtime });
  })().catch((err: unknown) => {
    ready = undefined;
    throw err;
  });
  return ready;
}
