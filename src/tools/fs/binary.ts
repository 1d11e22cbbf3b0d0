/** How many leading bytes are sniffed for a NUL byte, like git and ripgrep do. */
export const BINARY_SNIFF_BYTES = 8192;

/** Offset of the first NUL byte in the sniffed prefix, or -1 for text. */
export function binaryOffset(head: Uint8Array): number {
  const limit = Math.min(head.length, BINARY_SNIFF_BYTES);
  const at = head.indexOf(0);
  return at !== -1 && at < limit ? at : -1;
}
