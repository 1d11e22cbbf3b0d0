import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const SECRET = 'sk-ant-cli-environ-test-4f1c9';

it('`nightshift run` leaves no credential in its own /proc/<pid>/environ while the run goes on', async () => {
  const fx = makeFixture({
    policy: { extends: 'builtin:trusted', sandbox: 'none' },
    script: [call('execute_command', { command: 'touch started && sleep 3' }), complete()],
  });
  const cli = spawn(process.execPath, ['--import', 'tsx', CLI, 'run', fx.taskFile, '--no-pr', '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, ANTHROPIC_API_KEY: SECRET },
    stdio: 'ignore',
  });
  const exited = once(cli, 'exit');
  // The command has started, so the run is well past start-up: read the block the kernel shows.
  const started = path.join(fx.workspace, 'started');
  while (!existsSync(started)) await sleep(50);
  const environ = readFileSync(`/proc/${cli.pid}/environ`, 'latin1');
  expect(environ).toContain('PATH=');
  expect(environ).not.toContain(SECRET);
  expect(await exited).toEqual([0, null]);
});
