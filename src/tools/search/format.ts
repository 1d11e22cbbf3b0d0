import { cutLine } from '../fs/lines.ts';
import type { SearchOutcome } from './types.ts';

export interface FormatLimits {
  /** Matches shown at most; more are counted but not shown. */
  maxMatches: number;
  maxBytes: number;
  maxLineChars: number;
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
    for (const line of file.lines) {
      if (line.match && shown >= limits.maxMatches) {
        full = true;
        break;
      }
      if (prev !== undefined && line.n > prev + 1) out.push('  --');
      const row = `${String(line.n).padStart(width)}${line.match ? ':' : '-'} ${cutLine(line.text, limits.maxLineChars)}`;
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
