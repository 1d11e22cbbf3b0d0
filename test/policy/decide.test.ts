import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { decide } from '../../src/policy/decide.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
const standard = loadPolicy('builtin:standard', ws.dir);
const CURL = standard.command.deny.indexOf('curl');
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

/** A policy file in the workspace, loaded like a user's. */
function policyFrom(yaml: string): Policy {
  const file = path.join(ws.dir, `policy-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, yaml);
  return loadPolicy(file, ws.dir);
}

const check = (policy: Policy, tool: string, args: Record<string, unknown>) =>
  checkPolicy(policy, tool, args, { analyzer, workspace: ws.dir });

const ESCAPES = ['../x', '/etc/passwd', '~/.bashrc', 'link-out/f', 'sub/../../x'];

describe('path confinement for every tool', () => {
  const readTools = ['read_file', 'list_files', 'search_files'];
  const editTools = ['write_to_file', 'apply_diff', 'edit', 'insert_content', 'search_and_replace'];
  for (const tool of [...readTools, ...editTools]) {
    it.each(ESCAPES)(`${tool} %s → invariant:outside-workspace`, (p) => {
      const got = check(standard, tool, { path: p });
      expect(got.decision).toBe('deny');
      expect(got.rule).toBe('invariant:outside-workspace');
      expect(got.reason).toContain('outside the workspace');
    });
  }

  it.each(editTools)('%s into .git is a protected path, and so is reading it', (tool) => {
    expect(check(standard, tool, { path: '.git/hooks/pre-commit' }).rule).toBe('invariant:protected-path');
    expect(check(standard, 'read_file', { path: '.git/HEAD' })).toMatchObject({
      decision: 'deny',
      rule: 'invariant:protected-path',
    });
  });

  it.each([...readTools, ...editTools])(
    '%s of a path Node would write differently (NUL, unpaired surrogate) → invariant:bad-path',
    (tool) => {
      for (const p of ['src/a\0.ts', 'src/\ud800.ts', '.gi\udc00t/config']) {
        expect(check(standard, tool, { path: p })).toMatchObject({
          decision: 'deny',
          rule: 'invariant:bad-path',
        });
      }
      expect(check(standard, 'execute_command', { command: 'cat > src/\ud800.ts' }).rule).toBe(
        'invariant:bad-path',
      );
    },
  );

  it('apply_patch decides every file the patch adds, updates, deletes or moves to', () => {
    const patch = (...ops: string[]) => `*** Begin Patch\n${ops.join('\n')}\n*** End Patch`;
    const update = '*** Update File: src/a.ts\n@@\n-a\n+b';
    const rule = (input: string) => check(standard, 'apply_patch', { input }).rule;
    expect(check(standard, 'apply_patch', { input: patch(update) }).decision).toBe('allow');
    expect(rule(patch('*** Update File: src/a.ts\n*** Move to: ../moved.ts\n@@\n-a\n+b'))).toBe(
      'invariant:outside-workspace',
    );
    expect(rule(patch(update, '*** Add File: .github/workflows/x.yml\n+on: push'))).toBe('edit.deny[0]');
    expect(rule(patch(update, '*** Delete File: .git/config'))).toBe('invariant:protected-path');
  });

  it('execute_command: redirections and cwd are resolved from the command directory', () => {
    expect(check(standard, 'execute_command', { command: 'echo x > y', cwd: 'sub' }).decision).toBe('allow');
    expect(check(standard, 'execute_command', { command: 'echo x > ../../y', cwd: 'sub' }).rule).toBe(
      'invariant:outside-workspace',
    );
    expect(check(standard, 'execute_command', { command: 'echo x > link-out/y' }).rule).toBe(
      'invariant:outside-workspace',
    );
    expect(check(standard, 'execute_command', { command: 'echo x > .git/config' }).rule).toBe(
      'invariant:protected-path',
    );
  });

  it('the policy file in use is protected', () => {
    const policy = policyFrom('version: 1\nedit: { allow: ["**"] }\n');
    const got = check(policy, 'write_to_file', { path: path.basename(policy.path ?? '') });
    expect(got.rule).toBe('invariant:protected-path');
    expect(got.reason).toContain('the policy file in use');
  });

  it('so is every file it extends: editing a base policy would loosen the next run as surely', () => {
    mkdirSync(path.join(ws.dir, 'policies'), { recursive: true });
    writeFileSync(path.join(ws.dir, 'policies/base.yaml'), 'version: 1\nextends: builtin:standard\n');
    const policy = policyFrom('version: 1\nextends: policies/base.yaml\nedit: { allow: ["**"] }\n');
    expect(policy.files.map((f) => f.path)).toEqual([policy.path, path.join(ws.dir, 'policies/base.yaml')]);
    expect(policy.files[0]?.sha256).toBe(policy.sha256);
    for (const [tool, args] of [
      ['write_to_file', { path: 'policies/base.yaml', content: 'version: 1\n' }],
      ['execute_command', { command: 'echo "command: { default: allow }" >> policies/base.yaml' }],
      ['execute_command', { command: 'sed -i s/deny/allow/ base.yaml', cwd: 'policies' }],
    ] as const) {
      const got = check(policy, tool, args);
      expect(got, `${tool} ${JSON.stringify(args)}`).toMatchObject({
        decision: 'deny',
        rule: 'invariant:protected-path',
      });
      expect(got.reason).toContain('a policy file the policy in use extends');
    }
    // A sibling file is not protected: the invariant is about the files the policy was built from.
    expect(check(policy, 'write_to_file', { path: 'policies/other.yaml', content: 'x' }).decision).toBe(
      'allow',
    );
  });
});

describe('rules and rule ids', () => {
  it('read/edit: the most specific glob wins and deny wins a tie', () => {
    expect(check(standard, 'read_file', { path: '.env' })).toMatchObject({
      decision: 'deny',
      rule: 'read.deny[0]',
    });
    expect(check(standard, 'read_file', { path: 'config/.env.example' })).toMatchObject({
      decision: 'allow',
      rule: 'read.allow[1]',
    });
    expect(check(standard, 'write_to_file', { path: '.github/workflows/ci.yml' }).reason).toBe(
      'edit of ".github/workflows/ci.yml": ".github/workflows/ci.yml" matches edit.deny[0] ".github/workflows/**"',
    );
    const tie = policyFrom('version: 1\nedit: { allow: ["src/*.ts"], deny: ["src/*.ts"] }\n');
    expect(check(tie, 'edit', { path: 'src/a.ts' }).rule).toBe('edit.deny[0]');
    expect(check(tie, 'edit', { path: 'docs/a.md' })).toMatchObject({
      decision: 'deny',
      rule: 'edit.default',
    });
  });

  it('commands: whole words, the longest rule wins, deny wins a tie', () => {
    const p = policyFrom(`version: 1
command:
  default: ask
  allow: [git, git push --dry-run, make]
  deny: [git push, make]
`);
    const cmd = (command: string) => check(p, 'execute_command', { command });
    expect(cmd('git status')).toMatchObject({ decision: 'allow', rule: 'command.allow[0]' });
    expect(cmd('gitx status')).toMatchObject({ decision: 'ask', rule: 'command.default' });
    expect(cmd('git push origin')).toMatchObject({ decision: 'deny', rule: 'command.deny[0]' });
    expect(cmd('git -c color.ui=never push')).toMatchObject({ decision: 'deny', rule: 'command.deny[0]' });
    // `$(echo -c core.pager=sh log)` could expand to git options: refused before any rule.
    expect(cmd('git $(echo push)')).toMatchObject({
      decision: 'deny',
      rule: 'invariant:unanalyzable-command',
    });
    expect(cmd('git push $(echo x)')).toMatchObject({ decision: 'deny', rule: 'command.deny[0]' });
    expect(cmd('git push --dry-run')).toMatchObject({ decision: 'allow', rule: 'command.allow[1]' });
    expect(cmd('make all')).toMatchObject({ decision: 'deny', rule: 'command.deny[1]' });
    expect(cmd('git push').reason).toBe('"git push" matches command.deny[0] "git push"');
  });

  it('a compound command is as strict as its strictest part, and its reason names that part', () => {
    const got = check(standard, 'execute_command', { command: 'npm test && curl -s x | sh' });
    expect(got).toMatchObject({ decision: 'deny', rule: `command.deny[${CURL}]` });
    expect(got.reason).toBe(`"curl -s x" matches command.deny[${CURL}] "curl"`);
    const ok = check(standard, 'execute_command', { command: 'npm test && git status' });
    const gitStatus = standard.command.allow.indexOf('git status');
    expect(ok).toMatchObject({ decision: 'allow', rule: `command.allow[0], command.allow[${gitStatus}]` });
  });

  it('unanalyzable commands and secret variables are invariants', () => {
    expect(check(standard, 'execute_command', { command: 'echo $(' }).rule).toBe(
      'invariant:unanalyzable-command',
    );
    expect(check(standard, 'execute_command', { command: '$X' }).reason).toBe(
      'cannot analyze "$X": a variable ($X) in command position: the analyzer cannot know what runs',
    );
    expect(check(standard, 'execute_command', { command: 'echo $GITHUB_TOKEN' }).rule).toBe(
      'invariant:secret-variable',
    );
  });

  it('mcp: per-server globs, then mcp.default', () => {
    const p = policyFrom(`version: 1
mcp:
  default: ask
  servers: { docs: { allow: ["search*"], deny: [search_private] } }
`);
    expect(check(p, 'use_mcp_tool', { server_name: 'docs', tool_name: 'search' })).toMatchObject({
      decision: 'allow',
      rule: 'mcp.servers.docs.allow[0]',
    });
    expect(check(p, 'mcp--docs--search_private', {})).toMatchObject({
      decision: 'deny',
      rule: 'mcp.servers.docs.deny[0]',
    });
    expect(check(p, 'access_mcp_resource', { server_name: 'other', uri: 'x://y' })).toMatchObject({
      decision: 'ask',
      resolved: 'deny',
      rule: 'mcp.default',
    });
  });

  it('tools.NAME overrides the group rules but never the invariants', () => {
    const p = policyFrom(
      'version: 1\ntools: { execute_command: allow, write_to_file: deny, generate_image: allow }\n',
    );
    expect(check(p, 'execute_command', { command: 'anything --at all' })).toMatchObject({
      decision: 'allow',
      rule: 'tools.execute_command',
    });
    expect(check(p, 'execute_command', { command: 'echo > /etc/x' }).rule).toBe(
      'invariant:outside-workspace',
    );
    expect(check(p, 'write_to_file', { path: 'a' }).rule).toBe('tools.write_to_file');
    // A tool nightshift does not have is an error, override or not: never a reassuring decision.
    expect(() => check(p, 'generate_image', {})).toThrow(/unknown tool "generate_image"/);
  });

  it('tools without access: steering tools are allowed, others are refused', () => {
    expect(check(standard, 'attempt_completion', { result: 'x' })).toMatchObject({
      decision: 'allow',
      rule: 'default',
    });
    expect(check(standard, 'read_command_output', { id: 1 })).toMatchObject({
      decision: 'allow',
      rule: 'default',
    });
    expect(check(standard, 'apply_patch', { input: 'not a patch' })).toMatchObject({
      decision: 'deny',
      rule: 'default',
    });
    const refused = decide({ tool: 'custom_command', group: 'command', args: {}, access: [] }, standard, {
      workspace: ws.dir,
      analyzer,
      resolve: ws.resolve,
    });
    expect(refused).toMatchObject({ decision: 'deny', rule: 'default' });
  });

  it('ask resolves per on_ask: deny, or fail which halts', () => {
    const askDeny = policyFrom('version: 1\ncommand: { default: ask }\n');
    expect(check(askDeny, 'execute_command', { command: 'make' })).toMatchObject({
      decision: 'ask',
      resolved: 'deny',
      rule: 'command.default',
    });
    expect(check(askDeny, 'execute_command', { command: 'make' }).halt).toBeUndefined();
    const askFail = policyFrom('version: 1\non_ask: fail\ncommand: { default: ask }\n');
    expect(check(askFail, 'execute_command', { command: 'make' })).toMatchObject({
      decision: 'ask',
      resolved: 'deny',
      halt: true,
    });
  });
});
