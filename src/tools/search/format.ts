import { cutLine } from '../fs/lines.ts';
import type { SearchLine, SearchOutcome } from './types.ts';

export interface FormatLimits {
  /** Matches shown at most; more are counted but not shown. */
  maxMatches: number;
  maxBytes: number;
  maxLineChars: number;
  /**
   * Masks the run's secrets in each block of adjacent lines before long lines are cut: a cut
   * through a secret would leave a part no later redaction recognises.
   */
  redact?: (text: string) => string;
}

/**
 * Groups results by file, grep style: `  12: match`, `  11- context`, `--` between
 * non-adjacent blocks. Both engines go through this, so their outputs are identical.
 */
export function formatSearch(outcome: SearchOutcome, limits: FormatLimits): string {
  const blocks: string[] = [];
  let shown = 0;
  let bytes = 0;
  let full = false;
  for (const file of outcome.files) {
    const width = Math.max(4, String(file.lines.at(-1)?.n ?? 0).length);
    const out = [file.path];
    let prev: number | undefined;
    for (const line of redactedBlocks(file.lines, limits.redact)) {
      if (line.match && shown >= limits.maxMatches) {
        full = true;
        break;
      }
      if (prev !== undefined && line.n > prev + 1) out.push('  --');
      const text = line.long
        ? `${line.text.slice(0, limits.maxLineChars)} … [line cut: over ${line.text.length} chars]`
        : cutLine(line.text, limits.maxLineChars);
      const row = `${String(line.n).padStart(width)}${line.match ? ':' : '-'} ${text}`;
      bytes += Buffer.byteLength(row) + 1;
      if (bytes > limits.maxBytes && shown > 0) {
        full = true;
        break;
      }
      out.push(row);
      if (line.match) shown++;
      prev = line.n;
    }
    if (out.length > 1) blocks.push(out.join('\n'));
    if (full) break;
  }
  const total = `${outcome.matches}${outcome.complete ? '' : '+'}`;
  const summary = `${total} matching line${outcome.matches === 1 ? '' : 's'} in ${outcome.files.length}${outcome.complete ? '' : '+'} file${outcome.files.length === 1 ? '' : 's'}`;
  const notice =
    shown < outcome.matches || !outcome.complete
      ? `\n\n[Showing ${shown} of ${total} matching lines. Narrow the search with a more specific regex, a subdirectory path or file_pattern.]`
      : '';
  return `${summary}:\n\n${blocks.join('\n\n')}${notice}`;
}

/**
 * The lines with secrets masked, one block of adjacent lines at a time (a wrapped encoding is one
 * match), lazily: the formatting stops at its limits. Masking keeps a block's line count.
 */
function* redactedBlocks(
  lines: readonly SearchLine[],
  redact: ((text: string) => string) | undefined,
): Generator<SearchLine> {
  if (!redact) return yield* lines;
  let block: SearchLine[] = [];
  const masked = () => {
    const texts = redact(block.map((l) => l.text).join('\n')).split('\n');
    return block.map((line, i) => ({ ...line, text: texts[i] ?? '' }));
  };
  for (const line of lines) {
    if (block.length && line.n !== (block.at(-1)?.n ?? 0) + 1) {
      yield* masked();
      block = [];
    }
    block.push(line);
  }
  if (block.length) yield* masked();
}
