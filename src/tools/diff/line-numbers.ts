import type { DiffBlock } from './parse-blocks.ts';

/** read_file's prefix ("  12 | text"), which models sometimes copy into SEARCH/REPLACE text. */
const PREFIX_RE = /^\s*\d+ \|(?: |$)/;

/**
 * Removes read_file line-number prefixes from a block when every SEARCH line carries one (and
 * from REPLACE when every one of its lines does too); a file whose lines all look like that is rare.
 */
export function stripLineNumbers(block: DiffBlock): DiffBlock {
  if (!allNumbered(block.search)) return block;
  const strip = (lines: string[]) => lines.map((l) => l.replace(PREFIX_RE, ''));
  return {
    ...block,
    search: strip(block.search),
    replace: allNumbered(block.replace) ? strip(block.replace) : block.replace,
  };
}

function allNumbered(lines: string[]): boolean {
  return lines.length > 0 && lines.every((l) => PREFIX_RE.test(l));
}
