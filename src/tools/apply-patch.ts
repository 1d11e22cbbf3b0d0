import { lstatSync, readlinkSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { inGitDir } from '../validate/resolve-path.ts';
import * as z from '../zod.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { inDirectoryOf, makeParentsAt } from './fs/opened-at.ts';
import { readRegularFile } from './fs/regular-file.ts';
import { applyChunks } from './diff/apply-patch-chunks.ts';
import { type PatchOp, PatchFormatError, parsePatch, patchPaths } from './diff/parse-patch.ts';
import { type TextDoc, linesOf, parseDoc, withLines } from './diff/text-doc.ts';
import { docBytes, EditError, editResult, editablePath, fileExists, readDoc } from './diff/workspace-file.ts';
import { patchAccess } from './edit-access.ts';
import { type ToolContext, defineTool } from './types.ts';

export { patchPaths };

/**
 * A path as the patch leaves it: a text file (`doc`), a symbolic link (`link`, its text: the
 * link itself, never what it points to), or nothing. `mode` is carried over to a move destination.
 */
interface Planned {
  doc: TextDoc | null;
  link?: string;
  mode?: number;
  changed: boolean;
}

const exists = (entry: Planned) => entry.doc !== null || entry.link !== undefined;

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
    input: z
      .string()
      .min(1)
      // A patch that does not parse is a params error with the format help, answered before the
      // policy: it could only deny it (an unparsed patch names no path), telling the model not to retry.
      .superRefine((input, issues) => {
        const paths = patchPaths(input);
        if (paths instanceof Error) issues.addIssue({ code: 'custom', message: paths.message });
      })
      .describe('The entire patch, from *** Begin Patch to *** End Patch.'),
  }),
  // Params already refused an unparseable patch; were one to get here, it declares nothing and the policy denies it.
  access: ({ input }) => patchAccess(input),
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
          const link = symlinkText(abs);
          entry =
            link !== undefined
              ? { doc: null, link, changed: false }
              : fileExists(abs)
                ? { doc: readDoc(abs, given), mode: statSync(abs).mode & 0o7777, changed: false }
                : { doc: null, changed: false };
          plan.set(abs, entry);
        }
        return entry;
      };
      const summary = ops.map((op) => planOp(op, ctx, load));
      refuseNested(plan, ctx.workspace);
      commit(plan);
      return `Patch applied:\n${summary.join('\n')}`;
    }),
});

/**
 * Checks one operation against the planned state and records its result; writes nothing. A path
 * that is a symbolic link is the link itself for Add, Delete and Move; Update changes what it points to.
 */
function planOp(op: PatchOp, ctx: ToolContext, load: (abs: string, given: string) => Planned): string {
  const { abs, entry } = own(ctx, op.path, load);
  if (op.type === 'add') {
    if (exists(entry))
      throw new EditError(
        `*** Add File: ${op.path} already exists. Use *** Update File to change it. No file was changed.`,
      );
    Object.assign(entry, { doc: withLines(parseDoc(''), op.lines, true), changed: true });
    return `A ${op.path}`;
  }
  if (!exists(entry))
    throw new EditError(
      `${op.path} does not exist (or was deleted earlier in this patch). No file was changed.`,
    );
  if (op.type === 'delete') {
    Object.assign(entry, { doc: null, link: undefined, changed: true });
    return `D ${op.path}`;
  }
  if (entry.link !== undefined && op.moveTo !== undefined) return moveLink(op, abs, entry, ctx, load);
  // An update through a symbolic link edits the file it points to (inside the workspace: editablePath).
  const file = entry.link === undefined ? entry : load(editablePath(ctx, op.path), op.path);
  if (!file.doc)
    throw new EditError(
      `${op.path} does not exist (or was deleted earlier in this patch). No file was changed.`,
    );
  const result = applyChunks(linesOf(file.doc), op.chunks, op.path);
  if (!result.ok) throw new EditError(`${result.message}\nThe patch was not applied; no file was changed.`);
  const doc = withLines(file.doc, result.lines);
  if (op.moveTo === undefined) {
    Object.assign(file, { doc, changed: true });
    return `M ${op.path}`;
  }
  const { entry: dest } = destination(op.moveTo, file, ctx, load);
  Object.assign(file, { doc: null, changed: true });
  Object.assign(dest, { doc, mode: file.mode, changed: true });
  return `R ${op.path} -> ${op.moveTo}`;
}

/**
 * The planned entry of the path itself: for a symbolic link, the link (in its real directory),
 * not its target. The target must be editable too: a link to outside the workspace is refused.
 */
function own(
  ctx: ToolContext,
  given: string,
  load: (abs: string, given: string) => Planned,
): { abs: string; entry: Planned } {
  const resolved = editablePath(ctx, given);
  const abs = path.join(editablePath(ctx, path.dirname(given)), path.basename(given));
  // The two differ when the last part of the path is a link: the link's own name is checked here,
  // in any case, as the policy takes `.git`.
  if (abs !== resolved && inGitDir(path.basename(abs)))
    throw new EditError(`Path ${JSON.stringify(given)} is protected (.git) and cannot be edited by tools.`);
  return { abs, entry: load(abs, given) };
}

/** A move destination: a new path (a file or link deleted earlier in the patch counts as new). */
function destination(
  moveTo: string,
  source: Planned,
  ctx: ToolContext,
  load: (abs: string, given: string) => Planned,
): { abs: string; entry: Planned } {
  const dest = own(ctx, moveTo, load);
  if (dest.entry !== source && exists(dest.entry))
    throw new EditError(`*** Move to: ${moveTo} already exists; move to a new path. No file was changed.`);
  return dest;
}

