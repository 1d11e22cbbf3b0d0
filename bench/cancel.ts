import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerStep } from './runner-step.ts';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = 8;
// GitHub cancels with SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s after that: a
// cancellation must end well inside the first gap, and a second signal inside the second.

const TASK = `version: 1
title: Wait
prompt: Run the slow command.
model: { provider: script, script: turns.yaml }
policy: policy.yaml
`;
// slow.sh marks that it started (the bench signals only then), then waits far longer than a sample.
const TURNS = `- tool_calls:
    - name: execute_command
      args: { command: "bash slow.sh" }
- tool_calls:
    - name: attempt_completion
      args: { result: done }
`;
const policy = (sandbox: string) => `version: 1
extends: builtin:standard
command: { default: allow }
sandbox: ${sandbox}
`;

interface Case {
  name: string;
  /** `auto`: bubblewrap where it works, as in a real job. */
  sandbox: 'auto' | 'none';
  /** Ignoring SIGTERM makes cancelling wait for the SIGKILL after the 2 s grace. */
  ignoresTerm: boolean;
  /** The second, when given, 100 ms after the first: a runner whose patience ran out. */
  signals: NodeJS.Signals[];
  targetMs: number;
}

const CASES: Case[] = [
  {
    name: 'action cancel: SIGINT during a command → exit 130',
    sandbox: 'auto',
    ignoresTerm: false,
    signals: ['SIGINT'],
    targetMs: 2000,
  },
  {
    // Without a sandbox: bubblewrap's namespace goes down with its init at the first SIGTERM.
    name: 'action cancel: SIGINT, command ignores SIGTERM (no sandbox) → exit 130',
    sandbox: 'none',
    ignoresTerm: true,
    signals: ['SIGINT'],
    targetMs: 5000,
  },
  {
    name: 'action cancel: SIGINT, SIGTERM 100 ms later, command ignores SIGTERM → exit 130',
    sandbox: 'none',
    ignoresTerm: true,
    signals: ['SIGINT', 'SIGTERM'],
    targetMs: 2000,
  },
];

/** A checked-out repository holding the task, and the files a runner gives an action step. */
function runnerEnv(dir: string, c: Case): NodeJS.ProcessEnv {
  return runnerStep(
    dir,
    {
      'nightshift/task.yaml': TASK,
      'nightshift/turns.yaml': TURNS,
      'nightshift/policy.yaml': policy(c.sandbox),
      // In a script: the policy's analyzer refuses `trap` on the command line.
      'slow.sh': `${c.ignoresTerm ? "trap '' TERM\n" : ''}touch started.marker\nsleep 600 &\nwait\n`,
    },
    { 'task-file': 'nightshift/task.yaml', 'audit-log': 'nightshift-audit.jsonl' },
  );
}

/**
 * One cancellation as a runner does it: the action is started, its command is running, then
 * `signals` are sent (the second 100 ms after the first, a runner whose patience ran out).
 * Returns the time from the first signal to the action's exit, after checking that it exited 130
 * with the `cancelled` outputs and a closed log.
 */
async function cancelOnce(entry: string, dir: string, c: Case): Promise<number> {
  const env = runnerEnv(dir, c);
  const workspace = env.GITHUB_WORKSPACE ?? dir;
  const child = spawn(process.execPath, [entry], { env, cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? signal)),
  );
  const marker = path.join(workspace, 'started.marker');
  for (const end = Date.now() + 30_000; !existsSync(marker); await sleep(10)) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the command never started: ${out.slice(-400)}`);
    }
  }
  const t = performance.now();
  child.kill(c.signals[0]);
  for (const signal of c.signals.slice(1)) {
    await sleep(100);
    if (child.exitCode === null) child.kill(signal);
  }
  const code = await exited;
  const elapsed = performance.now() - t;
  const outputs = readFileSync(env.GITHUB_OUTPUT ?? '', 'utf8');
  const log = readFileSync(path.join(workspace, 'nightshift-audit.jsonl'), 'utf8').trim().split('\n');
  if (code !== 130 || !/^status<<\S+\ncancelled$/m.test(outputs) || !log.at(-1)?.includes('"run.finished"'))
    throw new Error(`the action did not finish as cancelled (exit ${code}): ${out.slice(-400)}`);
  return elapsed;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The action cancelled while its command runs: time from the first signal to its exit. */
export async function run(): Promise<BenchRow[]> {
  const entry = path.join(root, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
  const rows: BenchRow[] = [];
  for (const c of CASES) {
    const samples: number[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-cancel-'));
      try {
        const ms = await cancelOnce(entry, dir, c);
        if (i > 0) samples.push(ms); // the first run warms the file cache
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const s = stats(samples);
    rows.push({
      name: c.name,
      median: s.median,
      p95: s.p95,
      target: `< ${c.targetMs} ms p95`,
      pass: s.p95 < c.targetMs,
    });
  }
  return rows;
}
