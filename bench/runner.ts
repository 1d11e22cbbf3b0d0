import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeRunnerFixture } from './runner-fixture.ts';
import { stats, type BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '..', 'dist', 'nightshift.cjs');
const CALLS = 2000;

/** The node flags of the bin's shebang: users run it with them (npm's bin link, the image). */
function shebangFlags(): string[] {
  const shebang = readFileSync(cli, 'utf8').split('\n')[0] ?? '';
  return shebang.split(/\s+/).filter((w) => w.startsWith('--'));
}

/** Peak RSS of the bundled CLI running the task, with the node flags of its own shebang. */
function cliPeakRss(): number {
  const { dir, taskFile } = makeRunnerFixture(CALLS);
  const flags = shebangFlags();
  const r = spawnSync(
    process.execPath,
    [
      ...flags,
      '--import',
      path.join(here, 'print-rss.mjs'),
      cli,
      'run',
      taskFile,
      '--quiet',
      '--no-pr',
      '--out',
      path.join(dir, 'out'),
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`the bundled CLI run failed (exit ${r.status}): ${r.stderr}`);
  return Number(/peak-rss-mb ([\d.]+)/.exec(r.stderr)?.[1]);
}

/** Runner overhead per tool call: a scripted run of 2,000 read_file calls, one per turn. */
export function run(): Promise<BenchRow[]> {
  const out = execFileSync(
    process.execPath,
    // The same flags as the CLI, so the time per call includes what they cost.
    [...shebangFlags(), '--import', 'tsx', path.join(here, 'runner-child.ts'), String(CALLS)],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { samples, raw } = JSON.parse(out) as { samples: number[]; raw: number[] };
  const perCall = stats(samples);
  const base = stats(raw);
  const rss = cliPeakRss();
  return Promise.resolve([
    {
      name: `runner: ${CALLS} read_file calls, per call (RSS: the nightshift bin's run)`,
      median: perCall.median,
      p95: perCall.p95,
      peakRssMb: rss,
      baseline: 'fs.readFileSync of the same file',
      baselineMedian: base.median,
      ratio: perCall.median / base.median,
      target: 'median − baseline < 0.5 ms; peak RSS < 150 MB',
      pass: perCall.median - base.median < 0.5 && rss < 150,
    },
  ]);
}