/**
 * Moves a symbolic link itself: the destination is a link to the same file (a relative link text
 * is rewritten for the new directory), and the file it points to is left as it is.
 */
function moveLink(
  op: Extract<PatchOp, { type: 'update' }>,
  abs: string,
  entry: Planned,
  ctx: ToolContext,
  load: (abs: string, given: string) => Planned,
): string {
  if (op.chunks.length > 0)
    throw new EditError(
      `${op.path} is a symbolic link: *** Move to moves the link itself and cannot also change the file it points to. ` +
        `Move the link in one *** Update File section without hunks, and change the file in another. No file was changed.`,
    );
  const text = entry.link!;
  const { abs: destAbs, entry: dest } = destination(op.moveTo!, entry, ctx, load);
  const link = movedLinkText(text, path.dirname(abs), path.dirname(destAbs));
  Object.assign(entry, { doc: null, link: undefined, changed: true });
  Object.assign(dest, { doc: null, link, changed: true });
  return `R ${op.path} -> ${op.moveTo}`;
}

/**
 * The text that makes a link in directory `to` lead where `text` leads from directory `from` (both
 * real paths). The kernel takes `..` after following the link before it (`d/../x`, with `d -> a/b`,
 * is `a/x`), so text with a `..` after a name is kept whole behind the way from `to` to `from`:
 * shortened as text, it would lead to another file, or out of the workspace.
 */
function movedLinkText(text: string, from: string, to: string): string {
  if (path.isAbsolute(text)) return text;
  const segments = text.split('/').filter((s) => s !== '' && s !== '.');
  const firstName = segments.findIndex((s) => s !== '..');
  if (firstName === -1 || !segments.slice(firstName).includes('..'))
    return path.relative(to, path.resolve(from, text)) || '.';
  const way = path.relative(to, from);
  return way ? `${way}/${text}` : text;
}

/** The text of the symbolic link at `abs`, or undefined when it is not one. */
function symlinkText(abs: string): string | undefined {
  try {
    return lstatSync(abs).isSymbolicLink() ? readlinkSync(abs) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses a plan that leaves a path below another it leaves as a file or link (`*** Add File:
 * a/x` beside a link moved to `a`): the file system would fail midway, or write through the link.
 */
function refuseNested(plan: Map<string, Planned>, workspace: string): void {
  for (const [abs, entry] of plan) {
    if (!exists(entry)) continue;
    for (let dir = path.dirname(abs); dir.length > workspace.length; dir = path.dirname(dir)) {
      const above = plan.get(dir);
      if (above && exists(above))
        throw new EditError(
          `${path.relative(workspace, abs)} would be below ${path.relative(workspace, dir)}, which this patch leaves as a file or link. No file was changed.`,
        );
    }
  }
}

/** What a path held before the patch, to restore it if writing fails midway. */
type Before = { bytes: Buffer } | { link: string } | null;

function snapshot(abs: string): Before {
  const link = symlinkText(abs);
  if (link !== undefined) return { link };
  const file = readRegularFile(abs, Number.POSITIVE_INFINITY, { decided: true });
  if ('bytes' in file) return { bytes: file.bytes };
  if (file.refused === 'missing') return null;
  throw new EditError('A file the patch changes is no longer a regular file; nothing was changed.');
}

/** Writes the planned files; if the file system fails midway, restores the paths already touched. */
function commit(plan: Map<string, Planned>): void {
  // Encoded first: text a file's encoding cannot hold refuses the patch before anything is written.
  const bytes = new Map([...plan].map(([abs, e]) => [abs, e.changed && e.doc ? docBytes(e.doc) : null]));
  const done: { abs: string; before: Before; mode?: number }[] = [];
  try {
    for (const [abs, entry] of plan) {
      if (!entry.changed) continue;
      const before = snapshot(abs);
      done.push({ abs, before, mode: entry.mode });
      if (entry.doc) {
        // A file written where a link was: the link goes, not the file it pointed to.
        if (before && 'link' in before) unlinkAt(abs);
        writeFileAtomic(abs, bytes.get(abs) ?? docBytes(entry.doc), before ? undefined : entry.mode);
        continue;
      }
      // unlink removes a link itself, never the file it points to.
      if (before) unlinkAt(abs);
      if (entry.link !== undefined) {
        const link = entry.link;
        makeParentsAt(abs);
        inDirectoryOf(abs, (at) => symlinkSync(link, at(path.basename(abs))));
      }
    }
  } catch (err) {
    for (const { abs, before, mode } of done.reverse()) {
      try {
        const nowLink = symlinkText(abs) !== undefined;
        if (before && 'bytes' in before) {
          if (nowLink) unlinkAt(abs);
          writeFileAtomic(abs, before.bytes, mode);
          continue;
        }
        if (nowLink || fileExists(abs)) unlinkAt(abs);
        if (before) inDirectoryOf(abs, (at) => symlinkSync(before.link, at(path.basename(abs))));
      } catch {
        // best effort: the original error below is what the model and the log need
      }
    }
    throw err;
  }
}

/** Removes the entry at `abs` (a link itself, never what it points to) in the directory found there. */
function unlinkAt(abs: string): void {
  inDirectoryOf(abs, (at) => unlinkSync(at(path.basename(abs))));
}
