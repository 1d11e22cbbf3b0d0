import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { skippedOutputs } from '../../src/action/outputs.ts';
import { startAction, type ActionProcess } from '../support/action-process.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { call, makeFixture } from '../support/run-fixture.ts';

/**
 * Cancellation of the action as a runner does it (SIGINT, then SIGTERM), with real signals,
 * the real SDK against the loopback model server and real shell commands (in the sandbox the
 * policy picks: bubblewrap where it works).
 */
let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(() => server.close());

const OUTPUT_NAMES = Object.keys(skippedOutputs('')).sort();
/**
 * Promptness bound: far below the 600 s the sleeper or the hung model would take, generous for a
 * loaded 2-core machine (the exit itself waited seconds for GC there). The < 2 s goal is a bench's.
 */
const PROMPT_MS = 15_000;

const waitFor = async (what: string, ok: () => boolean, ms = 15_000) => {
  for (const end = Date.now() + ms; !ok(); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

/**
 * A fixture whose one command starts a background sleeper (found again by its unique duration:
 * pids printed inside a sandbox's PID namespace mean nothing outside) and writes a file once it runs.
 */
function commandFixture(command: string, sandbox: 'auto' | 'none' = 'auto', files?: Record<string, string>) {
  return makeFixture({
    ...(files ? { files } : {}),
    policy: { extends: 'builtin:standard', command: { default: 'allow' }, sandbox },
    script: [call('execute_command', { command }), call('attempt_completion', { result: 'x' })],
  });
}

/** The copied log: verifies, and its last line is run.finished `cancelled`. */
function expectCancelledLog(action: ActionProcess, workspace: string): Record<string, unknown> {
  const outputs = action.outputs();
  expect(outputs['audit-log']).toBe(path.join(workspace, 'nightshift-audit.jsonl'));
  const text = readFileSync(outputs['audit-log'] ?? '', 'utf8');
  const verification = verifyAuditText(text);
  expect(verification).toMatchObject({ ok: true, finished: true });
  const last = JSON.parse(text.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  expect(last).toMatchObject({ type: 'run.finished', status: 'cancelled', exit_code: 130 });
  return last;
}

function expectCancelledOutputs(action: ActionProcess): void {
  const outputs = action.outputs();
  expect(Object.keys(outputs).sort()).toEqual(expect.arrayContaining(OUTPUT_NAMES));
  expect(outputs).toMatchObject({
    status: 'cancelled',
    'exit-reason': 'cancelled',
    'exit-code': '130',
    'pr-operation': 'none',
  });
  expect(action.summary()).toContain('cancelled');
}

describe('the action cancelled by the runner', { timeout: 60_000 }, () => {
  it('SIGINT during a slow model response: request stopped, outputs, summary, closed log, exit 130', async () => {
    server.reset();
    server.fail({ hang: true });
    const fx = makeFixture({
      task: { model: { provider: 'anthropic', name: 'claude-sonnet-5' } },
    });
    const action = startAction({
      workspace: fx.workspace,
      inputs: {
        'task-file': fx.taskFile,
        'anthropic-api-key': 'sk-ant-cancel-test-0123456789',
        'base-url': server.url,
        'audit-log': 'nightshift-audit.jsonl',
      },
    });
    await waitFor('the model request', () => server.requests.length === 1);
    const sent = Date.now();
    action.kill('SIGINT');
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(130);
    expect(Date.now() - sent).toBeLessThan(PROMPT_MS);
    expectCancelledOutputs(action);
    expectCancelledLog(action, fx.workspace);
    // Cancelled, not retried: the one request was the last.
    expect(server.requests).toHaveLength(1);
  });

  it('SIGTERM while a command runs: its whole process tree is killed', async () => {
    const duration = uniqueSleep();
    const fx = commandFixture(`sleep ${duration} & echo started > started; wait`);
    const action = startAction({
      workspace: fx.workspace,
      inputs: { 'task-file': fx.taskFile, 'audit-log': 'nightshift-audit.jsonl' },
    });
    await waitFor('the sleeper', () => processesWith(duration).length > 0);
    const sent = Date.now();
    action.kill('SIGTERM');
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(130);
    expect(Date.now() - sent).toBeLessThan(PROMPT_MS);
    expectCancelledOutputs(action);
    expectCancelledLog(action, fx.workspace);
    expect(await leftover(duration)).toEqual([]);
  });

  it('a second signal during a slow cancellation: exits at once, log closed and verifying, nothing left', async () => {
    // The command ignores SIGTERM (inherited by the sleeper): cancelling waits for the SIGKILL.
    // No sandbox: bubblewrap would take the whole namespace down at the first SIGTERM.
    const duration = uniqueSleep();
    // In a script: the policy's analyzer refuses `trap` on the command line.
    const fx = commandFixture('bash slow.sh', 'none', {
      'slow.sh': `trap '' TERM\nsleep ${duration} &\nwait\n`,
    });
    const action = startAction({
      workspace: fx.workspace,
      inputs: { 'task-file': fx.taskFile, 'audit-log': 'nightshift-audit.jsonl' },
    });
    await waitFor('the sleeper', () => processesWith(duration).length > 0);
    action.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    expect(processesWith(duration)).not.toEqual([]);
    const sent = Date.now();
    action.kill('SIGTERM');
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(130);
    expect(Date.now() - sent).toBeLessThan(PROMPT_MS);
    expectCancelledOutputs(action);
    const last = expectCancelledLog(action, fx.workspace);
    expect(last.detail).toMatch(/second signal/);
    expect(await leftover(duration)).toEqual([]);
  });

  it('SIGINT while a required check runs: the check dies, nothing is committed or pushed', async () => {
    const duration = uniqueSleep();
    const fx = makeFixture({
      policy: {
        extends: 'builtin:standard',
        pr: { require_checks: [`sleep ${duration} & wait`] },
      },
      script: [
        call('write_to_file', { path: 'a.txt', content: 'a\n' }),
        call('attempt_completion', { result: 'wrote a' }),
      ],
    });
    const action = startAction({
      workspace: fx.workspace,
      inputs: { 'task-file': fx.taskFile, 'audit-log': 'nightshift-audit.jsonl' },
    });
    await waitFor('the check', () => processesWith(duration).length > 0);
    const sent = Date.now();
    action.kill('SIGINT');
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(130);
    expect(Date.now() - sent).toBeLessThan(PROMPT_MS);
    expectCancelledOutputs(action);
    const last = expectCancelledLog(action, fx.workspace);
    expect(last.detail).toBe('cancelled during delivery');
    expect(action.outputs().branch).toBe('');
    expect(fx.git('branch', '--list').trim()).toBe('* main');
    expect(await leftover(duration)).toEqual([]);
  });
});

describe('the action on a configuration error', () => {
  it('an invalid task file sets status, exit-reason and exit-code (2)', async () => {
    const fx = makeFixture({ task: { mode: 'no-such-mode' } });
    const action = startAction({ workspace: fx.workspace, inputs: { 'task-file': fx.taskFile } });
    expect((await action.exited).code).toBe(2);
    const outputs = action.outputs();
    expect(Object.keys(outputs).sort()).toEqual(expect.arrayContaining(OUTPUT_NAMES));
    expect(outputs).toMatchObject({ status: 'error', 'exit-reason': 'config_error', 'exit-code': '2' });
    expect(action.stdout()).toContain('::error::');
  });

  it('a bad input value sets them too', async () => {
    const fx = makeFixture({});
    const action = startAction({
      workspace: fx.workspace,
      inputs: { 'task-file': fx.taskFile, 'max-turns': 'many' },
    });
    expect((await action.exited).code).toBe(2);
    expect(action.outputs()).toMatchObject({
      status: 'error',
      'exit-reason': 'config_error',
      'exit-code': '2',
    });
  });
});
