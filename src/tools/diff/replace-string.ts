import { LineIndex } from './line-index.ts';
import { matchBlock } from './match-block.ts';
import { indentUnitOf, reindent } from './reindent.ts';
import { lineSpan, percent, snippet } from './snippet.ts';
import { blockLines } from './text-doc.ts';

export type ReplaceResult =
  | { ok: true; text: string; count: number; lines: number[]; tolerant: boolean }
  | { ok: false; message: string };

/**
 * The edit tool's matching: `oldText` verbatim (every occurrence with `all`), or, when it is not
 * found, as whole lines ignoring indentation and typographic punctuation. Pure: LF text in and out.
 */
export function replaceString(text: string, oldText: string, newText: string, all: boolean): ReplaceResult {
  const offsets = occurrences(text, oldText);
  if (offsets.length === 1 || (all && offsets.length > 1)) {
    const lines = offsets.map((o) => lineOf(text, o));
    return {
      ok: true,
      text: text.split(oldText).join(newText),
      count: offsets.length,
      lines,
      tolerant: false,
    };
  }
  if (offsets.length > 1) {
    const where = offsets.map((o) => lineOf(text, o)).join(', ');
    return {
      ok: false,
      message: `old_string occurs ${offsets.length} times (at lines ${where}). Add surrounding lines to old_string so it matches exactly one place, or set replace_all: true to change every occurrence.`,
    };
  }
  const fileLines = text.split('\n');
  const search = blockLines(oldText);
  // Infinity: fuzzy candidates are only reported; edit applies what matches exactly or loosely.
  const match = matchBlock(new LineIndex(text), search, { threshold: Infinity });
  if (match.ok) {
    const matched = fileLines.slice(match.start, match.end);
    const replaced = reindent(blockLines(newText), search, matched, () => indentUnitOf(fileLines));
    const lines = [...fileLines.slice(0, match.start), ...replaced, ...fileLines.slice(match.end)];
    return { ok: true, text: lines.join('\n'), count: 1, lines: [match.start + 1], tolerant: true };
  }
  if (match.reason === 'ambiguous') {
    const where = match.starts.map((s) => s + 1).join(', ');
    return {
      ok: false,
      message: `old_string matches ${match.starts.length} places when indentation is ignored (lines ${where}) and none exactly. Copy old_string exactly from the file, with enough surrounding lines to match one place.`,
    };
  }
  const advice =
    'old_string was not found in the file. Read the file again (read_file) and copy old_string exactly, including whitespace and indentation.';
  const best = match.reason === 'no_match' ? match.best : undefined;
  if (!best) return { ok: false, message: advice };
  const { start, end, similarity } = best;
  return {
    ok: false,
    message: [
      `${advice} Closest match: ${lineSpan(start, end)} (${percent(similarity)} similar):`,
      ...snippet(fileLines, start, end),
    ].join('\n'),
  };
}

function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}
