import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The action's TypeScript entry started as a runner starts an action: a child process with
 * INPUT_*, GITHUB_EVENT_PATH, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY. (test/action/e2e.test.ts
 * runs the bundle; this runs the source, so a test sees the code under change.)
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
export const ACTION_ENTRY = path.join(ROOT, 'src/action/main.ts');
const BUNDLE_ENTRY = path.join(ROOT, 'dist/index.js');
/** tsx by URL: the action runs in the workspace, where `--import tsx` would not resolve. */
const TSX = import.meta.resolve('tsx');

export interface ActionProcess {
  pid: number;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  /** GITHUB_OUTPUT, parsed (the last value of a name wins, as on the runner). */
  outputs(): Record<string, string>;
  summary(): string;
}

export function startAction(options: {
  workspace: string;
  inputs: Record<string, string>;
  event?: string;
  payload?: object;
  /** More of the step's environment: a workflow's `env:`, GITHUB_API_URL for loopback servers. */
  env?: NodeJS.ProcessEnv;
  /** `bundle` runs dist/index.js as the runner does (action.yml); the default runs the source. */
  entry?: 'source' | 'bundle';
}): ActionProcess {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-runner-'));
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(options.payload ?? { inputs: {} }));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event ?? 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_ACTOR: 'wanda',
    RUNNER_TEMP: dir,
    'INPUT_OPEN-PR': 'false',
    'INPUT_TRIGGER-PHRASE': '@nightshift',
    'INPUT_LABEL-TRIGGER': 'nightshift',
    ...Object.fromEntries(Object.entries(options.inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...options.env,
  };
  const args = options.entry === 'bundle' ? [BUNDLE_ENTRY] : ['--import', TSX, ACTION_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return {
    pid: child.pid ?? -1,
    kill: (signal) => child.kill(signal),
    exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))),
    stdout: () => stdout,
    stderr: () => stderr,
    outputs: () => parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: () => readFileSync(files.summary, 'utf8'),
  };
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER\n` per output. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1] ?? ''] = m[3] ?? '';
  return out;
}
