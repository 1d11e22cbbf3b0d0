import * as z from '../zod.ts';
import { findOmission, omissionMessage } from './diff/omission.ts';
import { replaceString } from './diff/replace-string.ts';
import { lfText, parseDoc, toLf } from './diff/text-doc.ts';
import { EditError, editResult, editablePath, fileExists, readDoc, writeDoc } from './diff/workspace-file.ts';
import { editAccess } from './edit-access.ts';
import { defineTool } from './types.ts';

export const editTool = defineTool({
  name: 'edit',
  group: 'edit',
  description: [
    'Replace old_string with new_string in a file. old_string must match exactly one place (copy it from the file,',
    'with enough surrounding lines to be unique) unless replace_all is true. If old_string is not found verbatim,',
    'whole lines are matched ignoring indentation and typographic punctuation. An empty old_string creates a new',
    'file with new_string as its content.',
  ].join(' '),
  params: z.strictObject({
    path: z.string().min(1).describe('File to modify, relative to the workspace root.'),
    old_string: z.string().describe('Exact text to replace; "" to create a new file.'),
    new_string: z.string().describe('Text to put in its place.'),
    replace_all: z.boolean().default(false).describe('Replace every occurrence instead of exactly one.'),
  }),
  access: ({ path }) => editAccess(path),
  execute: ({ path, old_string, new_string, replace_all }, ctx) =>
    editResult(() => {
      const abs = editablePath(ctx, path);
      if (old_string === '') return createFile(abs, path, new_string);
      if (old_string === new_string)
        throw new EditError('old_string and new_string are identical; nothing to change.');
      const doc = readDoc(abs, path);
      // The text as the model read it (LF, final newline included), so old_string may end with a newline.
      const text = lfText(doc);
      const result = replaceString(text, toLf(old_string), toLf(new_string), replace_all);
      if (!result.ok) throw new EditError(`${path}: ${result.message}`);
      const omission = findOmission(text, result.text);
      if (omission)
        throw new EditError(
          `${path} was not changed: ${omissionMessage(omission, 'the file as the edit would leave it')} The edit replaces old_string exactly, so that code ` +
            'would be deleted. Put the complete replacement in new_string, or make old_string cover only the lines you change.',
        );
      const edited = parseDoc(result.text);
      writeDoc(abs, { ...doc, text: edited.text, finalNewline: edited.finalNewline });
      const how = result.tolerant
        ? ' (matched ignoring indentation/punctuation; new_string re-indented)'
        : '';
      return `Replaced ${result.count} occurrence${result.count === 1 ? '' : 's'} in ${path} at line${result.count === 1 ? '' : 's'} ${result.lines.join(', ')}${how}.`;
    }),
});

function createFile(abs: string, path: string, content: string): string {
  if (fileExists(abs)) {
    if (readDoc(abs, path).text !== '')
      throw new EditError(
        `${path} already exists; an empty old_string only creates new files. Give the text to replace in old_string.`,
      );
  }
  writeDoc(abs, parseDoc(content));
  return `Created ${path}.`;
}
