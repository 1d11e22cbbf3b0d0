import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * End to end: a scripted model tries analyzer bypasses under builtin:trusted (every command
 * allowed but a deny-list), which the analyzer used to let through. Each is denied by the
 * invariant that names it, the audit log records that rule, and nothing ran.
 */
describe('analyzer bypasses in a real run', () => {
  it('denies them, records the rule in tool.decision and runs nothing', async () => {
    const attempts = [
      // Arithmetic evaluates x's value, whose subscript runs `touch`.
      { command: "x='a[$(touch pwned-arith)]'; : $((x))", rule: 'invariant:unanalyzable-command' },
      // `--out` is GNU's abbreviation of sort's --output.
      { command: 'sort --out=.git/hooks/pre-commit README.md', rule: 'invariant:protected-path' },
      // bash joins `tou\<newline>ch` into `touch`.
      { command: 'echo ok; tou\\\nch pwned-cont', rule: 'invariant:unanalyzable-command' },
    ];
    const fx = makeFixture({
      files: { 'README.md': '# readme\n' },
      task: { policy: 'builtin:trusted' },
      script: [...attempts.map(({ command }) => call('execute_command', { command })), complete()],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: process.env });
    const events = fx.events(result.auditLog);
    const commandCalls = new Set(
      events.filter((e) => e.type === 'tool.call' && e.name === 'execute_command').map((e) => e.call_id),
    );
    const decisions = events.filter((e) => e.type === 'tool.decision' && commandCalls.has(e.call_id));
    expect(decisions.map((d) => [d.resolved, d.rule])).toEqual(attempts.map((a) => ['deny', a.rule]));
    for (const d of decisions) expect(String(d.reason)).not.toBe('');
    expect(String(decisions[0]?.reason)).toMatch(/arithmetic over names/);
    const ran = events.filter((e) => e.type === 'tool.result' && commandCalls.has(e.call_id));
    expect(ran).toHaveLength(0);
    for (const file of ['pwned-arith', 'pwned-cont', '.git/hooks/pre-commit'])
      expect(existsSync(path.join(fx.workspace, file)), file).toBe(false);
  });
});
