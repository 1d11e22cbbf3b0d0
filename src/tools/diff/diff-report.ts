import type { BlockOutcome } from './apply-blocks.ts';
import { lineSpan, percent, snippet } from './snippet.ts';

/**
 * The apply_diff result text: what was applied, and for each failed block why, with the best
 * candidate's lines so the model can correct its SEARCH text without another read.
 */
export function diffReport(path: string, outcomes: readonly BlockOutcome[], original: string): string {
  // Split only when a snippet is shown: a fully applied diff never needs the file's lines.
  let originalLines: string[] | undefined;
  const applied = outcomes.filter((o) => o.ok);
  const failed = outcomes.filter((o) => !o.ok);
  const lines: string[] = [];
  if (failed.length === 0) {
    lines.push(
      `Applied ${applied.length} of ${outcomes.length} block${outcomes.length === 1 ? '' : 's'} to ${path}.`,
    );
  } else if (applied.length === 0) {
    lines.push(`No block applied; ${path} is unchanged.`);
  } else {
    lines.push(
      `Applied ${applied.length} of ${outcomes.length} blocks to ${path} and saved the file; ${failed.length} failed.`,
      `${applied.length === 1 ? 'Block' : 'Blocks'} ${applied.map((o) => o.block.index).join(', ')} ${applied.length === 1 ? 'is' : 'are'} already in the file: do not send ${applied.length === 1 ? 'it' : 'them'} again.`,
    );
  }
  for (const o of outcomes) {
    const at = `Block ${o.block.index} (diff line ${o.block.diffLine})`;
    if (o.ok) {
      const how =
        o.kind === 'exact'
          ? 'exact match'
          : o.kind === 'loose'
            ? 'match ignoring whitespace/punctuation, re-indented'
            : `fuzzy match ${percent(o.similarity)}, re-indented`;
      lines.push(`- ${at}: applied at ${lineSpan(o.start, o.end)} (${how}).`);
      continue;
    }
    lines.push(`- ${at} FAILED: ${o.message}`);
    if (o.best)
      lines.push(
        '  Best candidate in the file:',
        ...snippet((originalLines ??= original.split('\n')), o.best.start, o.best.end, '    '),
      );
  }
  if (failed.length > 0)
    lines.push(
      'To fix: read the file again (read_file) and resend only the failed blocks, with SEARCH text copied exactly from the file and a :start_line: hint.',
    );
  return lines.join('\n');
}
