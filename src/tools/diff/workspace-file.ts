import { ToolInputError } from '../fs/confine.ts';
import { existsSync } from 'node:fs';
import { writeFileAtomic } from '../atomic-write.ts';
import { readRegularFile } from '../fs/regular-file.ts';
import { realpathDeep, resolvePath } from '../../validate/resolve-path.ts';
import type { ToolContext } from '../types.ts';
import { decodeText, encodeText, UnencodableError } from './encoding.ts';
import { type TextDoc, serializeDoc, parseDoc } from './text-doc.ts';

/** A problem the model can fix in its next call; its message is sent back as the tool output. */
export class EditError extends Error {
  override name = 'EditError';
}

/** Files larger than this are not edited in memory by a model's edit tools. */
const MAX_EDIT_BYTES = 20 * 1024 * 1024;

/**
 * Resolves a model-given path for writing. The pipeline already checked policy and file
 * restrictions; this is the tool's own guard (defence in depth) against escaping the workspace.
 */
export function editablePath(ctx: Pick<ToolContext, 'workspace' | 'outDir'>, given: string): string {
  let resolved;
  try {
    // The run's output directory (audit log, patches) is never written by tools, even inside the workspace.
    const outDir = { path: realpathDeep(ctx.outDir), label: 'run output directory' };
    resolved = resolvePath(ctx.workspace, given, { entries: [outDir] });
  } catch (err) {
    throw new EditError(`Invalid path ${JSON.stringify(given)}: ${(err as Error).message}.`);
  }
  if (!resolved.inside)
    throw new EditError(
      `Path ${JSON.stringify(given)} is outside the workspace; use a path relative to the workspace root.`,
    );
  if (resolved.protected)
    throw new EditError(
      `Path ${JSON.stringify(given)} is protected (${resolved.protected}) and cannot be edited by tools.`,
    );
  return resolved.abs;
}

/**
 * Reads an existing text file as a TextDoc in its own encoding (UTF-8, UTF-16 with a BOM,
 * Windows-1252), with errors that tell the model what to do instead.
 */
export function readDoc(abs: string, given: string): TextDoc {
  const file = readRegularFile(abs, MAX_EDIT_BYTES, { decided: true });
  if ('refused' in file) {
    switch (file.refused) {
      case 'missing':
        throw new EditError(
          `File not found: ${given}. Check the path with list_files, or create the file with write_to_file.`,
        );
      case 'directory':
        throw new EditError(`${given} is a directory, not a file.`);
      case 'special':
        throw new EditError(
          `${given} is not a regular file (a FIFO, socket or device); edit tools only change files.`,
        );
      case 'too large':
        throw new EditError(
          `${given} is ${file.size} bytes, more than the ${MAX_EDIT_BYTES}-byte limit for edit tools.`,
        );
    }
  }
  const decoded = decodeText(file.bytes);
  if ('refused' in decoded)
    throw new EditError(`${given} cannot be edited: ${decoded.refused}. Edit tools only change text files.`);
  return parseDoc(decoded.text, decoded.encoding);
}

export function fileExists(abs: string): boolean {
  return existsSync(abs);
}

/** The bytes of a doc: its conventions written back, in its encoding. */
export function docBytes(doc: TextDoc): Buffer {
  try {
    return encodeText(serializeDoc(doc), doc.encoding);
  } catch (err) {
    if (err instanceof UnencodableError) throw new EditError(`Nothing was changed: ${err.message}.`);
    throw err;
  }
}

/** Writes the doc back atomically, keeping mode, encoding, line endings, final newline and BOM. */
export function writeDoc(abs: string, doc: TextDoc): void {
  writeFileAtomic(abs, docBytes(doc));
}

export interface EditOutcome {
  ok: boolean;
  output: string;
}

/** Runs a tool body, turning EditErrors and file-system errors into a failed result for the model. */
export async function editResult(
  body: () => string | EditOutcome | Promise<string | EditOutcome>,
): Promise<EditOutcome> {
  try {
    const out = await body();
    return typeof out === 'string' ? { ok: true, output: out } : out;
  } catch (err) {
    if (err instanceof EditError || err instanceof ToolInputError) return { ok: false, output: err.message };
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string')
      return { ok: false, output: `File system error (${code}): ${(err as Error).message}` };
    throw err;
  }
}
