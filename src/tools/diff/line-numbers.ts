import type { DiffBlock } from './parse-blocks.ts';

/** read_file's prefix ("  12 | text"), which models sometimes copy into SEARCH/REPLACE text. */
const PREFIX_RE = /^\s*(\d+) \|(?: |$)/;

/**
 * Removes read_file line-number prefixes copied into a block. SEARCH counts as copied with them
 * when most of its lines carry one, the numbers run on line by line (a line the model sent
 * without its prefix, such as a blank one, keeps its place in the count), and the text as sent is
 * not in the file (`inFile`). Then every prefixed REPLACE line loses its prefix too, and the
 * numbers give the block its :start_line: when it has none, which picks between identical matches.
 */
export function stripLineNumbers(
  block: DiffBlock,
  inFile: (search: readonly string[]) => boolean,
): DiffBlock {
  const first = firstLineNumber(block.search);
  if (first === undefined || inFile(block.search)) return block;
  const strip = (lines: string[]) => lines.map((l) => l.replace(PREFIX_RE, ''));
  return {
    ...block,
    startLine: block.startLine ?? first,
    search: strip(block.search),
    replace: strip(block.replace),
  };
}

/** The file line SEARCH starts at, when its lines are numbered the way read_file numbers them. */
function firstLineNumber(lines: readonly string[]): number | undefined {
  let first: number | undefined;
  let numbered = 0;
  for (const [i, line] of lines.entries()) {
    const prefix = PREFIX_RE.exec(line);
    if (!prefix) continue;
    const start = Number(prefix[1]) - i;
    if (first !== undefined && start !== first) return undefined;
    first = start;
    numbered++;
  }
  return first !== undefined && first >= 1 && numbered * 2 > lines.length ? first : undefined;
}
