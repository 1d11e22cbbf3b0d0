import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startModelServer } from './model-server.ts';
import { runnerStep } from './runner-step.ts';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = 10;

/** A checked-out repository and the files a runner gives an action step. */
function runnerEnv(dir: string, baseUrl: string): NodeJS.ProcessEnv {
  return runnerStep(
    dir,
    { 'src/math.js': 'export const add = (a, b) => a + b;\n' },
    {
      task: 'Check that add() adds; change nothing if it does.',
      // A model the pricing table knows, so the policy's default cost limit has a price.
      model: 'openai:gpt-4.1-mini',
      'openai-api-key': 'sk-bench-not-a-real-key',
      'base-url': baseUrl,
    },
  );
}

/** Spawns `node ARGS` and resolves with its exit code and output once it exits. */
function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** `node dist/index.js` as a runner starts it (workflow_dispatch, inline task): spawn → first model request. */
export async function run(): Promise<BenchRow[]> {
  const entry = path.join(root, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
  // Every answer ends the run: the row measures start-up only.
  const model = await startModelServer(() => ({
    name: 'attempt_completion',
    args: { result: 'Nothing to change.' },
  }));
  const dirs: string[] = [];
  try {
    const samples: number[] = [];
    const base: number[] = [];
    // One warm-up run (file cache), not counted; then alternate the action and the baseline.
    for (let i = 0; i <= SAMPLES; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-action-'));
      dirs.push(dir);
      const env = runnerEnv(dir, model.url);
      model.reset();
      const t = performance.now();
      const r = await runNode([entry], env, env.GITHUB_WORKSPACE ?? dir);
      const first = model.firstRequest();
      if (first === undefined || r.code !== 0) {
        throw new Error(`the action made no model request or failed (exit ${r.code}): ${r.out.slice(-400)}`);
      }
      const b = performance.now();
      await runNode(['-e', '0'], { PATH: process.env.PATH }, dir);
      if (i > 0) {
        samples.push(first - t);
        base.push(performance.now() - b);
      }
    }
    const s = stats(samples);
    const bs = stats(base);
    return [
      {
        name: 'action: node dist/index.js → first model request',
        median: s.median,
        p95: s.p95,
        baseline: 'node -e 0',
        baselineMedian: bs.median,
        ratio: s.median / bs.median,
        target: '< 300 ms median',
        pass: s.median < 300,
      },
    ];
  } finally {
    model.server.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
