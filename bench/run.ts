// `npm run bench`: runs every benchmark, prints one table, and writes docs/performance.md with the
// machine description. Compare ratios within one run: the machine is shared and noisy.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const SUITES = [
  'runner',
  'cold-start',
  'audit',
  'policy',
  'sandbox',
  'read',
  'list',
  'search',
  'codebase-search',
  'apply-diff',
  'apply-patch',
  'prompt',
  'action',
  'cancel',
  'turns',
  'image',
];

const rows: BenchRow[] = [];
const failures: string[] = [];
for (const name of SUITES.filter((s) => only.length === 0 || only.includes(s))) {
  process.stderr.write(`bench: ${name}\n`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'suite.ts'), name], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status === 0) rows.push(...(JSON.parse(child.stdout) as BenchRow[]));
  else failures.push(`${name}: ${lastError(child.stderr)}`);
}

/** The message of the error a suite died with (the line naming it in the stack trace output). */
function lastError(stderr: string): string {
  const line = stderr.split('\n').find((l) => /^\w*Error: /.test(l.trim()));
  return (line ?? stderr.trim().split('\n').at(-1) ?? 'failed').trim();
}

const ms = (n: number | undefined) => (n === undefined ? '' : n < 1 ? n.toFixed(3) : n.toFixed(1));
const table = [
  '| case | median ms | p95 ms | peak RSS MB | baseline | baseline median ms | ratio | target | ok |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${ms(r.median)} | ${ms(r.p95)} | ${r.peakRssMb?.toFixed(0) ?? ''} | ${r.baseline ?? ''} | ${ms(r.baselineMedian)} | ${r.ratio?.toFixed(2) ?? ''} | ${r.target} | ${r.pass ? 'yes' : '**no**'} |`,
  ),
].join('\n');
const machine = [
  `- date: ${new Date().toISOString()}`,
  `- cpu: ${cpus()[0]?.model ?? 'unknown'} × ${cpus().length}`,
  `- memory: ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  `- node: ${process.version}; git: ${execFileSync('git', ['--version'], { encoding: 'utf8' }).trim()}`,
].join('\n');
process.stdout.write(`${table}\n`);
if (failures.length) process.stdout.write(`\nnot measured:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);

if (only.length === 0) {
  const doc = path.join(root, 'docs', 'performance.md');
  // Hand-written notes below "## Notes" survive a new run; the table above them is replaced.
  const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const notes = previous.includes('\n## Notes') ? previous.slice(previous.indexOf('\n## Notes')) : '';
  writeFileSync(
    doc,
    `# Performance\n\nLatest \`npm run bench\` on a shared 2-core machine (noisy: compare the ratios within one run, not absolute times across runs).\n\n${machine}\n\n${table}\n${failures.length ? `\nNot measured in this run:\n${failures.map((f) => `- ${f}`).join('\n')}\n` : ''}${notes}`,
  );
}
process.exitCode = rows.every((r) => r.pass) && failures.length === 0 ? 0 : 1;
