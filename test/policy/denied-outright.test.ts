import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Policy } from '../../src/config/policy.ts';
import { decide } from '../../src/policy/decide.ts';
import { deniedOutright } from '../../src/policy/denied-outright.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { offeredInMode } from '../../src/run/tool-set.ts';
import { BUILTIN_MODES } from '../../src/tools/modes.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { defineTool, type AnyTool } from '../../src/tools/types.ts';
import { useMcpTool } from '../../src/tools/use-mcp-tool.ts';
import type { McpHub } from '../../src/mcp/hub.ts';
import { makeWorkspace } from './workspace.ts';

const ws = makeWorkspace();
let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

const load = (ref: string) => loadPolicy(ref, ws.dir);
const code = BUILTIN_MODES.find((m) => m.slug === 'code');
if (!code) throw new Error('no code mode');
const byName = (name: string) => {
  const tool = BUILTIN_TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
};
const serverTool = (server: string, tool: string): AnyTool =>
  defineTool({
    name: `mcp--${server}--${tool}`,
    group: 'mcp',
    description: 'x',
    params: z.record(z.string(), z.unknown()),
    access: () => [{ kind: 'mcp', server, tool }],
    execute: () => Promise.resolve({ ok: true, output: '' }),
  });
const noHub = { servers: () => [] } as unknown as McpHub;
const withLayer = (base: Policy, extra: Partial<Policy>): Policy => ({ ...base, ...extra });
const offered = (policy: Policy, tools: readonly AnyTool[] = BUILTIN_TOOLS) =>
  tools.filter((t) => offeredInMode(code, policy, t)).map((t) => t.name);

const EDIT_TOOLS = BUILTIN_TOOLS.filter((t) => t.group === 'edit').map((t) => t.name);
/** The code mode has every group but browser, which no built-in mode has. */
const CODE_TOOLS = BUILTIN_TOOLS.filter((t) => t.group !== 'browser').map((t) => t.name);

