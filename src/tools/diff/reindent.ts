import { indentOf } from './normalize.ts';

/**
 * Moves replacement lines from the search block's indentation to the matched lines' indentation,
 * keeping each line's indentation relative to the block. Used when the match ignored indentation.
 */
export function reindent(
  replace: readonly string[],
  search: readonly string[],
  matched: readonly string[],
): string[] {
  const from = baseIndent(search);
  const to = baseIndent(matched);
  if (from === to) return [...replace];
  return replace.map((line) => {
    if (line.trim() === '') return '';
    if (line.startsWith(from)) return to + line.slice(from.length);
    // Less indented than the search block's first line: keep what it has beyond the common part.
    const own = indentOf(line);
    return to.slice(0, Math.max(0, to.length - (from.length - own.length))) + line.slice(own.length);
  });
}

function baseIndent(lines: readonly string[]): string {
  const first = lines.find((line) => line.trim() !== '');
  return first === undefined ? '' : indentOf(first);
}
