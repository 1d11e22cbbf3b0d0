import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { checkPolicy, testPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { KNOWN_TOOLS, toolAccess } from '../../src/policy/tool-access.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { CLI, ROOT } from '../support/run-fixture.ts';
import { makeWorkspace } from './workspace.ts';

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
const standard = loadPolicy('builtin:standard', ws.dir);
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

const check = (tool: string, args: Record<string, unknown> = {}) =>
  checkPolicy(standard, tool, args, { analyzer, workspace: ws.dir });

describe('policy check knows the tools a run has', () => {
  it.each(BUILTIN_TOOLS.map((t) => [t.name, t.group] as const))(
    '%s (group %s) as the registry has it',
    (name, group) => {
      expect(KNOWN_TOOLS).toContain(name);
      expect(toolAccess(name, {})?.group).toBe(group);
    },
  );

  it.each([
    ['write_file', 'did you mean "write_to_file"'],
    ['readFile', 'did you mean "read_file"'],
    ['execute', ''],
    ['', ''],
    ['mcp-docs-search', ''],
    ['mcp--docs', ''],
  ])('%j is an unknown tool: a ConfigError, never a decision', (tool, hint) => {
    let error: unknown;
    try {
      check(tool, { path: 'README.md' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`unknown tool "${tool}"`);
    expect((error as Error).message).toContain(hint);
    expect((error as Error).message).toContain('mcp--SERVER--TOOL');
  });

  it("the names models call by habit are decided as the tool a run runs for them, with that tool's arguments", () => {
    // edit denies .github/workflows/** and allows src/**: the alias must reach the same rules.
    for (const alias of ['edit_file', 'search_replace']) {
      const denied = check(alias, {
        file_path: '.github/workflows/ci.yml',
        old_string: 'a',
        new_string: 'b',
      });
      expect(denied, alias).toMatchObject({ tool: 'edit', decision: 'deny' });
      expect(denied.rule, alias).toMatch(/^edit\.deny/);
      expect(denied.access, alias).toMatchObject([
        { kind: 'edit', path: '.github/workflows/ci.yml' },
        { kind: 'read', path: '.github/workflows/ci.yml' },
      ]);
      expect(check(alias, { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' }), alias).toMatchObject({
        tool: 'edit',
        decision: 'allow',
        access: [
          { kind: 'edit', path: 'src/a.ts' },
          { kind: 'read', path: 'src/a.ts' },
        ],
      });
    }
  });

  it('MCP server tools and the generic MCP tools are decided', () => {
    expect(check('mcp--docs--search')).toMatchObject({ decision: 'deny', rule: 'mcp.default' });
    expect(check('use_mcp_tool', { server_name: 'docs', tool_name: 'x' }).rule).toBe('mcp.default');
    expect(check('attempt_completion', { result: 'x' })).toMatchObject({
      decision: 'allow',
      rule: 'default',
    });
  });

  it('policy test fails an example that names an unknown tool, whatever it expects', () => {
    const examples = (['allow', 'deny'] as const).map((want) => ({
      tool: 'write_file',
      args: {},
      expect: want,
    }));
    const { passed, failed } = testPolicy({ ...standard, examples }, analyzer, ws.dir);
    expect(passed).toBe(0);
    expect(failed).toHaveLength(2);
    for (const f of failed) expect('error' in f && f.error).toContain('unknown tool "write_file"');
  });

  it('the CLI exits 2 with the message on stderr and prints no decision', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', CLI, 'policy', 'check', '--tool', 'write_file', '--args', '{"path":"a.md"}'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('unknown tool "write_file" (did you mean "write_to_file"?)');
  });
});
