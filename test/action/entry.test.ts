import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';
import { call, makeFixture } from '../support/run-fixture.ts';

/**
 * The bundle's entry (dist/index.js, what action.yml runs): the action in the runner's own
 * process, with its young generation held at start-up size. Real processes, real signals, a real
 * command in the sandbox.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

const waitFor = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const end = Date.now() + ms; !ok(); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

const stat = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};

/** Live processes whose parent is `pid`. */
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((p) => {
      try {
        return stat(p)[1] === String(pid);
      } catch {
        return false;
      }
    });

/**
 * The young generation's size (V8's new space) before and after allocating 24 MB of objects that
 * survive (a run's order of magnitude; by default V8 grows it 8-fold for them), in a Node process
 * that first imports `first` (when given).
 */
function youngGeneration(first?: string): { before: number; after: number } {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    ${first ? `await import(${JSON.stringify(first)});` : ''}
    const size = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    const before = size();
    const kept = [];
    for (let i = 0; i < 24 * 1024; i++) kept.push({ i, text: 'x'.repeat(1000) + i });
    console.log(JSON.stringify({ before, after: size(), kept: kept.length }));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as {
    before: number;
    after: number;
  };
}

describe('dist/index.js', { timeout: 60_000 }, () => {
  it('imports the young generation module before the action, and nothing else', () => {
    expect(readFileSync(path.join(ROOT, 'dist/index.js'), 'utf8')).toBe(
      "import './chunks/young-generation.js';\nimport './chunks/action.js';\n",
    );
  });

  it('holds the young generation at the size it had: without the module it grows', () => {
    const held = youngGeneration(path.join(ROOT, 'dist/chunks/young-generation.js'));
    const free = youngGeneration();
    expect(held.after).toBe(held.before);
    expect(free.after).toBeGreaterThanOrEqual(4 * free.before);
  });

  it('runs the action in the runner’s process (no second node), keeps no key in its environ, SIGINT: exit 130 once', async () => {
    const duration = uniqueSleep();
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', command: { default: 'allow' }, sandbox: 'auto' },
      script: [
        call('execute_command', { command: `sleep ${duration}` }),
        call('attempt_completion', { result: 'x' }),
      ],
    });
    const token = 'ghp_launchTestToken0123456789abcdefABCDEF';
    const action = startAction({
      workspace: fx.workspace,
      entry: 'bundle',
      inputs: { 'task-file': fx.taskFile, 'audit-log': 'nightshift-audit.jsonl', 'github-token': token },
    });
    await waitFor('the sleeper', () => processesWith(duration).length > 0);
    const nodes = childrenOf(action.pid).filter(
      (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] === process.execPath,
    );
    expect(nodes).toEqual([]);
    expect(readFileSync(`/proc/${action.pid}/environ`, 'latin1')).not.toContain(token);

    action.kill('SIGINT');
    const exit = await action.exited;
    expect(exit, action.stderr()).toEqual({ code: 130, signal: null });
    expect(action.outputs()).toMatchObject({ status: 'cancelled', 'exit-code': '130' });
    const log = readFileSync(action.outputs()['audit-log'] ?? '', 'utf8')
      .trim()
      .split('\n');
    const last = JSON.parse(log.at(-1) ?? '{}') as Record<string, unknown>;
    expect(last).toMatchObject({ type: 'run.finished', status: 'cancelled' });
    expect(JSON.stringify(last)).not.toMatch(/second signal/);
    expect(await leftover(duration)).toEqual([]);
  });
});
