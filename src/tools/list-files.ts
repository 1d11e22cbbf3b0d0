import * as z from '../zod.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { walk, type WalkEntry } from './fs/walk.ts';
import { defineTool } from './types.ts';

export const LIST_DEFAULT_LIMIT = 1000;
/**
 * Entries a recursive listing walks at most: each is kept until the cut (~0.6 KB), so a workspace
 * a command filled with ten million files would take gigabytes of nightshift's heap, and the walk
 * blocks the run while it lasts. Past it the listing says it stopped.
 */
export const MAX_LISTED_ENTRIES = 200_000;

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
    // The first (limit - below) paths of the cut level, in path order; paths are unique.
    const atCut = entries.filter((e) => e.depth === cut).map((e) => e.rel);
    const last = limit - below > 0 ? nthSmallest(atCut, limit - below - 1) : undefined;
    kept = entries.filter((e) => e.depth < cut || (e.depth === cut && last !== undefined && e.rel <= last));
  }
  const shown = kept.map((e) => (e.kind === 'dir' ? `${e.rel}/` : e.rel)).sort();
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
      const stat = statAt(abs);
      if (!stat) throw new ToolInputError(`directory not found: ${rel}`);
      if (!stat.isDirectory())
        throw new ToolInputError(`${rel} is a file, not a directory; use read_file to read it`);
      const entries: WalkEntry[] = [];
      let stopped = false;
      walk(ctx.workspace, rel, {
        recursive,
        visit: (e) => {
          if (!ctx.readable(e.rel)) return true;
          // One entry past the bound: there are more than it.
          stopped = entries.length === MAX_LISTED_ENTRIES;
          if (!stopped) entries.push(e);
          return !stopped;
        },
      });
      if (entries.length === 0)
        return { ok: true, output: `${rel} is empty (or everything in it is ignored).` };
      const { shown, omitted } = selectEntries(entries, LIST_DEFAULT_LIMIT);
      const narrow = 'List a subdirectory, or use search_files with file_pattern, to narrow.';
      const notice = stopped
        ? `\n[The listing stopped after ${MAX_LISTED_ENTRIES} entries: ${shown.length} of them are shown (shallower first), and there are more. ${narrow}]`
        : omitted
          ? `\n[${omitted} of ${entries.length} entries left out (shallower entries are shown first). ${narrow}]`
          : '';
      return { ok: true, output: shown.join('\n') + notice };
    }),
});

/**
 * The value that would be at `n` if `values` were sorted (quickselect; reorders `values`). A
 * listing cut at 1,000 of 20,000 paths needs only its last path, not a sort of all of them.
 */
export function nthSmallest(values: string[], n: number): string | undefined {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j]!, values[i]!];
        i++;
        j--;
      }
    }
    if (n <= j) hi = j;
    else if (n >= i) lo = i;
    else break;
  }
  return values[n];
}
