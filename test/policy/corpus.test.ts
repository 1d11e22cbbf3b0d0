import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadYamlFile } from '../../src/config/load-yaml.ts';
import type { Policy } from '../../src/config/policy.ts';
import { decide } from '../../src/policy/decide.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { z } from 'zod';
import { makeWorkspace } from './workspace.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const verdict = z.enum(['allow', 'deny', 'ask']);
const entry = z.tuple([z.string(), verdict, verdict]);
const corpus = loadYamlFile(
  path.join(here, 'corpus.yaml'),
  z.strictObject({ hostile: z.array(entry), benign: z.array(entry) }),
);

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
const policies: Record<'standard' | 'custom', Policy> = {
  standard: loadPolicy('builtin:standard', here),
  custom: loadPolicy('custom-allowlist.yaml', here),
};
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

function decideCommand(command: string, policy: Policy) {
  return decide(
    { tool: 'execute_command', group: 'command', args: { command }, access: [{ kind: 'command', command }] },
    policy,
    {
      workspace: ws.dir,
      analyzer,
      resolve: ws.resolve,
    },
  );
}

describe('command corpus', () => {
  it('holds at least 300 commands, 150 of them hostile', () => {
    expect(corpus.hostile.length + corpus.benign.length).toBeGreaterThanOrEqual(300);
    expect(corpus.hostile.length).toBeGreaterThanOrEqual(150);
  });

  for (const [name, list] of [
    ['hostile', corpus.hostile],
    ['benign', corpus.benign],
  ] as const) {
    it.each(list)(`${name}: %j → standard %s, custom %s`, (command, standard, custom) => {
      const got = {
        standard: decideCommand(command, policies.standard),
        custom: decideCommand(command, policies.custom),
      };
      expect(
        { standard: got.standard.decision, custom: got.custom.decision },
        `${got.standard.reason}\n${got.custom.reason}`,
      ).toEqual({ standard, custom });
      // Every decision names its rule and explains itself.
      expect(got.standard.rule).not.toBe('');
      expect(got.standard.reason).not.toBe('');
    });
  }
});
