import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The Node under test first in PATH: the bin's shebang (`env -S node …`) finds it there.
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}` };

function time(file: string, args: string[]): number {
  const t = performance.now();
  execFileSync(file, args, { stdio: 'ignore', env });
  return performance.now() - t;
}

/**
 * `nightshift --version` as users start it (the bin, through its shebang and the flags it
 * passes), against a bare `node -e 0` in the same run.
 */
export function run(): Promise<BenchRow[]> {
  const bin = path.join(root, 'dist', 'nightshift.cjs');
  if (!existsSync(bin)) throw new Error('dist/nightshift.cjs is missing: run `npm run bundle` first');
  // Interleaved, so that load on the shared machine hits both alike.
  const own: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < 30; i++) {
    own.push(time(bin, ['--version']));
    node.push(time(process.execPath, ['-e', '0']));
  }
  const s = stats(own);
  const base = stats(node);
  return Promise.resolve([
    {
      name: 'cold start: nightshift --version',
      median: s.median,
      p95: s.p95,
      baseline: 'node -e 0',
      baselineMedian: base.median,
      ratio: s.median / base.median,
      target: '< 200 ms median; ≤ 1.2 × node -e 0',
      pass: s.median < 200 && s.median / base.median <= 1.2,
    },
  ]);
}
