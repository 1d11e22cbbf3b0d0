import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function time(args: string[], n = 20): number[] {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    execFileSync(process.execPath, args, { stdio: 'ignore' });
    samples.push(performance.now() - t);
  }
  return samples;
}

/** `nightshift --version` from the bundle, against a bare `node -e 0` in the same run. */
export function run(): Promise<BenchRow[]> {
  const cli = path.join(root, 'dist', 'cli.js');
  if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run bundle` first');
  const s = stats(time([cli, '--version']));
  const base = stats(time(['-e', '0']));
  return Promise.resolve([
    {
      name: 'cold start: nightshift --version',
      median: s.median,
      p95: s.p95,
      baseline: 'node -e 0',
      baselineMedian: base.median,
      ratio: s.median / base.median,
      target: '< 200 ms median',
      pass: s.median < 200,
    },
  ]);
}
