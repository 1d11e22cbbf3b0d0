import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stats, type BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runner overhead per tool call: a scripted run of 2,000 read_file calls, one per turn. */
export function run(): Promise<BenchRow[]> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'runner-child.ts'), '2000'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { samples, raw, rssMb } = JSON.parse(out) as { samples: number[]; raw: number[]; rssMb: number };
  const perCall = stats(samples);
  const base = stats(raw);
  const overhead = perCall.median - base.median;
  return Promise.resolve([
    {
      name: 'runner: 2,000 read_file calls, per call',
      median: perCall.median,
      p95: perCall.p95,
      peakRssMb: rssMb,
      baseline: 'fs.readFileSync of the same file',
      baselineMedian: base.median,
      target: 'overhead < 0.5 ms median; peak RSS < 150 MB',
      pass: overhead < 0.5 && rssMb < 150,
      ratio: perCall.median / base.median,
    },
  ]);
}
