import * as z from '../zod.ts';
import { blockLines, linesOf, parseDoc, withLines } from './diff/text-doc.ts';
import { EditError, editResult, editablePath, fileExists, readDoc, writeDoc } from './diff/workspace-file.ts';
import { editAccess } from './edit-access.ts';
import { defineTool } from './types.ts';

export const insertContentTool = defineTool({
  name: 'insert_content',
  group: 'edit',
  description:
    'Insert lines into a file without replacing any: before line `line` (1-based), or at the end with line 0. A missing file is created when line is 0 or 1.',
  params: z.strictObject({
    path: z.string().min(1).describe('File to modify, relative to the workspace root.'),
    line: z
      .number()
      .int()
      .min(0)
      .describe('Insert before this 1-based line; 0 appends at the end of the file.'),
    content: z.string().min(1).describe('The lines to insert ("\\n" inserts one empty line).'),
  }),
  access: ({ path }) => editAccess(path),
  execute: ({ path, line, content }, ctx) =>
    editResult(() => {
      const abs = editablePath(ctx, path);
      const added = blockLines(content);
      if (!fileExists(abs)) {
        if (line > 1)
          throw new EditError(`${path} does not exist, so it has no line ${line}; use line 0 to create it.`);
        writeDoc(abs, withLines(parseDoc(''), added, true));
        return `Created ${path} with ${added.length} line${added.length === 1 ? '' : 's'}.`;
      }
      const doc = readDoc(abs, path);
      const old = linesOf(doc);
      const count = old.length;
      if (line > count + 1)
        throw new EditError(
          `${path} has ${count} line${count === 1 ? '' : 's'}; line must be between 1 and ${count + 1}, or 0 to append.`,
        );
      const at = line === 0 ? count : line - 1;
      const lines = [...old.slice(0, at), ...added, ...old.slice(at)];
      // An empty file gets the usual final newline; otherwise the file keeps its own convention.
      writeDoc(abs, withLines(doc, lines, count === 0 || doc.finalNewline));
      const where = line === 0 ? 'at the end' : `before line ${line}`;
      return `Inserted ${added.length} line${added.length === 1 ? '' : 's'} into ${path} ${where} (now lines ${at + 1}-${at + added.length}).`;
    }),
});
