import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { parseYaml } from '../../src/config/load-yaml.ts';
import { taskSchema } from '../../src/config/task.ts';
import { McpHub } from '../../src/mcp/hub.ts';
import { toolAccess } from '../../src/policy/tool-access.ts';
import { ToolSet } from '../../src/tools/registry.ts';
import { useMcpTool } from '../../src/tools/use-mcp-tool.ts';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-http-server.ts';
import { CLI, ROOT } from '../support/run-fixture.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit, toolContext } from './helpers.ts';

const NAMED_SERVER = path.join(import.meta.dirname, 'fixtures', 'named-tools-server.mjs');
const named = (label: string, ...tools: string[]) => ({
  command: process.execPath,
  args: [NAMED_SERVER, label, ...tools],
});

// Function names are `mcp--SERVER--TOOL`, and TOOL is whatever a server lists: server
// `tracker--team` with tool `add` and server `tracker` with tool `team--add` were both
// `mcp--tracker--team--add`. The second got a hashed name, so the name that reads as
// tracker--team's `add` called tracker's `team--add`, and a `tools.mcp--tracker--team--add: allow`
// approved it; a hashed name could also equal another tool's plain one (two tools, one name).

describe('a task naming an MCP server so that function names would be ambiguous', () => {
  const task = (servers: string) => `version: 1\ntitle: t\nprompt: p\nmcp_servers:\n${servers}`;
  const errors = (text: string): string[] => {
    try {
      parseYaml(text, 'f.yaml', taskSchema);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message.split('\n');
    }
    return [];
  };
  const AMBIGUOUS =
    'a server name may not hold "--" or end in "-": tools are named mcp--SERVER--TOOL, and each name must say which server its tool is of';

  it('is refused by `nightshift run` with exit 2, naming the file, line and column of the name', () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-mcp-names-')));
    mkdirSync(path.join(dir, '.git'));
    const file = path.join(dir, 'task.yaml');
    writeFileSync(
      file,
      task('  docs: {command: "true"}\n  tracker--team: {url: "http://127.0.0.1:9/mcp"}\n'),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'run', file, '--no-pr'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toContain(`${file}:6:3: mcp_servers: invalid key "tracker--team": ${AMBIGUOUS}`);
    expect(run.status).toBe(2);
  });

  it('refuses a trailing "-" and a name a 64-character function name would cut, and keeps every other name', () => {
    expect(errors(task('  "tracker-": {command: x}\n'))).toEqual([
      `f.yaml:5:3: mcp_servers: invalid key "tracker-": ${AMBIGUOUS}`,
    ]);
    const long = 's'.repeat(49);
    expect(errors(task(`  ${long}: {command: x}\n`))).toEqual([
      `f.yaml:5:3: mcp_servers: invalid key "${long}": a server name has at most 48 characters, so that every tool name (at most 64) starts with mcp--SERVER--`,
    ]);
    // The characters' own message is unchanged.
    expect(errors(task('  "bad name": {command: x}\n'))).toEqual([
      'f.yaml:5:3: mcp_servers: invalid key "bad name": server names use letters, digits, _ and -',
    ]);
    const fine = ['docs', 'my-server_2', 'GitHub', '_x', 'x_', '-x', 'a-b-c', 's'.repeat(48)];
    const parsed = parseYaml(task(fine.map((n) => `  ${n}: {command: x}\n`).join('')), 'f.yaml', taskSchema);
    expect(Object.keys(parsed.mcp_servers)).toEqual(fine);
  });
});

