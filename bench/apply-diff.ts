import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { applyBlocks } from '../src/tools/diff/apply-blocks.ts';
import { parseDiffBlocks } from '../src/tools/diff/parse-blocks.ts';
import { serializeDoc, parseDoc } from '../src/tools/diff/text-doc.ts';
import { DEFAULT_FUZZY_THRESHOLD, applyDiffTool } from '../src/tools/apply-diff.ts';
import type { ToolContext } from '../src/tools/types.ts';
import { stats, type BenchRow } from './types.ts';

const FILE_LINES = 20_000;
const RUNS = 40;
const WARMUP = 5;

/** A deterministic TypeScript-like file: many small functions with repetitive lines, like real code. */
export function generateSource(lineCount: number): string {
  let seed = 42;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const words = [
    'value',
    'count',
    'items',
    'result',
    'options',
    'config',
    'index',
    'entry',
    'buffer',
    'state',
  ];
  const lines: string[] = ["import { readFile } from 'node:fs/promises';", ''];
  for (let f = 0; lines.length < lineCount; f++) {
    const a = words[rand(words.length)]!;
    const b = words[rand(words.length)]!;
    lines.push(
      `/** Computes the ${a} for ${b} number ${f}. */`,
      `export function compute${f}(${a}: number, ${b}: string[]): number {`,
      `  let total = ${rand(1000)};`,
      `  for (const item of ${b}) {`,
      `    if (item.length > ${rand(80)}) {`,
      `      total += item.length * ${a};`,
      '    } else {',
      `      total -= ${rand(9) + 1};`,
      '    }',
      '  }',
      `  return total + ${f};`,
      '}',
      '',
    );
  }
  return lines.slice(0, lineCount).join('\n') + '\n';
}

interface Case {
  search: string[];
  replace: string[];
  startLine: number;
}

/** Five blocks spread over the file, each the head of one function; `transform` gets 1-based line numbers. */
function cases(lines: string[], transform: (l: string, lineNo: number) => string): Case[] {
  return [0.1, 0.3, 0.5, 0.7, 0.9].map((at) => {
    const start = lines.findIndex(
      (l, i) => i >= Math.floor(at * lines.length) && l.startsWith('export function'),
    );
    const search = lines.slice(start, start + 6);
    return {
      search: search.map((l, i) => transform(l, start + 1 + i)),
      replace: [search[0]!, '  // edited', ...search.slice(1)],
      startLine: start + 1,
    };
  });
}

function diffOf(blocks: Case[], hints: boolean): string {
  return blocks
    .map((c) =>
      [
        '<<<<<<< SEARCH',
        ...(hints ? [`:start_line:${c.startLine}`, '-------'] : []),
        ...c.search,
        '=======',
        ...c.replace,
        '>>>>>>> REPLACE',
      ].join('\n'),
    )
    .join('\n');
}

export async function time(fn: () => unknown, setup = () => {}): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) {
    setup();
    await fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    setup();
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

/** The apply_diff work on file content: parse the diff and the file, match and apply, serialise. */
function applyDiffText(content: string, diff: string): string {
  const doc = parseDoc(content);
  const { text, outcomes } = applyBlocks(doc.text, parseDiffBlocks(diff), DEFAULT_FUZZY_THRESHOLD);
  if (!outcomes.every((o) => o.ok))
    throw new Error(`bench diff failed: ${JSON.stringify(outcomes.map((o) => !o.ok && o.message))}`);
  return serializeDoc({ ...doc, text });
}

export async function run(): Promise<BenchRow[]> {
  const content = generateSource(FILE_LINES);
  const lines = content.split('\n');
  const exact = cases(lines, (l) => l);
  const needles = exact.map((c) => c.search.join('\n'));
  const base = await time(() => {
    for (const n of needles) if (content.indexOf(n) < 0) throw new Error('baseline needle not found');
  });
  const row = (name: string, t: { median: number; p95: number }, limit: number): BenchRow => ({
    name,
    ...t,
    baseline: 'String.prototype.indexOf of the 5 search texts',
    baselineMedian: base.median,
    ratio: t.median / base.median,
    target: `< ${limit} ms median`,
    pass: t.median < limit,
  });
  const onText = (d: string) => time(() => applyDiffText(content, d));
  // Typographic quotes and a lost indentation level: found by the whitespace/punctuation-tolerant stage.
  const loose = cases(lines, (l) => l.replace(/^ {2}/, '').replace(/'/g, '\u2019'));
  // One character changed per line: found by the bounded fuzzy stage. Its target is looser: each
  // such block costs up to ~18 scans of the file for anchors plus the Levenshtein comparisons.
  const fuzzy = cases(lines, (l) => (l.length > 8 ? l.slice(0, 4) + 'X' + l.slice(5) : l));
  // The file indents by 2; the model by 4: every level of the block maps back to the file's.
  const doubled = cases(lines, (l) => l.replace(/^ +/, (indent) => indent + indent));
  // Prefixes as read_file prints them: stripped, and their numbers become the position hint.
  const numbered = cases(lines, (l, n) => `${String(n).padStart(5)} | ${l}`);
  return [
    row('apply_diff: 5 blocks, no :start_line:, 20k-line file', await onText(diffOf(exact, false)), 10),
    row('apply_diff: 5 blocks with :start_line:, 20k-line file', await onText(diffOf(exact, true)), 2),
    row(
      'apply_diff: 5 re-indented blocks with smart quotes, no hints',
      await onText(diffOf(loose, false)),
      10,
    ),
    row('apply_diff: 5 fuzzy blocks (a typo per line), no hints', await onText(diffOf(fuzzy, false)), 25),
    row(
      'apply_diff: 5 blocks retyped with 4-space levels (re-indented by level), no hints',
      await onText(diffOf(doubled, false)),
      10,
    ),
    row(
      'apply_diff: 5 blocks copied with read_file line numbers, no hints',
      await onText(diffOf(numbered, false)),
      // One scan per block for the text as sent (numbers included), like a block without hints.
      10,
    ),
    row(
      'apply_diff tool: 5 blocks, no hints, with file read and atomic write',
      await toolTime(content, diffOf(exact, false)),
      10,
    ),
  ];
}

/** The whole tool call on a real file, rewritten to its original content before each run. */
async function toolTime(content: string, diff: string): Promise<{ median: number; p95: number }> {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'nightshift-bench-')));
  const file = path.join(dir, 'big.ts');
  const ctx = { workspace: dir, outDir: path.join(dir, '.out') } as ToolContext;
  try {
    return await time(
      async () => {
        const res = await applyDiffTool.execute({ path: 'big.ts', diff }, ctx);
        if (!res.ok) throw new Error(res.output);
      },
      () => writeFileSync(file, content),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
