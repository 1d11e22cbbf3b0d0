/**
 * Keeps the head and the tail of a long text, with a marker that says how much was left out.
 * Sizes are in bytes of UTF-8, the unit providers bill and limit.
 */
export function truncateHeadTail(
  text: string,
  maxBytes: number,
  hint = '',
): { text: string; omitted: number } {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return { text, omitted: 0 };
  const headBytes = Math.floor(maxBytes * 0.4);
  const tailBytes = maxBytes - headBytes;
  const head = buf
    .subarray(0, headBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  const tail = buf
    .subarray(buf.length - tailBytes)
    .toString('utf8')
    .replace(/^\uFFFD/, '');
  const omitted = buf.length - headBytes - tailBytes;
  const marker = `\n[... ${omitted} bytes omitted${hint ? `; ${hint}` : ''} ...]\n`;
  return { text: head + marker + tail, omitted };
}

/** Default cap on any single tool output sent to the model. */
export const MAX_TOOL_OUTPUT_BYTES = 50_000;
