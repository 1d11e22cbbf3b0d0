import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A run in a package of a monorepo decides git commands from the top of the repository, which is
 * above its workspace: `git log -p` there printed every package's files (test/policy/
 * redteam-repository-top.test.ts has the command classes; this is the run wiring the top in).
 */
describe('a run whose workspace is below the top of its repository', () => {
  it('refuses git commands that print files outside it, and runs the confined forms', async () => {
    const secret = 'other-package-secret-93ad';
    const fx = makeFixture({
      files: { 'app/src/a.ts': 'export const a = 1;\n', 'infra/deploy.txt': `${secret}\n` },
      script: [
        call('execute_command', { command: 'git log -p' }),
        call('execute_command', { command: 'git show HEAD:infra/deploy.txt' }),
        call('execute_command', { command: 'git log -p -- .' }),
        complete(),
      ],
      task: { workspace: 'ws/app' },
      // Without the sandbox, whose git stops at the workspace's mount (sandbox.md): the confined
      // form's output shows it ran.
      policy: { extends: 'builtin:standard', sandbox: 'none' },
    });
    const result = await runTask({ taskFile: fx.taskFile, env: process.env });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);
    // The first three decisions are the commands' (the last is attempt_completion's).
    const decisions = events.filter((e) => e.type === 'tool.decision').slice(0, 3);
    expect(decisions.map((d) => d.decision)).toEqual(['deny', 'deny', 'allow']);
    expect(decisions[0]?.rule).toBe('invariant:outside-workspace');
    expect(decisions[1]?.rule).toBe('invariant:outside-workspace');
    expect(decisions[2]?.rule).toContain('command.allow');
    const results = events.filter((e) => e.type === 'tool.result');
    expect(JSON.stringify(results)).toContain('app/src/a.ts');
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(secret);
  });
});
