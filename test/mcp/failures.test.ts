import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { MAX_RESTARTS, McpHub } from '../../src/mcp/hub.ts';
import { alive, FRAGILE_SERVER, RecordingAudit, toolContext } from './helpers.ts';
import { testSandbox } from '../support/sandbox.ts';

const fragile = {
  command: process.execPath,
  args: [FRAGILE_SERVER],
  env: { FRAGILE_GREETING: '${GREETING}' },
};
const env = { ...process.env, GREETING: 'hello' };
const outDir = () => mkdtempSync(path.join(tmpdir(), 'ns-mcp-fail-'));
const signal = () => toolContext().signal;
const sandbox = testSandbox();

describe('McpHub with servers that fail', () => {
  it('turns a server that exits mid-call into an error result, then starts it again for the next call', async () => {
    const audit = new RecordingAudit();
    const out = outDir();
    const hub = await McpHub.connect({ fragile }, { env, sandbox, outDir: out, audit, closeGraceMs: 200 });
    const pong = async () => {
      const r = await hub.callTool('fragile', 'ping', {}, signal());
      expect(r.ok, r.output).toBe(true);
      return Number(/pong (\d+)/.exec(r.output)?.[1]);
    };
    try {
      const pids = [await pong()];
      for (let restart = 1; restart <= MAX_RESTARTS; restart++) {
        expect(await hub.callTool('fragile', 'exit', {}, signal())).toEqual({
          ok: false,
          output:
            'MCP server "fragile" closed the connection during tool "exit" (exited with code 3). The server will be started again on the next call to it.',
        });
        pids.push(await pong());
        expect(audit.of('mcp.connected').at(-1)).toMatchObject({
          server: 'fragile',
          restart,
          pid: pids.at(-1),
        });
      }
      expect(new Set(pids).size).toBe(MAX_RESTARTS + 1);
      expect(pids.slice(0, -1).some(alive)).toBe(false);

      // Out of restarts: the server stays down for the rest of the run.
      expect((await hub.callTool('fragile', 'exit', {}, signal())).output).not.toContain('started again');
      expect(await hub.callTool('fragile', 'ping', {}, signal())).toEqual({
        ok: false,
        output: `MCP server "fragile" is unavailable: the server exited with code 3; it was restarted ${MAX_RESTARTS} times.`,
      });
      expect(audit.of('mcp.error')).toEqual(
        Array(MAX_RESTARTS + 1).fill({
          server: 'fragile',
          phase: 'disconnected',
          error: 'the server exited with code 3',
        }),
      );
      // One log for the server, appended to by every start.
      const log = readFileSync(path.join(out, 'mcp', 'fragile.stderr.log'), 'utf8');
      expect(log.match(/fragile: ready hello/g)).toHaveLength(MAX_RESTARTS + 1);
      expect(log.match(/fragile: giving up/g)).toHaveLength(MAX_RESTARTS + 1);
    } finally {
      await hub.close();
    }
  });

  it('records a restart that fails, and the server is then unavailable', async () => {
    const audit = new RecordingAudit();
    const out = outDir();
    const flag = path.join(out, 'fail-next-start');
    // A server that refuses to start once the flag file exists.
    const picky = {
      command: process.execPath,
      args: [
        '-e',
        `if (require('fs').existsSync(${JSON.stringify(flag)})) process.exit(5); else import(${JSON.stringify(FRAGILE_SERVER)})`,
      ],
    };
    const hub = await McpHub.connect({ picky }, { env, sandbox, outDir: out, audit, closeGraceMs: 200 });
    try {
      writeFileSync(flag, '');
      expect((await hub.callTool('picky', 'exit', {}, signal())).ok).toBe(false);
      const after = await hub.callTool('picky', 'ping', {}, signal());
      expect(after.ok).toBe(false);
      expect(after.output).toMatch(
        /MCP server "picky" closed the connection during connect.*The server is unavailable for this run\./,
      );
      expect(audit.of('mcp.error').map((e) => e.phase)).toEqual(['disconnected', 'restart']);
    } finally {
      await hub.close();
    }
  });

  it('turns a malformed result and an endless output line into error results', async () => {
    const hub = await McpHub.connect({ fragile }, { env, sandbox, outDir: outDir(), closeGraceMs: 200 });
    try {
      const result = await hub.callTool('fragile', 'garbage', {}, signal());
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/^MCP server "fragile" failed on tool "garbage"/);
      expect(await hub.callTool('fragile', 'flood', {}, signal())).toEqual({
        ok: false,
        output:
          'MCP server "fragile" closed the connection during tool "flood" (was shut down: it sent a line longer than 10485760 bytes). The server will be started again on the next call to it.',
      });
    } finally {
      await hub.close();
    }
  });

  it('kills a server flooding its stderr log past the output limit (unbounded, it would fill the disk for the whole run)', async () => {
    const out = outDir();
    const limit = 1 << 20;
    const hub = await McpHub.connect(
      { fragile },
      { env, sandbox, outDir: out, closeGraceMs: 200, maxStderrBytes: limit },
    );
    try {
      const pid = Number(
        /pong (\d+)/.exec((await hub.callTool('fragile', 'ping', {}, signal())).output)?.[1],
      );
      expect(await hub.callTool('fragile', 'stderr-flood', {}, signal())).toEqual({
        ok: false,
        output: `MCP server "fragile" closed the connection during tool "stderr-flood" (was shut down: its stderr log passed ${limit} bytes (limits.max_command_output_bytes)). The server will be started again on the next call to it.`,
      });
      expect(alive(pid)).toBe(false);
      // It writes ~50 MB/s: caught within a check or two, not after the call's 60 s timeout.
      expect(statSync(path.join(out, 'mcp', 'fragile.stderr.log')).size).toBeLessThan(32 << 20);
    } finally {
      await hub.close();
    }
  });

  it('shuts down the whole process tree of a server on close, with SIGKILL for what ignores SIGTERM', async () => {
    const audit = new RecordingAudit();
    const out = outDir();
    const hub = await McpHub.connect({ fragile }, { env, sandbox, outDir: out, audit, closeGraceMs: 200 });
    const serverPid = audit.of('mcp.connected')[0]?.pid as number;
    let helperPid: number;
    try {
      helperPid = Number((await hub.callTool('fragile', 'spawn-helper', {}, signal())).output);
      expect(await hub.callTool('fragile', 'stubborn', {}, signal())).toEqual({ ok: true, output: 'ok' });
      expect([alive(serverPid), alive(helperPid)]).toEqual([true, true]);
    } finally {
      await Promise.all([hub.close(), hub.close()]);
    }
    expect([alive(serverPid), alive(helperPid)]).toEqual([false, false]);
    expect(readFileSync(path.join(out, 'mcp', 'fragile.stderr.log'), 'utf8')).toContain(
      'fragile: ignoring SIGTERM',
    );
  });

  it('leaves out a server whose command cannot start or that never answers, or fails the connect when asked to', async () => {
    const audit = new RecordingAudit();
    const servers = {
      fragile,
      missing: { command: '/nonexistent/mcp-server', args: [] },
      mute: { command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] },
    };
    const hub = await McpHub.connect(servers, {
      env,
      outDir: outDir(),
      sandbox,
      audit,
      closeGraceMs: 200,
      connectTimeoutMs: 2500,
    });
    expect(hub.servers().map((s) => [s.name, s.status])).toEqual([
      ['fragile', 'connected'],
      ['missing', 'failed'],
      ['mute', 'failed'],
    ]);
    const errors = Object.fromEntries(audit.of('mcp.error').map((e) => [String(e.server), String(e.error)]));
    expect(errors).toEqual({
      missing: expect.stringMatching(
        /^MCP server "missing" failed on connect: spawn \/nonexistent\/mcp-server ENOENT/,
      ) as string,
      mute: 'MCP server "mute" did not answer connect within 2500 ms; the call was cancelled',
    });
    await hub.close();

    await expect(
      McpHub.connect(
        { fragile, missing: servers.missing },
        { env, sandbox, outDir: outDir(), closeGraceMs: 200, failOnConnectError: true },
      ),
    ).rejects.toThrow(/MCP server "missing" failed to connect/);
  });

  it('rejects a ${VAR} that is not set before starting any server', async () => {
    const out = outDir();
    const connect = McpHub.connect({ fragile }, { env: {}, sandbox, outDir: out });
    await expect(connect).rejects.toThrow(ConfigError);
    await expect(connect).rejects.toThrow(
      'mcp_servers.fragile.env.FRAGILE_GREETING: environment variable GREETING is not set',
    );
    expect(readdirSync(out)).toEqual([]);
  });

  it('stops connecting when the run is cancelled, leaving no server running', async () => {
    const audit = new RecordingAudit();
    const cancel = new AbortController();
    cancel.abort(new Error('cancelled by the user'));
    await expect(
      McpHub.connect(
        { fragile },
        { env, sandbox, outDir: outDir(), audit, signal: cancel.signal, closeGraceMs: 200 },
      ),
    ).rejects.toThrow('cancelled by the user');
    expect(audit.of('mcp.connected')).toEqual([]);
  });
});
