import * as z from '../zod.ts';
import { applyBlocks } from './diff/apply-blocks.ts';
import { diffReport } from './diff/diff-report.ts';
import { DiffFormatError, parseDiffBlocks } from './diff/parse-blocks.ts';
import { EditError, editResult, editablePath, readDoc, writeDoc } from './diff/workspace-file.ts';
import { editAccess } from './edit-access.ts';
import { defineTool } from './types.ts';

/**
 * Default minimum similarity for a fuzzy match. 0.9 accepts a typo or a changed token in a block
 * of a few lines, but not a block that describes different code; exact and whitespace-tolerant
 * matches do not depend on it.
 */
export const DEFAULT_FUZZY_THRESHOLD = 0.9;

const params = z.strictObject({
  path: z.string().min(1).describe('File to modify, relative to the workspace root.'),
  diff: z.string().min(1).describe('One or more SEARCH/REPLACE blocks (see the tool description).'),
});

/** apply_diff with a chosen fuzzy threshold (0..1; 1 disables fuzzy matching). */
export function createApplyDiffTool(options: { fuzzyThreshold?: number } = {}) {
  const threshold = options.fuzzyThreshold ?? DEFAULT_FUZZY_THRESHOLD;
  if (!(threshold >= 0 && threshold <= 1))
    throw new RangeError(`fuzzyThreshold must be between 0 and 1, got ${threshold}`);
  return defineTool({
    name: 'apply_diff',
    group: 'edit',
    description: [
      'Replace existing lines of a file with SEARCH/REPLACE blocks. Several blocks may be sent in one call.',
      'Format of each block:',
      '<<<<<<< SEARCH',
      ':start_line:[line where the SEARCH text starts in the file as you read it; optional but recommended]',
      '-------',
      '[exact existing lines, including indentation]',
      '=======',
      '[new lines]',
      '>>>>>>> REPLACE',
      'Copy SEARCH lines exactly from the file (read it first), without read_file\'s "12 | " prefixes. Matching falls back to ignoring indentation and',
      `typographic punctuation, then to the most similar lines (at least ${Math.round(threshold * 100)}% similar); the`,
      "replacement is re-indented level by level to the matched lines, in the file's own indent unit.",
      'Lines of the file that look like markers, merge-conflict lines included, are escaped with a backslash in the',
      'block (\\=======, \\<<<<<<< HEAD). Blocks that match are applied even if others fail.',
    ].join('\n'),
    params,
    access: ({ path }) => editAccess(path),
    execute: ({ path, diff }, ctx) =>
      editResult(() => {
        const abs = editablePath(ctx, path);
        let blocks;
        try {
          blocks = parseDiffBlocks(diff);
        } catch (err) {
          if (err instanceof DiffFormatError) throw new EditError(err.message);
          throw err;
        }
        const doc = readDoc(abs, path);
        const { text, outcomes } = applyBlocks(doc.text, blocks, threshold);
        if (outcomes.some((o) => o.ok)) writeDoc(abs, { ...doc, text });
        return { ok: outcomes.every((o) => o.ok), output: diffReport(path, outcomes, doc.text) };
      }),
  });
}

export const applyDiffTool = createApplyDiffTool();
