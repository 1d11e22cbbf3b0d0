import { statSync } from 'node:fs';
import * as z from '../zod.ts';
import { commandLogPath, storedCommandIds } from './command/store.ts';
import { refusalsAsResults, ToolInputError } from './fs/confine.ts';
import { modelRegExp, NonLinearRegExpError } from './search/model-regexp.ts';
import { lineText, numberLines, scanLines } from './fs/lines.ts';
import { lineBudget, pageLines } from './fs/page.ts';
import { MAX_TOOL_OUTPUT_BYTES } from './truncate.ts';
import { defineTool } from './types.ts';

const DEFAULT_LIMIT = 500;
const MAX_LINE_CHARS = 2000;

/** Matching lines from `offset` on, at most `limit` of them. */
function searchLog(file: string, re: RegExp, offset: number, limit: number): string {
  const hits: { n: number; text: string }[] = [];
  let more = false;
  let bytes = 0;
  scanLines(
    file,
    (line, n, lineBytes) => {
      if (n < offset) return true;
      const text = lineText(line, MAX_LINE_CHARS, lineBytes);
      if (!re.test(text)) return true;
      bytes += Buffer.byteLength(text) + 8;
      if (hits.length >= limit || bytes > MAX_TOOL_OUTPUT_BYTES) {
        more = true;
        return false;
      }
      hits.push({ n, text });
      return true;
    },
    { maxLineBytes: lineBudget(MAX_LINE_CHARS) },
  );
  if (!hits.length) return `No lines match /${re.source}/${offset > 1 ? ` from line ${offset} on` : ''}.`;
  const next = (hits.at(-1)?.n ?? 0) + 1;
  const notice = more ? `\n[More matches follow: search again with offset: ${next}.]` : '';
  return numberLines(hits) + notice;
}

function pageLog(file: string, offset: number, limit: number): string {
  const page = pageLines(file, {
    offset,
    limit,
    maxBytes: MAX_TOOL_OUTPUT_BYTES,
    maxLineChars: MAX_LINE_CHARS,
    countTotalBelowBytes: Number.POSITIVE_INFINITY,
    fileBytes: statSync(file).size,
    refuseBinary: false,
  });
  if ('binaryAt' in page) throw new Error('unreachable: binary refusal is off');
  if (!page.lines.length)
    return page.total ? `Offset ${offset} is past the end (${page.total} lines).` : '(no output)';
  const last = page.lines.at(-1)?.n ?? offset;
  const notice = page.next
    ? `\n[Lines ${offset}-${last} of ${page.total ?? '?'}. To read on, use offset: ${page.next}.]`
    : `\n[Lines ${page.lines[0]?.n ?? offset}-${last} of ${page.total ?? last}; end of output.]`;
  return numberLines(page.lines) + notice;
}

export const readCommandOutputTool = defineTool({
  name: 'read_command_output',
  group: 'read',
  description:
    'Page through or search the full output of an earlier execute_command (its result gives the id), with line numbers.',
  params: z.strictObject({
    id: z.number().int().min(1).describe('Output id from the execute_command result.'),
    search: z.string().optional().describe('Regex: return only matching lines.'),
    offset: z.number().int().min(1).optional().describe('First line, 1-based (default 1).'),
    limit: z.number().int().min(1).optional().describe(`Maximum lines (default ${DEFAULT_LIMIT}).`),
  }),
  execute: ({ id, search, offset = 1, limit = DEFAULT_LIMIT }, ctx) =>
    refusalsAsResults(() => {
      const ids = storedCommandIds(ctx.outDir);
      if (!ids.includes(id))
        throw new ToolInputError(
          ids.length
            ? `no command output with id ${id}; ids in this run: ${ids.join(', ')}`
            : 'no command has run yet in this run',
        );
      const file = commandLogPath(ctx.outDir, id);
      let re: RegExp | undefined;
      try {
        re = search === undefined ? undefined : modelRegExp(search);
      } catch (err) {
        if (err instanceof NonLinearRegExpError)
          throw new ToolInputError(`read_command_output: ${err.message}`);
        throw new ToolInputError(`invalid search regex /${search}/: ${(err as Error).message}`);
      }
      const text = re ? searchLog(file, re, offset, limit) : pageLog(file, offset, limit);
      return { ok: true, output: ctx.redact(text) };
    }),
});