describe('MCP servers whose tools would share a function name', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-collide-'));
  const audit = new RecordingAudit();
  // docs' `x`×60 is cut to 64 characters and hashed; its other tool is named to be that exactly.
  const longTool = 'x'.repeat(60);
  const hash = createHash('sha256').update(`docs\u0000${longTool}`).digest('hex').slice(0, 8);
  const impostor = `${'x'.repeat(44)}_${hash}`;
  let http: McpHttpServer;
  let hub: McpHub;

  beforeAll(async () => {
    http = await startMcpHttpServer('s3cret-token');
    // Names the task file refuses, passed to the hub as an embedder could: it is the second line.
    hub = await McpHub.connect(
      {
        'tracker--team': { url: http.url, headers: { Authorization: 'Bearer s3cret-token' } },
        tracker: named('tracker', 'team--add', 'note'),
        docs: named('docs', 'search.v2', 'search_v2', longTool, impostor, 'lookup'),
      },
      { env: {}, sandbox: testSandbox(), outDir, audit },
    );
  });
  afterAll(async () => {
    await hub.close();
    await http.close();
  });

  const leftOut = (server: string) =>
    audit.of('mcp.connected').find((e) => e.server === server && e.restart === undefined);

  it('connect, and leave every colliding tool out, saying why in mcp.connected', () => {
    expect(hub.servers().map((s) => s.status)).toEqual(['connected', 'connected', 'connected']);
    expect(leftOut('tracker--team')).toMatchObject({
      tools: ['fail', 'hang', 'crash'],
      left_out: [
        {
          tool: 'add',
          reason:
            'its function name mcp--tracker--team--add would also be that of tool "team--add" of server "tracker"',
        },
      ],
      left_out_total: 1,
    });
    expect(leftOut('tracker')).toMatchObject({
      tools: ['note'],
      left_out: [
        {
          tool: 'team--add',
          reason:
            'its function name mcp--tracker--team--add would also be that of tool "add" of server "tracker--team"',
        },
      ],
      left_out_total: 1,
    });
    expect(leftOut('docs')).toMatchObject({
      tools: ['lookup'],
      left_out: [
        { tool: 'search.v2', reason: expect.stringContaining('mcp--docs--search_v2') as string },
        { tool: 'search_v2', reason: expect.stringContaining('mcp--docs--search_v2') as string },
        { tool: longTool, reason: expect.stringContaining(`tool "${impostor}"`) as string },
        { tool: impostor, reason: expect.stringContaining(`tool "${longTool}"`) as string },
      ],
      left_out_total: 4,
    });
  });

  it('offer each remaining tool under a name of its own, which reaches its own server only', async () => {
    const tools = hub.tools();
    const names = tools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual([
      'mcp--docs--lookup',
      'mcp--tracker--note',
      'mcp--tracker--team--crash',
      'mcp--tracker--team--fail',
      'mcp--tracker--team--hang',
    ]);
    const set = new ToolSet([useMcpTool(hub), ...tools]);
    expect(set.resolve('mcp--tracker--team--add')).toBeUndefined();
    expect(set.resolve(`mcp--docs--${impostor}`)).toBeUndefined();
    expect(set.resolve('mcp--docs--search_v2')).toBeUndefined();
    // Each call goes where the tool's declared access (what the policy decides) says it goes.
    for (const name of ['mcp--tracker--note', 'mcp--docs--lookup', 'mcp--tracker--team--fail']) {
      const tool = set.get(name)!;
      const [access] = tool.access?.({}) ?? [];
      const result = await tool.execute({ q: 'hi' }, toolContext());
      if (access?.kind !== 'mcp') throw new Error(`${name} declares no MCP access`);
      expect(result.output).toBe(
        access.server === 'tracker--team'
          ? 'the tracker is down'
          : `${access.server} ${access.tool} {"q":"hi"}`,
      );
    }
    // Left out means not callable at all, by use_mcp_tool's exact names either.
    const useTool = set.get('use_mcp_tool')!;
    const viaUse = await useTool.execute(
      { server_name: 'tracker--team', tool_name: 'add', arguments: { a: 1, b: 2 } },
      toolContext(),
    );
    expect(viaUse).toMatchObject({
      ok: false,
      output: expect.stringContaining('has no tool "add"') as string,
    });
  });

  it('keep a tool left out after its server is started again', async () => {
    const pid = Number(leftOut('tracker')?.pid);
    process.kill(pid, 'SIGKILL');
    const conn = () => hub.servers().find((s) => s.name === 'tracker');
    for (let i = 0; i < 200; i++) {
      const s = conn();
      if (s?.status === 'connected' && s.connection.down) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const result = await hub.callTool('tracker', 'team--add', {}, toolContext().signal);
    expect(result).toMatchObject({
      ok: false,
      output: expect.stringContaining('has no tool "team--add"') as string,
    });
    expect(audit.of('mcp.connected').find((e) => e.server === 'tracker' && e.restart === 1)).toMatchObject({
      tools: ['note'],
      left_out: [{ tool: 'team--add' }],
      left_out_total: 1,
    });
  });

  it('`nightshift policy check` reads a function name as the one server a task can name, or not at all', () => {
    // It has no servers to ask; a run never reads names back (each tool declares its own pair).
    expect(toolAccess('mcp--tracker--team--add', {})?.access).toEqual([
      { kind: 'mcp', server: 'tracker', tool: 'team--add' },
    ]);
    expect(toolAccess('mcp--a---b', {})?.access).toEqual([{ kind: 'mcp', server: 'a', tool: '-b' }]);
    // No task can name server `tracker.x`: an unknown tool (exit 2), not a decision.
    expect(toolAccess('mcp--tracker.x--add', {})).toBeUndefined();
  });
});
