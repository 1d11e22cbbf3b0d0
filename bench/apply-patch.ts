import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPatchTool } from '../src/tools/apply-patch.ts';
import { applyChunks } from '../src/tools/diff/apply-patch-chunks.ts';
import { parsePatch } from '../src/tools/diff/parse-patch.ts';
import { linesOf, parseDoc, serializeDoc, withLines } from '../src/tools/diff/text-doc.ts';
import type { ToolContext } from '../src/tools/types.ts';
import { generateSource, time } from './apply-diff.ts';
import type { BenchRow } from './types.ts';

const FILE_LINES = 20_000;
const FILE = 'big.ts';

/**
 * One `*** Update File:` section with five hunks spread over the file, each adding a line after
 * the head of a function, with three context lines either side and an `@@` header naming it.
 */
function patchFor(lines: string[]): string {
  const hunks = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((at) => {
    const start = lines.findIndex(
      (l, i) => i >= Math.floor(at * lines.length) && l.startsWith('export function'),
    );
    return [
      `@@ ${lines[start - 1]}`,
      ...lines.slice(start, start + 3).map((l) => ` ${l}`),
      '+  // edited',
      ...lines.slice(start + 3, start + 6).map((l) => ` ${l}`),
    ];
  });
  return ['*** Begin Patch', `*** Update File: ${FILE}`, ...hunks, '*** End Patch'].join('\n');
}

/** The apply_patch work on file content: parse the patch and the file, apply the hunks, serialise. */
function applyPatchText(content: string, patch: string): string {
  const [op] = parsePatch(patch);
  if (op?.type !== 'update') throw new Error('bench patch is not one update');
  const doc = parseDoc(content);
  const result = applyChunks(linesOf(doc), op.chunks, op.path);
  if (!result.ok) throw new Error(`bench patch failed: ${result.message}`);
  return serializeDoc(withLines(doc, result.lines));
}

export async function run(): Promise<BenchRow[]> {
  const content = generateSource(FILE_LINES);
  const patch = patchFor(content.split('\n'));
  const needles = patch
    .split('\n@@')
    .slice(1)
    .map((h) =>
      h
        .split('\n')
        .slice(1, 4)
        .map((l) => l.slice(1))
        .join('\n'),
    );
  const base = await time(() => {
    for (const n of needles) if (content.indexOf(n) < 0) throw new Error('baseline needle not found');
  });
  const row = (name: string, t: { median: number; p95: number }, limit: number): BenchRow => ({
    name,
    ...t,
    baseline: 'String.prototype.indexOf of the 5 hunks’ context',
    baselineMedian: base.median,
    ratio: t.median / base.median,
    target: `< ${limit} ms median`,
    pass: t.median < limit,
  });
  return [
    row(
      'apply_patch: 5 hunks with @@ headers, 20k-line file',
      await time(() => applyPatchText(content, patch)),
      10,
    ),
    // Reading and decoding the 20k-line file and writing it back cost about as much as the patch.
    row('apply_patch tool: 5 hunks, with file read and atomic write', await toolTime(content, patch), 15),
  ];
}

/**
 * The whole tool call on a real file, rewritten to its original content before each run: the
 * pipeline's params check (the schema) and execute.
 */
async function toolTime(content: string, input: string): Promise<{ median: number; p95: number }> {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'nightshift-bench-')));
  const ctx = { workspace: dir, outDir: path.join(dir, '.out') } as ToolContext;
  try {
    return await time(
      async () => {
        const res = await applyPatchTool.execute(applyPatchTool.params.parse({ input }), ctx);
        if (!res.ok) throw new Error(res.output);
      },
      () => writeFileSync(path.join(dir, FILE), content),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
