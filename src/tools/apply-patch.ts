import { chmodSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from './atomic-write.ts';
import { applyChunks } from './diff/apply-patch-chunks.ts';
import { type PatchOp, PatchFormatError, parsePatch, patchPaths } from './diff/parse-patch.ts';
import { type TextDoc, linesOf, parseDoc, withLines } from './diff/text-doc.ts';
import { docBytes, EditError, editResult, editablePath, fileExists, readDoc } from './diff/workspace-file.ts';
import { type ToolContext, defineTool } from './types.ts';

export { patchPaths };

/** A file as the patch leaves it: null when deleted; `mode` carried over to a move destination. */
interface Planned {
  doc: TextDoc | null;
  mode?: number;
  changed: boolean;
}

export const applyPatchTool = defineTool({
  name: 'apply_patch',
  group: 'edit',
  description: [
    'Apply a patch in the "*** Begin Patch" format to add, delete, update and move files. `input` is the whole patch:',
    '*** Begin Patch / *** Add File: p (lines starting with +) / *** Delete File: p / *** Update File: p, optional',
    '*** Move to: q, then hunks: optional "@@ line near the change", lines starting with " " (context), "-" (remove),',
    '"+" (add); optional *** End of File / *** End Patch. Give about 3 context lines around each change.',
    'All or nothing: if any hunk does not apply, no file is changed.',
  ].join(' '),
  params: z.strictObject({
    input: z.string().min(1).describe('The entire patch, from *** Begin Patch to *** End Patch.'),
  }),
  // An unparseable patch declares nothing here; the pipeline must reject it via patchPaths().
  access: ({ input }) => {
    const paths = patchPaths(input);
    return paths instanceof Error ? [] : paths.map((path) => ({ kind: 'edit' as const, path }));
  },
  execute: ({ input }, ctx) =>
    editResult(() => {
      let ops: PatchOp[];
      try {
        ops = parsePatch(input);
      } catch (err) {
        if (err instanceof PatchFormatError) throw new EditError(err.message);
        throw err;
      }
      const plan = new Map<string, Planned>();
      const load = (abs: string, given: string): Planned => {
        let entry = plan.get(abs);
        if (!entry) {
          entry = fileExists(abs)
            ? { doc: readDoc(abs, given), mode: statSync(abs).mode & 0o7777, changed: false }
            : { doc: null, changed: false };
          plan.set(abs, entry);
        }
        return entry;
      };
      const summary = ops.map((op) => planOp(op, ctx, load));
      commit(plan);
      return `Patch applied:\n${summary.join('\n')}`;
    }),
});

/** Checks one operation against the planned state and records its result; writes nothing. */
function planOp(op: PatchOp, ctx: ToolContext, load: (abs: string, given: string) => Planned): string {
  const abs = editablePath(ctx, op.path);
  const entry = load(abs, op.path);
  if (op.type === 'add') {
    if (entry.doc)
      throw new EditError(
        `*** Add File: ${op.path} already exists. Use *** Update File to change it. No file was changed.`,
      );
    Object.assign(entry, {
      doc: withLines(parseDoc(''), op.lines, true),
      changed: true,
    });
    return `A ${op.path}`;
  }
  if (!entry.doc)
    throw new EditError(
      `${op.path} does not exist (or was deleted earlier in this patch). No file was changed.`,
    );
  if (op.type === 'delete') {
    Object.assign(entry, { doc: null, changed: true });
    return `D ${op.path}`;
  }
  const result = applyChunks(linesOf(entry.doc), op.chunks, op.path);
  if (!result.ok) throw new EditError(`${result.message}\nThe patch was not applied; no file was changed.`);
  const doc = withLines(entry.doc, result.lines);
  if (op.moveTo === undefined) {
    Object.assign(entry, { doc, changed: true });
    return `M ${op.path}`;
  }
  const destAbs = editablePath(ctx, op.moveTo);
  const dest = load(destAbs, op.moveTo);
  if (dest !== entry && dest.doc)
    throw new EditError(`*** Move to: ${op.moveTo} already exists; move to a new path. No file was changed.`);
  Object.assign(entry, { doc: null, changed: true });
  Object.assign(dest, { doc, mode: entry.mode, changed: true });
  return `R ${op.path} -> ${op.moveTo}`;
}

/** Writes the planned files; if the file system fails midway, restores the files already touched. */
function commit(plan: Map<string, Planned>): void {
  // Encoded first: text a file's encoding cannot hold refuses the patch before anything is written.
  const bytes = new Map([...plan].map(([abs, e]) => [abs, e.changed && e.doc ? docBytes(e.doc) : null]));
  const done: { abs: string; before: Buffer | null; mode?: number }[] = [];
  try {
    for (const [abs, entry] of plan) {
      if (!entry.changed) continue;
      const before = fileExists(abs) ? readFileSync(abs) : null;
      done.push({ abs, before, mode: entry.mode });
      if (entry.doc === null) {
        if (before) unlinkSync(abs);
        continue;
      }
      writeFileAtomic(abs, bytes.get(abs) ?? docBytes(entry.doc));
      if (entry.mode !== undefined && !before) chmodSync(abs, entry.mode);
    }
  } catch (err) {
    for (const { abs, before, mode } of done.reverse()) {
      try {
        if (before) {
          writeFileAtomic(abs, before);
          if (mode !== undefined) chmodSync(abs, mode);
        } else if (fileExists(abs)) unlinkSync(abs);
      } catch {
        // best effort: the original error below is what the model and the log need
      }
    }
    throw err;
  }
}
