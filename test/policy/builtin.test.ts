import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

describe('built-in policies', () => {
  it.each(['builtin:readonly', 'builtin:standard', 'builtin:trusted', 'custom-allowlist.yaml'])(
    '%s passes its own examples',
    (ref) => {
      const policy = loadPolicy(ref, here);
      const result = testPolicy(policy, analyzer, here);
      expect(
        result.failed.map((f) => `${JSON.stringify(f.example.args)}: ${'got' in f ? f.got.reason : f.error}`),
      ).toEqual([]);
      expect(result.passed).toBe(policy.examples.length);
      if (ref.startsWith('builtin:')) expect(policy.examples.length).toBeGreaterThanOrEqual(10);
    },
  );

  it('reports an example that does not hold, with the decision it got', () => {
    const standard = loadPolicy('builtin:standard', here);
    const CURL = standard.command.deny.indexOf('curl');
    const policy = {
      ...standard,
      examples: [{ tool: 'execute_command', args: { command: 'curl x' }, expect: 'allow' as const }],
    };
    const { passed, failed } = testPolicy(policy, analyzer, here);
    expect(passed).toBe(0);
    expect(failed[0]).toMatchObject({ got: { decision: 'deny', rule: `command.deny[${CURL}]` } });
  });
});
