const SNIPPET_LINES = 12;

/** File lines [start, end) (0-based) with 1-based line numbers, cut to a dozen lines. */
export function snippet(lines: readonly string[], start: number, end: number, indent = '  '): string[] {
  const stop = Math.min(end, start + SNIPPET_LINES);
  const out = lines.slice(start, stop).map((l, i) => `${indent}${start + i + 1} | ${l}`);
  if (stop < end) out.push(`${indent}... (${end - stop} more lines)`);
  return out;
}

/** "line 5" or "lines 5-9" for the 0-based range [start, end). */
export function lineSpan(start: number, end: number): string {
  return end - start <= 1 ? `line ${start + 1}` : `lines ${start + 1}-${end}`;
}

/** A similarity (0..1) as a percentage, rounded down so 99.99% never shows as 100%. */
export function percent(similarity: number): string {
  return `${Math.floor(similarity * 1000) / 10}%`;
}
