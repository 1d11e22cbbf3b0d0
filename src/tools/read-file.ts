import { closeSync, constants, readSync } from 'node:fs';
import * as z from '../zod.ts';
import { decodeText, describeEncoding } from './diff/encoding.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { openAt, statAt } from './fs/opened-at.ts';
import { readRegularFile } from './fs/regular-file.ts';
import { LineDecoder } from './fs/line-decoder.ts';
import { MAX_SCAN_BYTES, numberLines } from './fs/lines.ts';
import { pageLines, pageText, type Page, type PageOptions } from './fs/page.ts';
import { MAX_TOOL_OUTPUT_BYTES } from './truncate.ts';
import { defineTool } from './types.ts';

export const READ_DEFAULT_LIMIT = 2000;
const MAX_LINE_CHARS = 2000;
const COUNT_TOTAL_BELOW_BYTES = 8 * 1024 * 1024;
/** UTF-16 cannot be split into lines on a byte, so it is decoded whole: up to this size. */
const MAX_UTF16_BYTES = 20 * 1024 * 1024;

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
      const stat = statAt(abs);
      if (!stat) throw new ToolInputError(`file not found: ${rel}; use list_files to see what exists`);
      if (stat.isDirectory())
        throw new ToolInputError(`${rel} is a directory; use list_files to see its contents`);
      if (!stat.isFile()) throw new ToolInputError(`${rel} is not a regular file`);
      const { page, encoding } = readPage(abs, rel, {
        offset,
        limit,
        maxBytes: MAX_TOOL_OUTPUT_BYTES,
        maxLineChars: MAX_LINE_CHARS,
        countTotalBelowBytes: COUNT_TOTAL_BELOW_BYTES,
        fileBytes: stat.size,
        refuseBinary: true,
        decided: true,
        maxScanBytes: MAX_SCAN_BYTES,
        redact: (t) => ctx.redact(t),
      });
      if ('binaryAt' in page)
        throw new ToolInputError(
          `${rel} looks like a binary file (NUL byte at offset ${page.binaryAt}, ${stat.size} bytes); read_file only reads text`,
        );
      const limited =
        page.limitedAt === undefined
          ? ''
          : `read_file reads at most ${MAX_SCAN_BYTES} bytes per call and stopped inside line ${page.limitedAt} of ${rel} (${stat.size} bytes), which it did not reach the end of; use search_files, or a command such as tail -c or sed -n, for what lies beyond`;
      if (page.lines.length === 0) {
        if (limited) throw new ToolInputError(limited);
        if (page.total === 0) return { ok: true, output: `${rel} is empty.` };
        throw new ToolInputError(`offset ${offset} is past the end of ${rel} (${page.total ?? 0} lines)`);
      }
      const first = page.lines[0]?.n ?? offset;
      const last = page.lines.at(-1)?.n ?? offset;
      const of = page.total === undefined ? `${stat.size} bytes` : `${page.total} lines`;
      const notice = limited
        ? `\n[Lines ${first}-${last} shown; ${limited}.]`
        : page.next === undefined
          ? first > 1
            ? `\n[Lines ${first}-${last} of ${of}; end of file.]`
            : ''
          : `\n[Lines ${first}-${last} of ${of} shown. To read on, call read_file with offset: ${page.next}.]`;
      const enc = encoding ? `\n[Encoding: ${encoding}.]` : '';
      return { ok: true, output: numberLines(page.lines) + notice + enc };
    }),
});

/** A page of the file in its encoding (as the edit tools will see it) and that encoding's name. */
function readPage(abs: string, rel: string, o: PageOptions): { page: Page; encoding?: string } {
  const utf16 = utf16Bom(abs);
  if (utf16) {
    if (o.fileBytes > MAX_UTF16_BYTES)
      throw new ToolInputError(
        `${rel} is UTF-16 and ${o.fileBytes} bytes, more than the ${MAX_UTF16_BYTES} read_file decodes; convert it to UTF-8 or search it with search_files`,
      );
    const file = readRegularFile(abs, Number.POSITIVE_INFINITY, { decided: true });
    if (!('bytes' in file)) throw new ToolInputError(`${rel} is no longer a regular file`);
    const decoded = decodeText(file.bytes);
    if ('refused' in decoded) throw new ToolInputError(`${rel} cannot be read: ${decoded.refused}`);
    return {
      page: pageText(decoded.text.slice(1), o),
      encoding: describeEncoding(decoded.encoding, true),
    };
  }
  const decoder = new LineDecoder(rel);
  const page = pageLines(abs, { ...o, decode: decoder.decode });
  const encoding = describeEncoding(decoder.cp1252 ? 'windows-1252' : 'utf-8', decoder.bom);
  return { page, ...(encoding ? { encoding } : {}) };
}

function utf16Bom(abs: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openAt(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}
