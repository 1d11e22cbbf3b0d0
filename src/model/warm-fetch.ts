/**
 * Loads Node's fetch implementation (undici, ~1 MB of built-in modules), which Node otherwise
 * loads with the first model request. Cheap once loaded.
 */
export function warmFetch(): void {
  new Headers();
}