describe('tools the policy denies whatever their arguments are not offered', () => {
  it('builtin:standard offers every built-in tool of the code mode', () => {
    expect(offered(load('builtin:standard'))).toEqual(CODE_TOOLS);
  });

  it('browser_action in a mode with the browser group: offered unless browser.allow is empty', () => {
    const web = { ...code, slug: 'web', groups: ['read' as const, 'browser' as const], source: 'task' };
    const browser = byName('browser_action');
    const standard = load('builtin:standard');
    expect(offeredInMode(web, standard, browser)).toBe(true);
    const none = withLayer(standard, { browser: { allow: [] } });
    expect(deniedOutright(browser, none)).toBe('browser.default');
    expect(offeredInMode(web, none, browser)).toBe(false);
  });

  it('builtin:readonly offers no edit tool and no execute_command', () => {
    const readonly = load('builtin:readonly');
    const names = offered(readonly);
    for (const name of [...EDIT_TOOLS, 'execute_command']) expect(names).not.toContain(name);
    expect(names).toEqual(
      expect.arrayContaining(['read_file', 'list_files', 'search_files', 'attempt_completion']),
    );
    expect(EDIT_TOOLS.length).toBeGreaterThanOrEqual(6);
    for (const name of EDIT_TOOLS) expect(deniedOutright(byName(name), readonly)).toBe('edit.default');
    expect(deniedOutright(byName('execute_command'), readonly)).toBe('command.default');
  });

  it.each(['read_file', 'write_to_file', 'execute_command', 'new_task', 'attempt_completion'])(
    'tools.%s: deny leaves it out, naming tools.NAME',
    (name) => {
      const standard = load('builtin:standard');
      const policy = withLayer(standard, { tools: { [name]: 'deny' } });
      expect(deniedOutright(byName(name), policy)).toBe(`tools.${name}`);
      expect(offered(policy)).not.toContain(name);
      expect(offered(policy)).toHaveLength(CODE_TOOLS.length - 1);
    },
  );

  it('an override that allows, or asks where asking halts the run, keeps the tool offered', () => {
    const readonly = load('builtin:readonly');
    expect(
      deniedOutright(byName('write_to_file'), withLayer(readonly, { tools: { write_to_file: 'allow' } })),
    ).toBe(undefined);
    const ask = { tools: { write_to_file: 'ask' as const } };
    expect(deniedOutright(byName('write_to_file'), withLayer(readonly, { ...ask, onAsk: 'deny' }))).toBe(
      'tools.write_to_file',
    );
    expect(
      deniedOutright(byName('write_to_file'), withLayer(readonly, { ...ask, onAsk: 'fail' })),
    ).toBeUndefined();
  });

  it('with no read.allow rule the tools that read workspace files are left out', () => {
    const standard = load('builtin:standard');
    const blind = withLayer(standard, { read: { allow: [], deny: [] } });
    for (const name of ['read_file', 'list_files', 'search_files'])
      expect(deniedOutright(byName(name), blind)).toBe('read.default');
    expect(offered(blind)).toContain('read_command_output');
    for (const p of ['.', 'README.md', 'src/a.ts', '.env.example']) {
      const access = [{ kind: 'read' as const, path: p, ...ws.resolve(p) }];
      const got = decide({ tool: 'read_file', group: 'read', args: { path: p }, access }, blind, {
        workspace: ws.dir,
        analyzer,
        resolve: ws.resolve,
      });
      expect(got, p).toMatchObject({ resolved: 'deny', rule: 'read.default' });
    }
    expect(deniedOutright(byName('read_file'), standard)).toBeUndefined();
  });

  it('execute_command is offered as soon as some command may run', () => {
    const readonly = load('builtin:readonly');
    const cmd = byName('execute_command');
    const command = (c: Partial<Policy['command']>) =>
      withLayer(readonly, { command: { ...readonly.command, ...c } });
    expect(deniedOutright(cmd, command({ allow: ['git status'] }))).toBeUndefined();
    expect(deniedOutright(cmd, command({ default: 'allow' }))).toBeUndefined();
    expect(deniedOutright(cmd, command({ default: 'ask' }))).toBe('command.default');
    expect(deniedOutright(cmd, withLayer(command({ default: 'ask' }), { onAsk: 'fail' }))).toBeUndefined();
  });

  it('MCP server tools no rule allows are left out; the generic ones when no MCP tool is allowed', () => {
    const standard = load('builtin:standard');
    const tools = [
      useMcpTool(noHub),
      serverTool('docs', 'search'),
      serverTool('docs', 'delete'),
      serverTool('fs', 'write'),
    ];
    expect(offered(standard, tools)).toEqual([]);
    expect(deniedOutright(tools[1] as AnyTool, standard)).toBe('mcp.default');

    const docs = withLayer(standard, {
      mcp: { default: 'deny', servers: { docs: { allow: ['search', 'del*'], deny: ['delete'] } } },
    });
    expect(offered(docs, tools)).toEqual(['use_mcp_tool', 'mcp--docs--search']);
    expect(deniedOutright(tools[2] as AnyTool, docs)).toBe('mcp.servers.docs.deny[0]');

    const open = withLayer(standard, {
      mcp: { default: 'allow', servers: { fs: { allow: [], deny: ['*'] } } },
    });
    expect(offered(open, tools)).toEqual(['use_mcp_tool', 'mcp--docs--search', 'mcp--docs--delete']);
  });

  it('a tool left out is denied by that same rule whatever it is called with', () => {
    const readonly = load('builtin:readonly');
    const edits = ['README.md', 'src/a.ts', 'new/deep/file.txt', '.env.example', 'docs/plan.md'];
    for (const name of EDIT_TOOLS.filter((n) => n !== 'apply_patch')) {
      for (const p of edits) {
        const access = [{ kind: 'edit' as const, path: p, ...ws.resolve(p) }];
        const got = decide({ tool: name, group: 'edit', args: { path: p }, access }, readonly, {
          workspace: ws.dir,
          analyzer,
          resolve: ws.resolve,
        });
        expect(got, `${name} ${p}`).toMatchObject({
          resolved: 'deny',
          rule: deniedOutright(byName(name), readonly),
        });
      }
    }
    for (const command of ['ls', 'git status', 'npm test', 'cat README.md | wc -l', 'true']) {
      const got = decide(
        {
          tool: 'execute_command',
          group: 'command',
          args: { command },
          access: [{ kind: 'command', command }],
        },
        readonly,
        { workspace: ws.dir, analyzer, resolve: ws.resolve },
      );
      expect(got, command).toMatchObject({ resolved: 'deny', rule: 'command.default' });
    }
  });
});
