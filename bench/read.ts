import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from '../src/policy/limits.ts';
import { loadPolicy } from '../src/policy/load-policy.ts';
import { allowedBy } from '../src/policy/match-glob.ts';
import { readFileTool } from '../src/tools/read-file.ts';
import type { RunControls, ToolContext } from '../src/tools/types.ts';
import { Sandbox } from '../src/sandbox/sandbox.ts';
import { stats, type BenchRow } from './types.ts';

const noControls = (): never => {
  throw new Error('not used by file tools');
};

/**
 * A context for calling file tools directly on `workspace`, with the read rules of the default
 * policy (builtin:standard) deciding what listings and searches show, as in a run.
 */
export function benchContext(workspace: string): ToolContext {
  const { read } = loadPolicy('builtin:standard', workspace);
  const run: RunControls = {
    modeSlug: 'code',
    switchMode: noControls,
    startSubtask: noControls,
    answerFollowup: noControls,
    setTodos: noControls,
  };
  return {
    workspace,
    outDir: path.join(workspace, '.nightshift'),
    signal: new AbortController().signal,
    sandbox: new Sandbox({
      setting: 'none',
      backend: 'none',
      sourceEnv: {},
      envPass: [],
      ownEnvironScrubbed: false,
    }),
    commandTimeoutMs: 60_000,
    commandOutputBytes: DEFAULT_LIMITS.max_command_output_bytes,
    readable: allowedBy(read),
    redact: (t) => t,
    run,
  };
}

const CALLS_PER_SAMPLE = 100;

/** read_file of a small (60-line) file vs fs.readFileSync: the tool's own per-call overhead. */
export async function run(): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'ns-bench-read-'));
  try {
    const file = path.join(root, 'small.ts');
    writeFileSync(file, Array.from({ length: 60 }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n');
    const ctx = benchContext(root);
    const ours: number[] = [];
    const raw: number[] = [];
    for (let s = 0; s < 40; s++) {
      let t = performance.now();
      for (let i = 0; i < CALLS_PER_SAMPLE; i++) await readFileTool.execute({ path: 'small.ts' }, ctx);
      ours.push((performance.now() - t) / CALLS_PER_SAMPLE);
      t = performance.now();
      for (let i = 0; i < CALLS_PER_SAMPLE; i++) readFileSync(file, 'utf8');
      raw.push((performance.now() - t) / CALLS_PER_SAMPLE);
    }
    const o = stats(ours.slice(5));
    const b = stats(raw.slice(5));
    return [
      {
        name: 'read_file of a 60-line file, per call',
        ...o,
        baseline: 'fs.readFileSync',
        baselineMedian: b.median,
        ratio: o.median / b.median,
        target: 'overhead < 0.2 ms per call',
        pass: o.median - b.median < 0.2,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
