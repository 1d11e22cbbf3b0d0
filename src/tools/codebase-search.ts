import * as z from '../zod.ts';
import { CodeIndex } from './codebase-search/code-index.ts';
import { Embedder, EmbeddingsError, type EmbeddingUsage } from './codebase-search/embedder.ts';
import { readInside } from './codebase-search/files.ts';
import { formatHits, type ShownHit } from './codebase-search/format.ts';
import { SemanticIndex } from './codebase-search/semantic.ts';
import { VectorCache } from './codebase-search/vector-cache.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { defineTool, type ToolContext } from './types.ts';

export const CODEBASE_SEARCH_RESULTS = 10;

/**
 * One index per run, built by the run's first call. Keyed by the run's read predicate: the
 * index holds exactly what that policy lets the model read, and goes away with the run.
 */
const indexes = new WeakMap<ToolContext['readable'], Map<string, Promise<CodeIndex>>>();

async function indexFor(ctx: ToolContext): Promise<CodeIndex> {
  let byWorkspace = indexes.get(ctx.readable);
  if (!byWorkspace) indexes.set(ctx.readable, (byWorkspace = new Map<string, Promise<CodeIndex>>()));
  let index = byWorkspace.get(ctx.workspace);
  if (!index) {
    const settings = ctx.search;
    index = (async () => {
      const semantic = settings?.embeddings
        ? await SemanticIndex.create(
            new Embedder(settings.embeddings),
            new VectorCache(settings.cacheDir, settings.embeddings),
          )
        : undefined;
      return CodeIndex.create({
        workspace: ctx.workspace,
        readable: ctx.readable,
        skipDirs: [ctx.outDir, ...(settings ? [settings.cacheDir] : [])],
        semantic,
      });
    })();
    byWorkspace.set(ctx.workspace, index);
  }
  return index;
}

/** The chunk's lines as the file holds them now (refreshed just before, so normally unchanged). */
function currentLines(
  workspace: string,
  hit: { path: string; start: number; end: number },
): string[] | undefined {
  return readInside(workspace, hit.path)
    ?.toString('utf8')
    .split('\n')
    .slice(hit.start - 1, hit.end)
    .map((l) => l.replace(/\r$/, ''));
}

export const codebaseSearchTool = defineTool({
  name: 'codebase_search',
  group: 'read',
  description:
    'Find code about a topic when you do not know the exact text to grep for ("retry backoff", "where is the config file parsed"). Ranks chunks of the workspace (functions, classes and methods from the syntax tree, else line windows) by the words and identifiers they hold (split: "config file" finds parseConfigFile and config_file), and by meaning when the task configures embeddings; returns the best as "path:start-end (score)" with a snippet. Honours .gitignore and the policy. Use search_files for an exact regex.',
  params: z.strictObject({
    query: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .describe('What the code does or is about, in words or identifiers.'),
    path: z
      .string()
      .optional()
      .describe(
        'Directory (or file) relative to the workspace root to limit the search to; default the whole workspace.',
      ),
  }),
  access: ({ path: given }) => [{ kind: 'read', path: given ?? '.' }],
  execute: ({ query, path: given }, ctx) =>
    refusalsAsResults(async () => {
      const { abs, rel } = resolveInside(ctx.workspace, given ?? '.');
      if (!statAt(abs)) throw new ToolInputError(`path not found: ${rel}; use list_files to see what exists`);
      const usage: EmbeddingUsage = { requests: 0, inputs: 0, tokens: 0 };
      const index = await indexFor(ctx);
      let hits;
      try {
        await index.refresh(ctx.signal, usage);
        hits = await index.search(query, rel, CODEBASE_SEARCH_RESULTS, ctx.signal, usage);
      } catch (err) {
        if (!(err instanceof EmbeddingsError)) throw err;
        indexes.get(ctx.readable)?.delete(ctx.workspace); // half-embedded: the next call starts over
        return { ok: false, output: `Error: ${err.message}`, embeddings: usage };
      }
      const shown: ShownHit[] = hits.flatMap((h) => {
        const lines = currentLines(ctx.workspace, h);
        if (!lines) return []; // deleted since the refresh a moment ago
        // Masked before formatHits cuts long lines: a cut through a secret leaves a part no redaction finds.
        return [{ ...h, lines: ctx.redact(lines.join('\n')).split('\n') }];
      });
      const size = `${index.chunkCount} chunks in ${index.fileCount} files${index.complete ? '' : ` (the first ${index.fileCount} found: the index stops there)`}`;
      const how = ctx.search?.embeddings ? `lexical + semantic, ranks fused; ${size}` : `lexical; ${size}`;
      return {
        ok: true,
        output: formatHits(query, shown, how),
        ...(ctx.search?.embeddings ? { embeddings: usage } : {}),
      };
    }),
});
