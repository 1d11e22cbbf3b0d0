import * as z from '../zod.ts';
import { regexReplace } from './diff/regex-replace.ts';
import { linesOf, toLf } from './diff/text-doc.ts';
import { EditError, editResult, editablePath, readDoc, writeDoc } from './diff/workspace-file.ts';
import { editAccess } from './edit-access.ts';
import { defineTool } from './types.ts';

export const searchAndReplaceTool = defineTool({
  name: 'search_and_replace',
  group: 'edit',
  description: [
    'Replace every match of `search` in a file, optionally only within lines start_line..end_line (1-based, inclusive).',
    'search is literal text unless use_regex is true (JavaScript syntax, multiline: ^ and $ match at line ends;',
    'the replacement may use $1, $<name> and $&; no backreferences or look-around). ignore_case applies to literal text only.',
    'Reports how many matches were replaced.',
  ].join(' '),
  params: z
    .strictObject({
      path: z.string().min(1).describe('File to modify, relative to the workspace root.'),
      search: z.string().min(1).describe('Text or regular expression to find.'),
      replace: z.string().describe('Replacement text.'),
      use_regex: z.boolean().default(false),
      ignore_case: z.boolean().default(false),
      start_line: z.number().int().min(1).optional().describe('First line of the range (1-based).'),
      end_line: z.number().int().min(1).optional().describe('Last line of the range (inclusive).'),
    })
    .refine((a) => a.start_line === undefined || a.end_line === undefined || a.start_line <= a.end_line, {
      message: 'start_line must not be greater than end_line',
      path: ['end_line'],
    }),
  access: ({ path }) => editAccess(path),
  execute: ({ path, search, replace, use_regex, ignore_case, start_line, end_line }, ctx) =>
    editResult(() => {
      const abs = editablePath(ctx, path);
      const doc = readDoc(abs, path);
      const range = { startLine: start_line, endLine: end_line };
      const result = regexReplace(doc.text, toLf(search), toLf(replace), {
        useRegex: use_regex,
        ignoreCase: ignore_case,
        ...range,
      });
      const where =
        start_line || end_line ? ` within lines ${start_line ?? 1}-${end_line ?? linesOf(doc).length}` : '';
      if (!result.ok) {
        if (result.reason === 'invalid') throw new EditError(`${path}: ${result.message}`);
        throw new EditError(
          `No match for ${use_regex ? 'regex' : 'text'} ${JSON.stringify(search)} in ${path}${where}. Read the file to check the exact text${use_regex ? ' and the regex escaping' : ''}.`,
        );
      }
      writeDoc(abs, { ...doc, text: result.text });
      return `Replaced ${result.count} match${result.count === 1 ? '' : 'es'} in ${path}${where}.`;
    }),
});
