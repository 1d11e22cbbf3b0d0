import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { searchFiles } from '../src/tools/search-files.ts';
import { findRipgrep } from '../src/tools/search/ripgrep.ts';
import { stats, type BenchRow } from './types.ts';

const exec = promisify(execFile);
export const TREE_FILES = 20_000;
const NEEDLE = 'TODO(nightshift)';

/**
 * A generated source tree of 20,000 files (20 × 10 directories of 100 files, ~1 KB each) plus an
 * ignored node_modules; every 100th file holds the needle. Returns the tree's root.
 */
export function makeTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ns-bench-tree-'));
  writeFileSync(path.join(root, '.gitignore'), 'node_modules/\n*.log\n');
  const body = Array.from({ length: 30 }, (_, i) => `export const value${i} = compute(${i}, 'abc');`).join(
    '\n',
  );
  let n = 0;
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 10; b++) {
      const dir = path.join(root, `pkg${a}`, `mod${b}`);
      mkdirSync(dir, { recursive: true });
      for (let c = 0; c < 100; c++, n++)
        writeFileSync(
          path.join(dir, `file${c}.ts`),
          n % 100 === 0 ? `${body}\n// ${NEEDLE}: fix ${n}\n` : `${body}\n`,
        );
    }
  mkdirSync(path.join(root, 'node_modules', 'dep'), { recursive: true });
  for (let c = 0; c < 200; c++)
    writeFileSync(path.join(root, 'node_modules', 'dep', `f${c}.js`), `// ${NEEDLE}\n`);
  return root;
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** search_files (ripgrep engine, JSON parsing and formatting included) vs ripgrep run directly. */
export async function run(): Promise<BenchRow[]> {
  const rgPath = await findRipgrep(process.cwd());
  if (!rgPath) throw new Error('@vscode/ripgrep is not installed');
  const root = makeTree();
  try {
    const regex = 'TODO\\(nightshift\\)';
    const q = {
      workspace: root,
      rel: '.',
      regex,
      filePattern: undefined,
      ceiling: 2000,
      signal: new AbortController().signal,
    };
    const direct = () => exec(rgPath, ['-e', regex, '.'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    await direct(); // warm the page cache for both
    const ours: number[] = [];
    const base: number[] = [];
    for (let i = 0; i < 7; i++) {
      ours.push(...(await time(() => searchFiles(q, { engine: 'ripgrep', rgPath }), 1)));
      base.push(...(await time(direct, 1)));
    }
    const js = await time(() => searchFiles(q, { engine: 'js' }), 3);
    const o = stats(ours);
    const b = stats(base);
    const j = stats(js);
    return [
      {
        name: `search_files (ripgrep) on ${TREE_FILES} files`,
        ...o,
        baseline: 'rg run directly',
        baselineMedian: b.median,
        ratio: o.median / b.median,
        target: 'within 1.5× of rg',
        pass: o.median / b.median <= 1.5,
      },
      {
        name: `search_files (JS fallback) on ${TREE_FILES} files`,
        ...j,
        baseline: 'rg run directly',
        baselineMedian: b.median,
        ratio: j.median / b.median,
        target: 'informational (used only without ripgrep)',
        pass: true,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
