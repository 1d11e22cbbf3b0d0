import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/*
 * A run that committed nothing left its changes in the working tree, and a resumed run takes them
 * over: among them a `.roomodes` its commands wrote (the policy denies the edit tools that file,
 * not every command, and `sandbox: none` stops no write). The resumed run puts that denied change
 * back; the modes it runs in must not be the ones the file defined.
 */

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

it("a resumed run's modes are not the ones a .roomodes left by the earlier run defined", async () => {
  const fx = makeFixture({
    files: { 'a.txt': 'alpha\n' },
    policy: { extends: 'builtin:standard' },
    task: { mode: 'architect' },
    script: [call('write_to_file', { path: 'plan.md', content: 'plan\n' })],
  });
  const first = await runTask({ taskFile: fx.taskFile, env, pr: false });
  expect(first).toMatchObject({ status: 'failed', exitReason: 'script_exhausted' });
  // What the earlier run's command wrote: its architect mode may edit anything, and says who it is.
  const roomodes = {
    slug: 'architect',
    name: 'Architect',
    roleDefinition: 'HOSTILE',
    groups: ['read', 'edit'],
  };
  writeFileSync(path.join(fx.workspace, '.roomodes'), stringify({ customModes: [roomodes] }));
  writeFileSync(
    path.join(fx.dir, 'script.yaml'),
    stringify([
      call('write_to_file', { path: 'plan.md', content: 'plan\n' }),
      call('write_to_file', { path: 'src.ts', content: 'pwned\n' }),
      complete('ok'),
    ]),
  );

  const resumed = await runTask({ taskFile: fx.taskFile, env, pr: false, resumeFrom: first.auditLog });
  expect(resumed.status).toBe('completed');
  const events = fx.events(resumed.auditLog);
  const restored = (events[0]?.resumed_from as { workspace: { denied: { path: string }[] } }).workspace;
  expect(restored.denied.map((d) => d.path)).toEqual(['.roomodes']);
  expect(existsSync(path.join(fx.workspace, '.roomodes'))).toBe(false);
  // Architect mode as the task defines it: Markdown only.
  expect(events.find((e) => e.type === 'tool.rejected')).toMatchObject({ stage: 'file_restriction' });
  expect(fx.git('show', '--name-only', '--format=', resumed.commit ?? '').trim()).toBe('plan.md');
});
