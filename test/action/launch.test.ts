import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';
import { call, makeFixture } from '../support/run-fixture.ts';

/**
 * The bundle's entry (dist/index.js, what action.yml runs) starts the action again with the V8
 * flags the runner does not pass. Real processes, real signals, a real command in the sandbox.
 */
const waitFor = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const end = Date.now() + ms; !ok(); await new Promise((r) => setTimeout(r, 25)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
};

const field = (pid: number, n: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[n - 3];
};

describe('dist/index.js', { timeout: 60_000 }, () => {
  it('runs the action in a child with the flags, keeps no key in its own environ, relays one SIGINT: exit 130', async () => {
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
    const children = processesWith('dist/index.js').filter((pid) => field(pid, 4) === String(action.pid));
    expect(children).toHaveLength(1);
    const child = children[0] ?? -1;
    const argv = readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0');
    expect(argv).toEqual(expect.arrayContaining(['--max-semi-space-size=2']));
    // Its own process group: a signal to the runner's group would not reach it twice.
    expect(field(child, 5)).toBe(String(child));
    for (const pid of [action.pid, child])
      expect(readFileSync(`/proc/${pid}/environ`, 'latin1')).not.toContain(token);

    action.kill('SIGINT');
    const exit = await action.exited;
    expect(exit, action.stderr()).toEqual({ code: 130, signal: null });
    expect(action.outputs()).toMatchObject({ status: 'cancelled', 'exit-code': '130' });
    const log = readFileSync(action.outputs()['audit-log'] ?? '', 'utf8')
      .trim()
      .split('\n');
    const last = JSON.parse(log.at(-1) ?? '{}') as Record<string, unknown>;
    // One cancellation, not two: a relayed signal arriving twice would read as a second signal.
    expect(last).toMatchObject({ type: 'run.finished', status: 'cancelled' });
    expect(JSON.stringify(last)).not.toMatch(/second signal/);
    expect(await leftover(duration)).toEqual([]);
    expect(processesWith('dist/index.js').filter((pid) => pid === child)).toEqual([]);
  });
});
