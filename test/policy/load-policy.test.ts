import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { DEFAULT_LIMITS, effectiveLimits } from '../../src/policy/limits.ts';
import { builtinNames, loadPolicy } from '../../src/policy/load-policy.ts';
import { locateAsset } from '../../src/policy/locate.ts';

const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-load-')));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
};

describe('loadPolicy', () => {
  it('loads the built-in policies with their hash and no path', () => {
    expect(builtinNames().sort()).toEqual(['builtin:readonly', 'builtin:standard', 'builtin:trusted']);
    const p = loadPolicy('builtin:standard', dir);
    const text = readFileSync(locateAsset('policies/standard.yaml') ?? '', 'utf8');
    expect(p).toMatchObject({
      source: 'builtin:standard',
      onAsk: 'deny',
      sha256: createHash('sha256').update(text).digest('hex'),
    });
    expect(p.path).toBeUndefined();
    expect(p.examples.length).toBeGreaterThanOrEqual(10);
  });

  it('fills every default for a minimal file', () => {
    const file = write('min.yaml', 'version: 1\n');
    const p = loadPolicy('min.yaml', dir);
    expect(p).toMatchObject({
      source: 'min.yaml',
      path: file,
      onAsk: 'deny',
      read: { allow: ['**'], deny: [] },
      edit: { allow: [], deny: [] },
      command: { default: 'deny', allow: [], deny: [] },
      mcp: { default: 'deny', servers: {} },
      tools: {},
      envPass: [],
      sandbox: 'auto',
      network: { allow: [] },
      limits: DEFAULT_LIMITS,
      pr: { maxFiles: 50, maxChangedLines: 3000, requireChecks: [] },
      examples: [],
    });
    expect(p.followup.answer).toMatch(/No human is available/);
    expect(DEFAULT_LIMITS).toMatchObject({
      max_turns: 50,
      max_tool_calls: 300,
      max_cost_usd: 5,
      max_input_tokens: 3_000_000,
      timeout: 1_800_000,
      command_timeout: 600_000,
      consecutive_mistakes: 5,
      identical_calls: 3,
    });
  });

  it('extends layers lists and replaces single values; examples are the file’s own', () => {
    write(
      'base.yaml',
      'version: 1\nextends: builtin:standard\ncommand: { allow: [make e2e] }\nlimits: { max_turns: 10 }\n',
    );
    write(
      'team/child.yaml',
      'version: 1\nextends: ../base.yaml\non_ask: fail\ncommand: { default: ask, deny: [make clean] }\nmcp: { servers: { docs: { allow: [search] } } }\nexamples: [{ tool: execute_command, args: { command: make e2e }, expect: allow }]\n',
    );
    const p = loadPolicy('team/child.yaml', dir);
    const standard = loadPolicy('builtin:standard', dir);
    expect(p.command.allow).toEqual([...standard.command.allow, 'make e2e']);
    expect(p.command.deny).toEqual([...standard.command.deny, 'make clean']);
    expect(p.command.default).toBe('ask');
    expect(p.onAsk).toBe('fail');
    expect(p.limits.max_turns).toBe(10);
    expect(p.limits.max_cost_usd).toBe(5);
    expect(p.edit).toEqual(standard.edit);
    expect(p.mcp.servers).toEqual({ docs: { allow: ['search'], deny: [] } });
    expect(p.examples).toHaveLength(1);
    expect(p.path).toBe(path.join(dir, 'team/child.yaml'));
  });

  it('detects extends cycles, naming the chain', () => {
    write('a.yaml', 'version: 1\nextends: b.yaml\n');
    write('b.yaml', 'version: 1\nextends: a.yaml\n');
    expect(() => loadPolicy('a.yaml', dir)).toThrow(/cycle.*a\.yaml -> .*b\.yaml -> .*a\.yaml/);
  });

  it('reports unknown builtins, missing files and schema errors as ConfigError with a position', () => {
    expect(() => loadPolicy('builtin:nope', dir)).toThrow(
      /unknown policy builtin:nope; built-in policies: .*builtin:standard/,
    );
    expect(() => loadPolicy('missing.yaml', dir)).toThrow(ConfigError);
    write('typo.yaml', 'version: 1\ncommand:\n  defualt: allow\n');
    expect(() => loadPolicy('typo.yaml', dir)).toThrow(/typo\.yaml:3:3: /);
  });
});

describe('effectiveLimits', () => {
  it('takes tighter values and ignores looser ones with a warning', () => {
    const warnings: string[] = [];
    const limits = effectiveLimits(
      DEFAULT_LIMITS,
      [
        { max_turns: 10, max_cost_usd: 50 },
        { timeout: 60_000, max_turns: 20 },
      ],
      warnings,
    );
    expect(limits).toEqual({ ...DEFAULT_LIMITS, max_turns: 10, timeout: 60_000 });
    expect(warnings).toEqual([
      "limits.max_cost_usd 50 is looser than the policy's 5: ignored (a task can only tighten limits)",
      "limits.max_turns 20 is looser than the policy's 10: ignored (a task can only tighten limits)",
    ]);
  });
});
