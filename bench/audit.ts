import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redactor } from '../src/audit/redact.ts';
import { AuditWriter } from '../src/audit/writer.ts';
import { stats, type BenchRow } from './types.ts';

const EVENTS = 2000;
const WARMUP = 200;

/** A run's usual environment: a handful of keys and tokens to redact. */
function redactor(): Redactor {
  const r = new Redactor();
  r.addFromEnv({
    ANTHROPIC_API_KEY: 'sk-ant-api03-' + 'x7'.repeat(40),
    OPENAI_API_KEY: 'sk-proj-' + 'Q9'.repeat(24),
    GITHUB_TOKEN: 'ghs_' + 'a1B2'.repeat(9),
    NPM_TOKEN: 'npm_' + 'Zz09'.repeat(9),
    DB_PASSWORD: 'correct horse battery staple',
  });
  return r;
}

/** ~2 KB of numbered source lines, like a read_file result. */
function toolOutput(i: number): string {
  return Array.from(
    { length: 40 },
    (_, n) => `${n + 1} | export function f${i}_${n}(a, b) { return a + b; }`,
  ).join('\n');
}

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Per-event cost of AuditWriter.emit (redact, serialize, hash, one write) for a typical
 * tool.result, against a raw fs.writeSync of the same bytes in the same process; the redactor
 * alone on a maximal tool output; and fdatasync per line, the cost the writer chose not to pay.
 */
export function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-audit-'));
  try {
    const lines: string[] = [];
    const emitMs: number[] = [];
    const writer = AuditWriter.open(path.join(dir, 'audit.jsonl'), {
      runId: 'bench',
      redactor: redactor(),
      onLine: (l) => lines.push(l),
    });
    for (let i = 0; i < EVENTS + WARMUP; i++) {
      const output = toolOutput(i);
      const payload = {
        call_id: `call_${i}`,
        ok: true,
        duration_ms: 0.42,
        output_bytes: output.length,
        output,
      };
      const ms = time(() => writer.emit('tool.result', payload));
      if (i >= WARMUP) emitMs.push(ms);
    }
    writer.close();

    const rawMs = measureRawWrites(path.join(dir, 'raw.jsonl'), lines, false);
    const syncMs = measureRawWrites(path.join(dir, 'sync.jsonl'), lines.slice(0, 300), true);
    const emit = stats(emitMs);
    const raw = stats(rawMs);
    const sync = stats(syncMs);

    const big = toolOutput(0).repeat(25).slice(0, 50_000);
    const r = redactor();
    const redact = stats(Array.from({ length: 300 }, () => time(() => r.redact(big))));

    return Promise.resolve([
      {
        name: 'audit emit: tool.result, 2 KB output',
        ...emit,
        baseline: 'fs.writeSync of the same line',
        baselineMedian: raw.median,
        ratio: emit.median / raw.median,
        target: '< 0.1 ms median overhead per event',
        pass: emit.median - raw.median < 0.1,
      },
      {
        name: 'redact a 50 KB tool output, 5 secrets',
        ...redact,
        target: '< 1 ms median',
        pass: redact.median < 1,
      },
      {
        name: 'write + fdatasync per line (not done: see writer.ts)',
        ...sync,
        baseline: 'write alone',
        baselineMedian: raw.median,
        ratio: sync.median / raw.median,
        target: 'informational',
        pass: true,
      },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measureRawWrites(file: string, lines: string[], sync: boolean): number[] {
  const fd = openSync(file, 'a');
  try {
    return lines.map((line) => {
      const buf = Buffer.from(`${line}\n`);
      return time(() => {
        writeSync(fd, buf);
        if (sync) fdatasyncSync(fd);
      });
    });
  } finally {
    closeSync(fd);
  }
}
