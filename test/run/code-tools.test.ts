import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/** The standard policy, with reading one source file and one command file denied. */
const policy = {
  extends: 'builtin:standard',
  read: { allow: ['**'], deny: ['src/private.py', '.roo/commands/secret.md'] },
};

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile, env: process.env });
  expect(result.exitCode).toBe(0);
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  /** Each call of the tool: the policy's rule and the result (absent when the call was denied). */
  return (name: string) =>
    events
      .filter((e) => e.type === 'tool.call' && e.name === name)
      .map(({ call_id }) => {
        const of = (type: string) => events.find((e) => e.type === type && e.call_id === call_id);
        const result = of('tool.result');
        return { rule: of('tool.decision')?.rule, ok: result?.ok, output: result?.output };
      });
}

describe('code and command tools in a scripted run', () => {
  it('list_code_definition_names outlines real files and never shows a denied one', async () => {
    const fx = makeFixture({
      files: {
        'src/app.ts': 'export class App {\n  start(): void {}\n}\n',
        'src/util.go': 'package util\n\nfunc Clamp(x int) int {\n\treturn x\n}\n',
        'src/private.py': 'def leaked_secret():\n    pass\n',
      },
      policy,
      task: { pr: { enabled: false } },
      script: [
        call('list_code_definition_names', { path: 'src' }),
        call('list_code_definition_names', { path: 'src/private.py' }),
        complete(),
      ],
    });
    const of = await run(fx);
    const results = of('list_code_definition_names');
    expect(results[0]?.rule).toBe('read.allow[0]');
    expect(results.map((r) => [r.ok, r.output])).toEqual([
      [
        true,
        '# src/app.ts\n1--3 | export class App {\n2--2 |   start(): void {}\n\n# src/util.go\n3--5 | func Clamp(x int) int {',
      ],
      [undefined, undefined],
    ]);
    // The denied file is refused by the policy before the tool runs.
    expect(results[1]?.rule).toMatch(/^read\.deny\[\d+\]$/);
  });

  it('run_slash_command expands task and .roo/commands commands; fetch_instructions answers', async () => {
    const fx = makeFixture({
      files: {
        '.roo/commands/review.md': '---\ndescription: Review\n---\nReview $ARGUMENTS.\n',
        '.roo/commands/secret.md': 'SECRET TEXT\n',
      },
      policy,
      task: { pr: { enabled: false }, commands: { ship: { prompt: 'Ship $ARGUMENTS.' } } },
      script: [
        call('run_slash_command', { command: 'review', args: 'src/' }),
        call('run_slash_command', { command: 'ship', args: 'v2' }),
        call('run_slash_command', { command: 'secret' }),
        call('fetch_instructions', { task: 'create_mcp_server' }),
        complete(),
      ],
    });
    const of = await run(fx);
    expect(of('run_slash_command').map((r) => [r.ok, r.output])).toEqual([
      [
        true,
        'Command: /review\nDescription: Review\nProvided arguments: src/\nSource: project\n\n--- Command Content ---\n\nReview src/.',
      ],
      [true, 'Command: /ship\nProvided arguments: v2\nSource: task\n\n--- Command Content ---\n\nShip v2.'],
      [false, "Error: reading .roo/commands/secret.md is denied by the policy's read rules"],
    ]);
    expect(of('fetch_instructions')[0]?.output).toMatch(/^# Configuring an MCP server for nightshift/);
  });
});
