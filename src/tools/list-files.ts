import { z } from 'zod';
import { refusalsAsResults, resolveInside, statOrUndefined, ToolInputError } from './fs/confine.ts';
import { walk, type WalkEntry } from './fs/walk.ts';
import { defineTool } from './types.ts';

export const LIST_DEFAULT_LIMIT = 1000;

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Keeps the shallowest entries when over the limit, so the model sees the overall shape first.
 * Only the one depth level that is cut needs ordering, so a huge tree costs no full sort.
 */
export function selectEntries(entries: WalkEntry[], limit: number): { shown: string[]; omitted: number } {
  let kept = entries;
  if (entries.length > limit) {
    const perDepth: number[] = [];
    for (const e of entries) perDepth[e.depth] = (perDepth[e.depth] ?? 0) + 1;
    let cut = 0;
    let below = 0;
    while (below + (perDepth[cut] ?? 0) <= limit) below += perDepth[cut++] ?? 0;
    const atCut = entries.filter((e) => e.depth === cut).sort((a, b) => byPath(a.rel, b.rel));
    kept = [...entries.filter((e) => e.depth < cut), ...atCut.slice(0, limit - below)];
  }
  const shown = kept.map((e) => (e.kind === 'dir' ? `${e.rel}/` : e.rel)).sort(byPath);
  return { shown, omitted: entries.length - kept.length };
}

export const listFilesTool = defineTool({
  name: 'list_files',
  group: 'read',
  description:
    'List files and directories (directories end with "/"), honouring .gitignore. Non-recursive by default.',
  params: z.strictObject({
    path: z.string().describe('Directory relative to the workspace root ("." for the root).'),
    recursive: z.boolean().optional().describe('List all nested entries too (default false).'),
  }),
  access: ({ path }) => [{ kind: 'read', path }],
  execute: ({ path: given, recursive = false }, ctx) =>
    refusalsAsResults(() => {
      const { abs, rel } = resolveInside(ctx.workspace, given);
      const stat = statOrUndefined(abs);
      if (!stat) throw new ToolInputError(`directory not found: ${rel}`);
      if (!stat.isDirectory())
        throw new ToolInputError(`${rel} is a file, not a directory; use read_file to read it`);
      const entries: WalkEntry[] = [];
      walk(ctx.workspace, rel, { recursive, visit: (e) => void (ctx.readable(e.rel) && entries.push(e)) });
      if (entries.length === 0)
        return { ok: true, output: `${rel} is empty (or everything in it is ignored).` };
      const { shown, omitted } = selectEntries(entries, LIST_DEFAULT_LIMIT);
      const notice = omitted
        ? `\n[${omitted} of ${entries.length} entries left out (shallower entries are shown first). List a subdirectory, or use search_files with file_pattern, to narrow.]`
        : '';
      return { ok: true, output: shown.join('\n') + notice };
    }),
});
