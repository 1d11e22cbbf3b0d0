// Sandbox start-up cost: 200 `true` commands through runCommand with the bubblewrap backend against
// a plain spawn of the same `bash -c true` in its own process group, in the same run. Target:
// under 15 ms added per command (median).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdirSync, mkdtempSync, openSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSandbox } from '../src/sandbox/create.ts';
import type { Sandbox } from '../src/sandbox/sandbox.ts';
import { runCommand } from '../src/tools/command/run.ts';
import { stats, type BenchRow } from './types.ts';

const SAMPLES = 200;
const WARMUP = 10;

async function timePlain(workspace: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const start = performance.now();
    const child = spawn('/bin/bash', ['-c', 'true'], { cwd: workspace, stdio: 'ignore', detached: true });
    await once(child, 'exit');
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  return times;
}

async function time(sandbox: Sandbox, workspace: string, log: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const fd = openSync(log, 'w');
    const start = performance.now();
    const exit = await runCommand({
      command: 'true',
      cwd: workspace,
      sandbox,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
      outputFd: fd,
    });
    const elapsed = performance.now() - start;
    closeSync(fd);
    if (exit.exitCode !== 0)
      throw new Error(`sandbox bench: true exited ${exit.exitCode} (${exit.startError ?? ''})`);
    if (i >= WARMUP) times.push(elapsed);
  }
  return times;
}

export async function run(): Promise<BenchRow[]> {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-bench-sandbox-')));
  const workspace = path.join(root, 'ws');
  const outDir = path.join(workspace, '.nightshift', 'run');
  mkdirSync(outDir, { recursive: true });
  const make = (setting: 'none' | 'bubblewrap') =>
    createSandbox({
      setting,
      workspace,
      protectedFiles: [],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
  const boxed = await make('bubblewrap');
  try {
    const log = path.join(root, 'out.log');
    // Interleaved halves so that load on the shared machine hits both alike.
    const base: number[] = [];
    const sand: number[] = [];
    for (let half = 0; half < 2; half++) {
      base.push(...(await timePlain(workspace)).slice(0, SAMPLES / 2));
      sand.push(...(await time(boxed, workspace, log)).slice(0, SAMPLES / 2));
    }
    const b = stats(base);
    const s = stats(sand);
    const added = s.median - b.median;
    return [
      {
        name: `sandbox start-up, bubblewrap, ${SAMPLES} \`true\` commands (added ${added.toFixed(1)} ms)`,
        median: s.median,
        p95: s.p95,
        baseline: 'plain spawn of bash -c true',
        baselineMedian: b.median,
        ratio: s.median / b.median,
        target: '< 15 ms added per command',
        pass: added < 15,
      },
    ];
  } finally {
    await boxed.close();
    rmSync(root, { recursive: true, force: true });
  }
}
