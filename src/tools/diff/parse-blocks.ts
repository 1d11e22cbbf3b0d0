import { toLf } from './text-doc.ts';

/** One SEARCH/REPLACE block of an apply_diff call. */
export interface DiffBlock {
  /** 1-based position of the block in the diff. */
  index: number;
  /** Line of the diff where the block starts, for error messages. */
  diffLine: number;
  /** 1-based line of the original file where the search text starts, when given. */
  startLine?: number;
  search: string[];
  replace: string[];
}

export const DIFF_FORMAT_HELP = [
  'Expected one or more blocks of exactly this form:',
  '<<<<<<< SEARCH',
  ':start_line:42      (optional: line of the file where the search text starts)',
  '-------             (optional separator after :start_line:)',
  '[exact lines to find, including whitespace and indentation]',
  '=======',
  '[lines to put in their place]',
  '>>>>>>> REPLACE',
  'If the file itself contains a marker line, escape it in the block with a backslash:',
  '\\<<<<<<< SEARCH, \\=======, \\>>>>>>> REPLACE, \\-------, also \\<<<<<<< HEAD and \\>>>>>>> branch',
  ':start_line: and :end_line: belong before the search text, never in the replacement.',
].join('\n');

export class DiffFormatError extends Error {
  override name = 'DiffFormatError';
}

const SEARCH_RE = /^<{7} SEARCH>?\s*$/;
const DIVIDER_RE = /^={7}\s*$/;
const REPLACE_RE = /^>{7} REPLACE\s*$/;
const SEPARATOR_RE = /^-{7}\s*$/;
const START_LINE_RE = /^:start_line:\s*(\d+)\s*$/;
const END_LINE_RE = /^:end_line:\s*(\d+)\s*$/;
/**
 * A backslash before a marker means the file's own text, not a marker: the diff markers and the
 * merge-conflict lines that resemble them (`\<<<<<<< HEAD`, `\>>>>>>> feature`, `\=======`).
 */
const ESCAPED_RE = /^\\(<{7}|={7}|>{7}|-{7}|:start_line:|:end_line:)/;
/** A line hint is part of the SEARCH header; in REPLACE it would be written into the file. */
const LINE_HINT_RE = /^\s*:(start|end)_line:/;

type State = 'outside' | 'header' | 'search' | 'replace';

/** Parses a multi SEARCH/REPLACE diff (Roo Code's format), or throws a DiffFormatError. */
export function parseDiffBlocks(diff: string): DiffBlock[] {
  const lines = toLf(diff).split('\n');
  const blocks: DiffBlock[] = [];
  let state = 'outside' as State;
  let current: DiffBlock | undefined;
  const fail = (lineNo: number, what: string): never => {
    throw new DiffFormatError(`Invalid diff at line ${lineNo}: ${what}\n\n${DIFF_FORMAT_HELP}`);
  };

  for (const [i, line] of lines.entries()) {
    const lineNo = i + 1;
    const isSearch = SEARCH_RE.test(line);
    const isDivider = DIVIDER_RE.test(line);
    const isReplace = REPLACE_RE.test(line);
    switch (state) {
      case 'outside':
        if (isSearch) {
          current = { index: blocks.length + 1, diffLine: lineNo, search: [], replace: [] };
          state = 'header';
        } else if (isDivider || isReplace) {
          fail(lineNo, `"${line.trim()}" without a preceding "<<<<<<< SEARCH".`);
        }
        // Other text between blocks (commentary, code fences) is ignored.
        continue;
      case 'header': {
        const block = current!;
        const start = START_LINE_RE.exec(line);
        if (start && block.startLine === undefined) {
          block.startLine = Math.max(1, Number(start[1]));
          continue;
        }
        if (END_LINE_RE.test(line)) continue; // older format; the end follows from the search text
        state = 'search';
        if (SEPARATOR_RE.test(line)) continue;
        break; // the line is search content: handled below
      }
      default:
        break;
    }
    const block = current!;
    if (state === 'search') {
      if (isDivider) state = 'replace';
      else if (isSearch || isReplace)
        fail(
          lineNo,
          `block ${block.index} (started at line ${block.diffLine}) has "${line.trim()}" before its "=======" divider.`,
        );
      else block.search.push(unescape(line));
      continue;
    }
    // state === 'replace'
    if (isReplace) {
      blocks.push(block);
      current = undefined;
      state = 'outside';
    } else if (isDivider)
      fail(
        lineNo,
        `block ${block.index} has a second "=======". If the file contains that line, write it as "\\=======".`,
      );
    else if (isSearch)
      fail(lineNo, `block ${block.index} (started at line ${block.diffLine}) is missing ">>>>>>> REPLACE".`);
    else if (LINE_HINT_RE.test(line))
      fail(
        lineNo,
        `block ${block.index} has "${line.trim()}" in its REPLACE section. Line hints go right after "<<<<<<< SEARCH", before the search text; if the new text contains that line, write it as "\\${line.trimStart()}".`,
      );
    else block.replace.push(unescape(line));
  }

  if (current) {
    const missing = state === 'replace' ? '">>>>>>> REPLACE"' : '"=======" and ">>>>>>> REPLACE"';
    fail(lines.length, `block ${current.index} (started at line ${current.diffLine}) is missing ${missing}.`);
  }
  if (blocks.length === 0) fail(1, 'no "<<<<<<< SEARCH" block found.');
  return blocks;
}

function unescape(line: string): string {
  return ESCAPED_RE.test(line) ? line.slice(1) : line;
}
