import { baselineWasmOnly } from '../wasm-baseline.ts';
import { requireAsset } from './locate.ts';

let ready: Promise<void> | undefined;

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
