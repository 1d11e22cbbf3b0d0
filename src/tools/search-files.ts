import * as z from '../zod.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { filePatternMatcher } from './search/file-pattern.ts';
import { formatSearch } from './search/format.ts';
import { searchWithJs } from './search/js-search.ts';
import { modelRegExp, NonLinearRegExpError } from './search/model-regexp.ts';
import { launchInSandbox, type RipgrepLauncher } from './search/launch.ts';
import { findRipgrep, RipgrepError, searchWithRipgrep } from './search/ripgrep.ts';
import type { SearchOutcome, SearchQuery } from './search/types.ts';
import { MAX_TOOL_OUTPUT_BYTES } from './truncate.ts';
import { defineTool } from './types.ts';

export const SEARCH_MAX_MATCHES = 300;
/** Collecting stops here; the model only ever sees SEARCH_MAX_MATCHES anyway. */
const SEARCH_CEILING = 2000;

export type SearchEngine = 'ripgrep' | 'js';

/** Which engine searches; ripgrep's launcher says how it starts (directly when absent). */
export type Engine = { engine: 'ripgrep'; rgPath: string; launch?: RipgrepLauncher } | { engine: 'js' };

/** ripgrep when installed, unless NIGHTSHIFT_NO_RIPGREP=1 asks for the pure-JS engine. */
export async function pickEngine(workspace: string): Promise<Engine> {
  const rgPath = process.env.NIGHTSHIFT_NO_RIPGREP === '1' ? undefined : await findRipgrep(workspace);
  return rgPath ? { engine: 'ripgrep', rgPath } : { engine: 'js' };
}

/** Runs one search with the given engine and formats it; exported for the engine-parity test and the bench. */
export async function searchFiles(
  q: SearchQuery,
  engine: Engine,
  readable: (rel: string) => boolean = () => true,
  redact?: (text: string) => string,
): Promise<string> {
  let found: SearchOutcome;
  try {
    found =
      engine.engine === 'ripgrep'
        ? await searchWithRipgrep(engine.rgPath, q, engine.launch)
        : searchWithJs(q);
  } catch (err) {
    if (err instanceof RipgrepError) throw new ToolInputError(`search failed: ${err.message}`);
    throw err;
  }
  const outcome = withoutUnreadable(found, readable);
  if (outcome.matches === 0)
    return `No matches for /${q.regex}/ in ${q.rel}${q.filePattern ? ` (files: ${q.filePattern})` : ''}.`;
  return formatSearch(outcome, {
    maxMatches: SEARCH_MAX_MATCHES,
    maxBytes: MAX_TOOL_OUTPUT_BYTES,
    maxLineChars: 500,
    ...(redact ? { redact } : {}),
  });
}

/** Drops files the policy does not let the model read (they count for nothing). */
function withoutUnreadable(outcome: SearchOutcome, readable: (rel: string) => boolean): SearchOutcome {
  const files = outcome.files.filter((f) => readable(f.path));
  if (files.length === outcome.files.length) return outcome;
  const matches = files.reduce((n, f) => n + f.lines.filter((l) => l.match).length, 0);
  return { ...outcome, files, matches };
}

export const searchFilesTool = defineTool({
  name: 'search_files',
  group: 'read',
  description:
    'Search file contents with a regex (one line at a time), honouring .gitignore. Shows matches grouped by file with line numbers and 1 line of context.',
  params: z.strictObject({
    path: z.string().describe('Directory (or file) relative to the workspace root; "." for everything.'),
    regex: z.string().min(1).describe('Regular expression, e.g. "fs\\.exists\\(".'),
    file_pattern: z
      .string()
      .optional()
      .describe('Glob to limit files: "*.ts" matches names, "src/**/*.ts" paths.'),
  }),
  access: ({ path }) => [{ kind: 'read', path }],
  execute: ({ path: given, regex, file_pattern }, ctx) =>
    refusalsAsResults(async () => {
      const { abs, rel } = resolveInside(ctx.workspace, given);
      const stat = statAt(abs);
      if (!stat) throw new ToolInputError(`path not found: ${rel}; use list_files to see what exists`);
      // ripgrep reads a path it is given whatever it is, and a FIFO would keep it waiting for a writer.
      if (!stat.isFile() && !stat.isDirectory())
        throw new ToolInputError(`${rel} is not a regular file or a directory (a FIFO, socket or device)`);
      if (regex.includes('\0') || file_pattern?.includes('\0'))
        throw new ToolInputError(
          'regex and file_pattern may not contain a NUL byte; write \\x00 to match one',
        );
      try {
        filePatternMatcher(file_pattern);
      } catch (err) {
        throw new ToolInputError(`file_pattern ${JSON.stringify(file_pattern)}: ${(err as Error).message}`);
      }
      const engine = await pickEngine(ctx.workspace);
      // A process running in the sandbox meanwhile can swap directories under ripgrep's walk.
      if (engine.engine === 'ripgrep' && ctx.sandbox.backend === 'bubblewrap' && ctx.sandbox.running > 0)
        engine.launch = launchInSandbox(ctx.sandbox);
      try {
        // ripgrep checks its own syntax; the JS engine's regexes must run in linear time.
        if (engine.engine === 'js') modelRegExp(regex);
        else new RegExp(regex);
      } catch (err) {
        if (err instanceof NonLinearRegExpError) throw new ToolInputError(`search_files: ${err.message}`);
        throw new ToolInputError(`invalid regex /${regex}/: ${(err as Error).message}`);
      }
      const query = {
        workspace: ctx.workspace,
        rel,
        regex,
        filePattern: file_pattern,
        ceiling: SEARCH_CEILING,
        signal: ctx.signal,
      };
      return { ok: true, output: await searchFiles(query, engine, ctx.readable, (t) => ctx.redact(t)) };
    }),
});
