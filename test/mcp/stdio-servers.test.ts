import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { accessMcpResource } from '../../src/tools/access-mcp-resource.ts';
import { toolDefinition } from '../../src/tools/registry.ts';
import type { AnyTool } from '../../src/tools/types.ts';
import { useMcpTool } from '../../src/tools/use-mcp-tool.ts';
import { alive, RecordingAudit, serverBin, toolContext } from './helpers.ts';
import { testSandbox } from '../support/sandbox.ts';

// Real servers from the npm registry over stdio, both in one hub (one connect, in parallel).
describe('McpHub with server-everything and server-filesystem over stdio', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-out-'));
  const allowed = mkdtempSync(path.join(tmpdir(), 'ns-mcp-fs-'));
  const audit = new RecordingAudit();
  let hub: McpHub;
  let tools: Map<string, AnyTool>;
  const tool = (name: string) => {
    const t = tools.get(name);
    if (!t) throw new Error(`no tool ${name}; have ${[...tools.keys()].join(', ')}`);
    return t;
  };

  beforeAll(async () => {
    writeFileSync(path.join(allowed, 'notes.txt'), 'hello from the allowed dir\n');
    hub = await McpHub.connect(
      {
        everything: {
          command: process.execPath,
          args: [serverBin('@modelcontextprotocol/server-everything'), 'stdio'],
        },
        files: {
          command: process.execPath,
          args: [serverBin('@modelcontextprotocol/server-filesystem'), '${ALLOWED_DIR}'],
        },
      },
      {
        env: { ...process.env, ALLOWED_DIR: allowed },
        sandbox: testSandbox(),
        outDir,
        audit,
        closeGraceMs: 500,
      },
    );
    tools = new Map(hub.tools().map((t) => [t.name, t]));
  });
  afterAll(() => hub.close());

  it('lists every server tool as its own function in the mcp group, with the server schema', () => {
    expect(
      audit
        .of('mcp.connected')
        .map((e) => e.server)
        .sort(),
    ).toEqual(['everything', 'files']);
    const sum = tool('mcp--everything--get-sum') as AnyTool & { inputSchema: Record<string, unknown> };
    expect(sum.group).toBe('mcp');
    expect(sum.inputSchema).toMatchObject({ type: 'object', required: ['a', 'b'] });
    // What the provider is sent: the server's own schema, not one converted from zod.
    expect(toolDefinition(sum).inputSchema).toEqual({
      type: 'object',
      properties: {
        a: { type: 'number', description: 'First number' },
        b: { type: 'number', description: 'Second number' },
      },
      required: ['a', 'b'],
    });
    expect(sum.access?.({ a: 1, b: 2 })).toEqual([{ kind: 'mcp', server: 'everything', tool: 'get-sum' }]);
    expect(tools.has('mcp--files--read_text_file')).toBe(true);
  });

  it('calls echo through its own function and get-sum through use_mcp_tool', async () => {
    const echo = await tool('mcp--everything--echo').execute({ message: 'hi there' }, toolContext());
    expect(echo).toEqual({ ok: true, output: expect.stringContaining('hi there') as string });
    const use = useMcpTool(hub);
    const args = { server_name: 'everything', tool_name: 'get-sum', arguments: { a: 2, b: 40 } };
    expect(use.access?.(use.params.parse(args))).toEqual([
      { kind: 'mcp', server: 'everything', tool: 'get-sum' },
    ]);
    const sum = await use.execute(use.params.parse(args), toolContext());
    expect(sum.ok).toBe(true);
    expect(sum.output).toContain('42');
  });

  it('rejects arguments that do not match the tool schema, naming the parameter', async () => {
    const parsed = tool('mcp--everything--get-sum').params.safeParse({ a: 'two' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(
      /arguments\/a must be number|must have required property 'b'/,
    );
    const viaUse = await hub.callTool('everything', 'get-sum', { a: 'two', b: 1 }, toolContext().signal);
    expect(viaUse).toEqual({
      ok: false,
      output: expect.stringContaining('arguments/a must be number') as string,
    });
  });

  it('gives images as metadata only and structured content as JSON', async () => {
    const image = await tool('mcp--everything--get-tiny-image').execute({}, toolContext());
    expect(image.output).toMatch(/\[image: image\/png, \d+ bytes\]/);
    expect(image.output).not.toContain('iVBOR');
    const weather = await tool('mcp--everything--get-structured-content').execute(
      { location: 'Chicago' },
      toolContext(),
    );
    expect(weather.ok).toBe(true);
    expect(weather.output).toMatch(/"temperature"/);
  });

  it('reads a resource through access_mcp_resource', async () => {
    const access = accessMcpResource(hub);
    expect(access.description).toContain('demo://resource/static/document/architecture.md');
    const args = access.params.parse({
      server_name: 'everything',
      uri: 'demo://resource/static/document/architecture.md',
    });
    expect(access.access?.(args)).toEqual([
      { kind: 'mcp', server: 'everything', tool: 'resource:demo://resource/static/document/architecture.md' },
    ]);
    const read = await access.execute(args, toolContext());
    expect(read.ok).toBe(true);
    expect(read.output).toContain('Architecture');
  });

  it('reads a file inside the filesystem server’s allowed dir, and is refused outside it', async () => {
    const inside = await tool('mcp--files--read_text_file').execute(
      { path: path.join(allowed, 'notes.txt') },
      toolContext(),
    );
    expect(inside).toEqual({ ok: true, output: 'hello from the allowed dir\n' });
    const outside = await tool('mcp--files--read_text_file').execute(
      { path: '/etc/hostname' },
      toolContext(),
    );
    expect(outside.ok).toBe(false);
    expect(outside.output).toMatch(/outside allowed directories|Access denied/i);
  });

  it('captures server stderr into the out dir and leaves no process behind after close', async () => {
    const pids = audit.of('mcp.connected').map((e) => e.pid as number);
    expect(pids.every(alive)).toBe(true);
    await hub.close();
    await hub.close();
    expect(pids.filter(alive)).toEqual([]);
    expect(readFileSync(path.join(outDir, 'mcp', 'files.stderr.log'), 'utf8')).toMatch(
      /Secure MCP Filesystem Server/i,
    );
  });
});
