import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

it("a run's commands and required checks are killed past limits.max_command_output_bytes", async () => {
  const fx = makeFixture({
    files: { 'a.txt': 'one\n' },
    policy: {
      extends: 'builtin:standard',
      command: { allow: ['yes'] },
      limits: { max_command_output_bytes: 65_536 },
      pr: { require_checks: ['yes check'], repair_rounds: 0 },
    },
    script: [
      call('execute_command', { command: 'yes' }),
      call('write_to_file', { path: 'a.txt', content: 'two\n' }),
      complete(),
    ],
  });
  const result = await runTask({ taskFile: fx.taskFile });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const command = events.find((e) => e.type === 'tool.result' && String(e.output).includes('Stopped'));
  expect(command).toMatchObject({ ok: false, sandbox: { exit_cause: 'output_limit' } });
  expect(String(command?.output)).toContain('passed 65536 bytes (limits.max_command_output_bytes)');
  expect(events.find((e) => e.type === 'checks.finished')).toMatchObject({
    command: 'yes check',
    sandbox: { exit_cause: 'output_limit' },
  });
  for (const id of [1, 2])
    expect(statSync(path.join(result.outDir, 'commands', `${id}.log`)).size).toBeLessThan(65_536 + 100);
});
