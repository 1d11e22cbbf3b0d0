import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { sseEventMeter } from '../../src/mcp/message-size.ts';
import { limitInFlight } from '../../src/mcp/request-limits.ts';
import { testSandbox } from '../support/sandbox.ts';
import { startHostileHttpServer, type HostileHttpServer } from './fixtures/hostile-http-server.ts';
import { RecordingAudit } from './helpers.ts';

const MAX_MESSAGE = 10 * 1024 * 1024;

describe('an HTTP MCP server whose answer never ends', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-hostile-'));
  const audit = new RecordingAudit();
  let server: HostileHttpServer;
  let hub: McpHub;

  beforeAll(async () => {
    server = await startHostileHttpServer();
  });
  // A hub per test: each flood uses one of the server's restarts.
  beforeEach(async () => {
    hub = await McpHub.connect(
      { hostile: { url: server.url, timeout: 20 } },
      { env: {}, sandbox: testSandbox(), outDir, audit },
    );
  });
  afterEach(() => hub.close());
  afterAll(() => server.close());

  // A stdio server's message is cut off at 10 MB; over HTTP the SDK read a JSON answer, an error
  // page or one SSE event whole, in memory, and went on reading it after the call timed out: one
  // answer could take the runner's memory.
  it.each(['flood_json', 'flood_sse', 'flood_error'])(
    '%s: stops reading at 10 MB, fails the call at once and disconnects the server, which is started again for the next call',
    async (tool) => {
      const started = Date.now();
      const result = await hub.callTool('hostile', tool, {}, new AbortController().signal);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.ok).toBe(false);
      expect(result.output).toContain(`an HTTP message over ${MAX_MESSAGE} bytes`);
      expect(result.output).toContain('will be started again');
      const flood = server.floods.at(-1)!;
      expect(flood.tool).toBe(tool);
      // The client dropped the connection (the server learns it a moment later).
      await vi.waitFor(() => expect(flood.closedByClient).toBe(true), { timeout: 5000 });
      // What the socket buffers took besides the 10 MB read.
      expect(flood.written).toBeLessThan(MAX_MESSAGE + 16 * 1024 * 1024);
      expect(audit.of('mcp.error').at(-1)).toMatchObject({
        server: 'hostile',
        phase: 'disconnected',
        error: `the server was disconnected: it sent an HTTP message over ${MAX_MESSAGE} bytes`,
      });
      await expect(hub.callTool('hostile', 'ok', {}, new AbortController().signal)).resolves.toEqual({
        ok: true,
        output: 'fine',
      });
    },
  );
});

describe('an HTTP MCP server that ends its stream of server messages at once, asking for a reconnection at once', () => {
  // The SDK reopens the stream after the `retry` the server asks for, and counts attempts from 0
  // again after each stream that ended cleanly: 300 requests a second for the whole run, most of
  // a CPU core of the process that runs everything else.
  it('is asked for the stream at most once a second', async () => {
    const server = await startHostileHttpServer({ flapGet: true });
    const hub = await McpHub.connect(
      { flapping: { url: server.url } },
      {
        env: {},
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-flap-')),
      },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(server.gets).toBeGreaterThanOrEqual(2);
      expect(server.gets).toBeLessThanOrEqual(4);
      // Calls still go through.
      await expect(hub.callTool('flapping', 'ok', {}, new AbortController().signal)).resolves.toEqual({
        ok: true,
        output: 'fine',
      });
    } finally {
      await hub.close();
      await server.close();
    }
  });
});

describe('an HTTP MCP server that never answers the POST of a notification', () => {
  // The SDK awaits the POST of `notifications/initialized` in connect() with no timeout (only
  // requests have one): the server held the run's start for as long as it liked.
  it('is given up at the connect timeout, and calls to it fail at once', async () => {
    const server = await startHostileHttpServer({ silentOnNotifications: true });
    const audit = new RecordingAudit();
    const started = Date.now();
    const hub = await McpHub.connect(
      { silent: { url: server.url } },
      {
        env: {},
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-silent-')),
        audit,
        connectTimeoutMs: 1500,
      },
    );
    try {
      expect(Date.now() - started).toBeLessThan(4000);
      expect(audit.of('mcp.error')[0]).toMatchObject({
        server: 'silent',
        phase: 'connect',
        error: expect.stringContaining('did not answer connect within 1500 ms') as string,
      });
      const called = Date.now();
      const result = await hub.callTool('silent', 'ok', {}, new AbortController().signal);
      expect(result).toMatchObject({ ok: false, output: expect.stringContaining('unavailable') as string });
      expect(Date.now() - called).toBeLessThan(500);
    } finally {
      await hub.close();
      await server.close();
    }
  }, 30_000);
});

