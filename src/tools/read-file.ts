import { z } from 'zod';
import { refusalsAsResults, resolveInside, statOrUndefined, ToolInputError } from './fs/confine.ts';
import { numberLines } from './fs/lines.ts';
import { pageLines } from './fs/page.ts';
import { MAX_TOOL_OUTPUT_BYTES } from './truncate.ts';
import { defineTool } from './types.ts';

export const READ_DEFAULT_LIMIT = 2000;
const MAX_LINE_CHARS = 2000;
const COUNT_TOTAL_BELOW_BYTES = 8 * 1024 * 1024;

export const readFileTool = defineTool({
  name: 'read_file',
  group: 'read',
  description: `Read a text file with line numbers ("  12 | text"). Reads ${READ_DEFAULT_LIMIT} lines by default; use offset/limit to page through large files.`,
  params: z.strictObject({
    path: z.string().describe('File path relative to the workspace root.'),
    offset: z.number().int().min(1).optional().describe('First line to read, 1-based (default 1).'),
    limit: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(`Maximum lines to read (default ${READ_DEFAULT_LIMIT}).`),
  }),
  access: ({ path }) => [{ kind: 'read', path }],
  execute: ({ path: given, offset = 1, limit = READ_DEFAULT_LIMIT }, ctx) =>
    refusalsAsResults(() => {
      const { abs, rel } = resolveInside(ctx.workspace, given);
      const stat = statOrUndefined(abs);
      if (!stat) throw new ToolInputError(`file not found: ${rel}; use list_files to see what exists`);
      if (stat.isDirectory())
        throw new ToolInputError(`${rel} is a directory; use list_files to see its contents`);
      if (!stat.isFile()) throw new ToolInputError(`${rel} is not a regular file`);
      const page = pageLines(abs, {
        offset,
        limit,
        maxBytes: MAX_TOOL_OUTPUT_BYTES,
        maxLineChars: MAX_LINE_CHARS,
        countTotalBelowBytes: COUNT_TOTAL_BELOW_BYTES,
        fileBytes: stat.size,
        refuseBinary: true,
      });
      if ('binaryAt' in page)
        throw new ToolInputError(
          `${rel} looks like a binary file (NUL byte at offset ${page.binaryAt}, ${stat.size} bytes); read_file only reads text`,
        );
      if (page.lines.length === 0) {
        if (page.total === 0) return { ok: true, output: `${rel} is empty.` };
        throw new ToolInputError(`offset ${offset} is past the end of ${rel} (${page.total ?? 0} lines)`);
      }
      const first = page.lines[0]?.n ?? offset;
      const last = page.lines.at(-1)?.n ?? offset;
      const of = page.total === undefined ? `${stat.size} bytes` : `${page.total} lines`;
      const notice =
        page.next === undefined
          ? first > 1
            ? `\n[Lines ${first}-${last} of ${of}; end of file.]`
            : ''
          : `\n[Lines ${first}-${last} of ${of} shown. To read on, call read_file with offset: ${page.next}.]`;
      return { ok: true, output: numberLines(page.lines) + notice };
    }),
});
