import { baselineWasmOnly } from '../wasm-baseline.ts';

/**
 * Loads Node's fetch implementation (undici, ~1 MB of built-in modules), which Node otherwise
 * loads with the first model request, and keeps its HTTP parser on V8's baseline compiler.
 * undici starts compiling that parser (WebAssembly) as it loads; V8 creates the module's code in
 * a later task and reads the tiering flags then, so flags set in this same tick still hold for
 * it. Set any later (at the first command, say) they came too late for it.
 */
export function warmFetch(): void {
  new Headers();
  baselineWasmOnly();
}
