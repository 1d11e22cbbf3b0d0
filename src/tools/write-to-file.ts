import * as z from '../zod.ts';
import { findOmission, omissionMessage } from './diff/omission.ts';
import { decodeText, encodeText, UnencodableError, type TextEncoding } from './diff/encoding.ts';
import { refusalsAsResults, refuseProtected, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { readRegularFile } from './fs/regular-file.ts';
import { editAccess } from './edit-access.ts';
import { defineTool } from './types.ts';

/** Lines in a text, not counting the empty string after a final newline. */
export function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** True when most line breaks in the text are CRLF. */
export function usesCrlf(text: string): boolean {
  const crlf = text.split('\r\n').length - 1;
  return crlf > 0 && crlf * 2 >= text.split('\n').length - 1;
}

export const writeToFileTool = defineTool({
  name: 'write_to_file',
  group: 'edit',
  description:
    'Create a file or replace its whole content (parent directories are created). Prefer the diff/edit tools for changes to existing files.',
  params: z.strictObject({
    path: z.string().describe('File path relative to the workspace root.'),
    content: z.string().describe('The complete new content of the file.'),
  }),
  access: ({ path }) => editAccess(path),
  execute: ({ path: given, content }, ctx) =>
    refusalsAsResults(() => {
      const target = resolveInside(ctx.workspace, given, [
        { path: ctx.outDir, label: 'the run output directory' },
      ]);
      refuseProtected(target);
      const stat = statAt(target.abs);
      if (stat?.isDirectory()) throw new ToolInputError(`${target.rel} is a directory; give a file path`);
      const file = stat
        ? readRegularFile(target.abs, Number.POSITIVE_INFINITY, { decided: true })
        : undefined;
      if (file && 'refused' in file && file.refused !== 'missing')
        throw new ToolInputError(
          `${target.rel} is not a regular file (a FIFO, socket or device); it was not changed`,
        );
      const old = file && 'bytes' in file ? decodeText(file.bytes) : undefined;
      // A file that was not text (binary, an unknown encoding) is replaced whole, as UTF-8.
      const before = old && 'text' in old ? old : undefined;
      const omission = before && findOmission(before.text, content);
      if (omission)
        throw new ToolInputError(
          `${target.rel} was not changed: ${omissionMessage(omission, 'the new content')} write_to_file replaces the whole file, so ` +
            'that code would be deleted and the placeholder written in its place. Send the complete content of the file, ' +
            'or change only the lines you mean with apply_diff.',
        );
      // keep a CRLF file CRLF when the model writes plain \n, so the diff shows only real changes
      const keepCrlf = before !== undefined && usesCrlf(before.text) && !content.includes('\r\n');
      const keepBom = before?.text.startsWith('\uFEFF') === true && !content.startsWith('\uFEFF');
      const text = (keepBom ? '\uFEFF' : '') + (keepCrlf ? content.replace(/\n/g, '\r\n') : content);
      writeFileAtomic(target.abs, encodeAs(text, before?.encoding ?? 'utf-8', target.rel));
      const lines = countLines(content);
      const kept = [
        ...(keepCrlf ? ['its CRLF line endings'] : []),
        ...(keepBom ? ['its byte-order mark'] : []),
        ...(before && before.encoding !== 'utf-8' ? [`its ${before.encoding} encoding`] : []),
      ];
      const output =
        stat === undefined
          ? `Created ${target.rel} (${lines} lines).`
          : `Overwrote ${target.rel} (${lines} lines${before ? `, was ${countLines(before.text)}` : ''})${kept.length ? `; kept ${kept.join(' and ')}` : ''}.`;
      return { ok: true, output };
    }),
});

/** The file's own encoding is kept; text it cannot hold is refused, never written as U+FFFD or '?'. */
function encodeAs(text: string, encoding: TextEncoding, rel: string): Buffer {
  try {
    return encodeText(text, encoding);
  } catch (err) {
    if (err instanceof UnencodableError) throw new ToolInputError(`${rel} was not changed: ${err.message}`);
    throw err;
  }
}
