import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function time(args: string[]): number {
  const t = performance.now();
  execFileSync(process.execPath, args, { stdio: 'ignore' });
  return performance.now() - t;
}

/** `nightshift --version` from the bundle, against a bare `node -e 0` in the same run. */
export function run(): Promise<BenchRow[]> {
  const cli = path.join(root, 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run bundle` first');
  // Interleaved, so that load on the shared machine hits both alike.
  const own: number[] = [];
  const node: number[] = [];
  for (let i = 0; i < 30; i++) {
    own.push(time([cli, '--version']));
    node.push(time(['-e', '0']));
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