describe('an HTTP MCP server that sends thousands of pings and never answers the POSTs answering them', () => {
  // Each answer is a POST; fetch opens a connection for each one in flight, so the process that
  // runs everything else held thousands of sockets (a file descriptor each) for as long as the
  // server liked, until opening a file or a pipe failed.
  it('gets at most 16 connections at once', async () => {
    const server = await startHostileHttpServer({ pings: 5000 });
    const hub = await McpHub.connect(
      { pinging: { url: server.url } },
      {
        env: {},
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-pings-')),
      },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // 16 in flight, and the ones initialize, its notification and the listing used before.
      expect(server.connections).toBeLessThanOrEqual(16 + 3);
    } finally {
      await hub.close();
      await server.close();
    }
  });
});

describe('an HTTP MCP server that redirects to another origin', () => {
  // Held (the SDK follows redirects within the origin only): kept as a guard for SDK upgrades.
  it('is not followed there: the other origin never sees the request or the token', async () => {
    const seen: { method?: string; authorization?: string }[] = [];
    const other = createServer((req, res) => {
      seen.push({ method: req.method, authorization: req.headers.authorization });
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/mcp`;
    const redirecting = createServer((_req, res) => res.writeHead(307, { location: target }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const audit = new RecordingAudit();
    const hub = await McpHub.connect(
      {
        moved: {
          url: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/mcp`,
          headers: { Authorization: 'Bearer ${TOKEN}', 'X-Api-Key': '${TOKEN}' },
        },
      },
      {
        env: { TOKEN: 'redirect-token-123456' },
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-http-redirect-')),
        audit,
      },
    );
    await hub.close();
    await new Promise((resolve) => other.close(resolve));
    await new Promise((resolve) => redirecting.close(resolve));
    expect(seen).toEqual([]);
    expect(String(audit.of('mcp.error')[0]?.error)).toContain(`Redirect to ${target} not followed`);
  });
});

describe('sseEventMeter', () => {
  const bytes = (s: string) => Buffer.from(s);
  it('counts the event under way, whatever its lines end in, and starts again after each blank line', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const meter = sseEventMeter(10);
      // Many events together pass the limit many times over: each is under it.
      for (let i = 0; i < 100; i++) expect(meter.push(bytes(`data: 1${eol}${eol}`)), eol).toBe(false);
      // One event of two lines, split anywhere, does not.
      expect(meter.push(bytes(`data: 12${eol}da`))).toBe(false);
      expect(meter.push(bytes(`ta: 3`))).toBe(true);
    }
    // A `\r\n` split between chunks is one line end, not a blank line.
    const meter = sseEventMeter(10);
    expect(meter.push(bytes('data: 1234\r'))).toBe(false);
    expect(meter.push(bytes('\ndata: 5'))).toBe(true);
  });
});

describe('limitInFlight', () => {
  // Responses built in memory: the slot accounting is what is under test, not the network.
  const respond = (kind: 'read' | 'cancel' | 'empty' | 'fail'): Response => {
    if (kind === 'empty') return new Response(null, { status: 204 });
    const body = new ReadableStream<Uint8Array>({
      pull: (c) =>
        kind === 'fail' ? c.error(new Error('dropped')) : (c.enqueue(new Uint8Array(3)), c.close()),
    });
    return new Response(body, { status: 200 });
  };

  it('frees a slot when a body ends, fails or is cancelled, or there is none, and drops an aborted waiter', async () => {
    const fetchOne = limitInFlight((_url, init) => Promise.resolve(respond(init?.method as never)), 2, 1);
    for (let i = 0; i < 20; i++) {
      await (await fetchOne('http://x/', { method: 'read' })).text();
      await (await fetchOne('http://x/', { method: 'cancel' })).body?.cancel();
      await fetchOne('http://x/', { method: 'empty' });
      await (await fetchOne('http://x/', { method: 'fail' })).text().catch(() => undefined);
    }
    // Two held, one waiting: the next fails at once; an aborted waiter leaves its place.
    const held = [
      await fetchOne('http://x/', { method: 'read' }),
      await fetchOne('http://x/', { method: 'read' }),
    ];
    const controller = new AbortController();
    const waiter = fetchOne('http://x/', { method: 'read', signal: controller.signal });
    await expect(fetchOne('http://x/', { method: 'read' })).rejects.toThrow('more than 3 requests');
    controller.abort(new Error('closed'));
    await expect(waiter).rejects.toThrow('closed');
    const next = fetchOne('http://x/', { method: 'read' });
    await held[0]?.text();
    await expect((await next).text()).resolves.toHaveLength(3);
  });
});
