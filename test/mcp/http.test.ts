import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { useMcpTool } from '../../src/tools/use-mcp-tool.ts';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-http-server.ts';
import { RecordingAudit, toolContext } from './helpers.ts';
import { testSandbox } from '../support/sandbox.ts';

describe('McpHub with a streamable HTTP server on loopback', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-'));
  const audit = new RecordingAudit();
  let server: McpHttpServer;
  let streaming: McpHttpServer;
  let hub: McpHub;

  beforeAll(async () => {
    server = await startMcpHttpServer('s3cret-token');
    streaming = await startMcpHttpServer('s3cret-token', { stream: true });
    const closed = await startMcpHttpServer('unused');
    await closed.close();
    hub = await McpHub.connect(
      {
        tracker: { url: server.url, headers: { Authorization: 'Bearer ${TRACKER_TOKEN}' } },
        locked: { url: server.url, headers: { Authorization: 'Bearer wrong' } },
        down: { url: closed.url },
        streaming: {
          url: streaming.url,
          headers: { Authorization: 'Bearer ${TRACKER_TOKEN}' },
          timeout: 0.3,
        },
        slow: { url: server.url, headers: { Authorization: 'Bearer ${TRACKER_TOKEN}' }, timeout: 0.3 },
      },
      { env: { TRACKER_TOKEN: 's3cret-token' }, sandbox: testSandbox(), outDir, audit },
    );
  });
  afterAll(async () => {
    await hub.close();
    await server.close();
    await streaming.close();
  });

  it('sends headers expanded from the environment, and never logs their values', () => {
    expect(hub.tools().map((t) => t.name)).toContain('mcp--tracker--add');
    expect(JSON.stringify(audit.events)).not.toContain('s3cret-token');
    expect(audit.of('mcp.connected').find((e) => e.server === 'tracker')).toMatchObject({
      transport: 'http',
      headers: ['Authorization'],
    });
  });

  it('records servers that refuse or cannot take the connection, leaves its tools out and tells the model', async () => {
    const errors = Object.fromEntries(audit.of('mcp.error').map((e) => [String(e.server), String(e.error)]));
    expect(errors).toEqual({
      locked: expect.stringMatching(/^MCP server "locked" failed on connect \(HTTP 401\)/) as string,
      down: expect.stringMatching(
        /^MCP server "down" failed on connect: fetch failed \(.*ECONNREFUSED/,
      ) as string,
    });
    expect(hub.tools().some((t) => t.name.startsWith('mcp--locked--'))).toBe(false);
    const use = useMcpTool(hub);
    expect(use.description).toMatch(
      /locked: unavailable \(MCP server "locked" failed on connect \(HTTP 401\)/,
    );
    const call = await use.execute({ server_name: 'locked', tool_name: 'add', arguments: {} }, toolContext());
    expect(call).toEqual({
      ok: false,
      output: expect.stringMatching(
        /^MCP server "locked" failed on connect \(HTTP 401\).*\. The server is unavailable for this run\.$/,
      ) as string,
    });
  });

  it('calls a tool and an isError tool', async () => {
    expect(await hub.callTool('tracker', 'add', { a: 2, b: 3 }, toolContext().signal)).toEqual({
      ok: true,
      output: 'sum: 5',
    });
    expect(await hub.callTool('tracker', 'fail', {}, toolContext().signal)).toEqual({
      ok: false,
      output: 'the tracker is down',
    });
  });

  it('ends a call the server never answers at the call timeout (the server `timeout`, in seconds)', async () => {
    const result = await hub.callTool('slow', 'hang', {}, toolContext().signal);
    expect(result).toEqual({
      ok: false,
      output: expect.stringContaining('did not answer tool "hang" within 300 ms') as string,
    });
  });

  it('turns a dropped connection into an error result and keeps serving later calls', async () => {
    const result = await hub.callTool('tracker', 'crash', {}, toolContext().signal);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/MCP server "tracker" failed on tool "crash"/);
    expect(await hub.callTool('tracker', 'add', { a: 1, b: 1 }, toolContext().signal)).toEqual({
      ok: true,
      output: 'sum: 2',
    });
  });

  it('aborts a pending call when the run is cancelled', async () => {
    const cancel = new AbortController();
    const pending = hub.callTool('tracker', 'hang', {}, cancel.signal);
    cancel.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow(/cancelled/);
  });

  it('works with a server that answers in SSE streams, dropped streams included', async () => {
    expect(await hub.callTool('streaming', 'add', { a: 2, b: 2 }, toolContext().signal)).toEqual({
      ok: true,
      output: 'sum: 4',
    });
    const dropped = await hub.callTool('streaming', 'crash', {}, toolContext().signal);
    expect(dropped.ok).toBe(false);
    expect(dropped.output).toMatch(/^MCP server "streaming" /);
    expect(await hub.callTool('streaming', 'add', { a: 1, b: 2 }, toolContext().signal)).toEqual({
      ok: true,
      output: 'sum: 3',
    });
  });
});

describe('McpHub with a stateful streamable HTTP server', () => {
  it('ends its session with a DELETE when the hub closes', async () => {
    const server = await startMcpHttpServer('s3cret-token', { stateful: true });
    try {
      const hub = await McpHub.connect(
        { sessions: { url: server.url, headers: { Authorization: 'Bearer s3cret-token' } } },
        { env: {}, sandbox: testSandbox(), outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-')) },
      );
      expect(await hub.callTool('sessions', 'add', { a: 2, b: 3 }, toolContext().signal)).toEqual({
        ok: true,
        output: 'sum: 5',
      });
      expect(server.endedSessions).toEqual([]);
      await hub.close();
      expect(server.endedSessions).toHaveLength(1);
      expect(server.endedSessions[0]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });
});
