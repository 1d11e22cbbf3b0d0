import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const HOSTILE_SERVER = path.join(import.meta.dirname, 'fixtures', 'hostile-server.mjs');

/** A run with the hostile server, its token given as a credential (so a secret of the run). */
function hostileRun(script: unknown[], args: string[] = [], limits?: Record<string, unknown>) {
  const token = `tok_${randomBytes(18).toString('hex')}`;
  const fx = makeFixture({
    task: {
      mcp_servers: {
        hostile: {
          command: process.execPath,
          args: [HOSTILE_SERVER, ...args],
          env: { HOSTILE_API_TOKEN: '${HOSTILE_TOKEN}' },
        },
      },
      pr: { enabled: false },
      ...(limits ? { limits } : {}),
    },
    // The fixture imports the SDK from this checkout's node_modules, which the sandbox does not show.
    policy: { extends: 'builtin:standard', sandbox: 'none', mcp: { default: 'allow' } },
    script: [...script, complete()],
  });
  const run = () => runTask({ taskFile: fx.taskFile, env: { ...process.env, HOSTILE_TOKEN: token } });
  return { fx, token, run };
}

/** Any 6 characters of the token in a row: a part of it that could be put together with another. */
const parts = (token: string) => Array.from({ length: token.length - 5 }, (_, i) => token.slice(i, i + 6));

describe('a server that pads its output so the 50 kB cut falls inside a secret', () => {
  it('gets neither the head nor the tail of the secret to the model or the audit log', async () => {
    // MCP output keeps its first 20,000 and last 30,000 bytes; the token has 40 characters.
    const headCuts = [1, 20, 39].map((k) => ({ head: 20_000 - k, tail: 40_000 }));
    const tailCuts = [1, 20, 39].map((k) => ({ head: 30_000, tail: 30_000 - 40 + k }));
    // An error message is kept to 500 characters, after "MCP error -32603: ".
    const errorCuts = [440, 462, 470, 481].map((head) => ({ head, tail: 100 }));
    const { fx, token, run } = hostileRun([
      ...[...headCuts, ...tailCuts].map((a) => call('mcp--hostile--pad', a)),
      ...errorCuts.map((a) => call('mcp--hostile--fail', a)),
    ]);
    const result = await run();
    expect(result).toMatchObject({ status: 'completed' });
    // The ten calls' results; attempt_completion's comes last.
    const results = fx
      .events(result.auditLog)
      .filter((e) => e.type === 'tool.result')
      .slice(0, 10);
    for (const [i, r] of results.entries()) {
      const output = String(r.output);
      // The mask itself may be cut (`*`): what matters is that no part of the token is left.
      expect(
        parts(token).filter((p) => output.includes(p)),
        `call ${i}`,
      ).toEqual([]);
    }
    expect(String(results[0]?.output)).toContain('MCP output truncated');
  });
});

describe('a catastrophic regex in a server’s schemas (`^(a+)+$`, 86 s for 31 a’s in V8’s default engine)', () => {
  it('checks the model’s arguments and the server’s structured result in linear time: the run keeps its 5 s timeout', async () => {
    const evil = `${'a'.repeat(31)}!`;
    const { fx, run } = hostileRun(
      [
        call('mcp--hostile--match', { value: evil }),
        call('mcp--hostile--match', { [evil]: 'as a property name' }),
        call('mcp--hostile--structured', {}),
        call('mcp--hostile--match', { value: 'aaaa' }),
      ],
      [],
      { timeout: '5s' },
    );
    const started = Date.now();
    const result = await run();
    expect(result).toMatchObject({ status: 'completed' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const events = fx.events(result.auditLog);
    const rejected = events.filter((e) => e.type === 'tool.rejected');
    expect(rejected.map((e) => e.stage)).toEqual(['params']);
    expect(String(rejected[0]?.message)).toContain('must match pattern "^(a+)+$"');
    // The property name matched no pattern (tested in linear time too): the call went through.
    const results = events.filter((e) => e.type === 'tool.result');
    expect(results[0]).toMatchObject({ ok: true, output: 'matched' });
    expect(results[1]).toMatchObject({
      ok: false,
      output: expect.stringContaining('output schema') as string,
    });
    expect(results[2]).toMatchObject({ ok: true, output: 'matched' });
  });
});

describe('a server listing megabytes of tool definitions', () => {
  it('offers at most 128 tools, cuts long descriptions, leaves out oversized tools, and says so in mcp.connected', async () => {
    const { fx, run } = hostileRun([], ['flood']);
    const result = await run();
    expect(result).toMatchObject({ status: 'completed' });
    const events = fx.events(result.auditLog);
    const connected = events.find((e) => e.type === 'mcp.connected') as Record<string, unknown>;
    const tools = connected.tools as string[];
    expect(tools).toEqual(expect.arrayContaining(['pad', 'fail', 'match', 'structured', 'huge_description']));
    expect(tools.length).toBeLessThanOrEqual(128);
    expect(connected.descriptions_cut).toEqual(['huge_description']);
    const leftOut = connected.left_out as { tool: string; reason: string }[];
    expect(connected.left_out_total).toBe(206 - tools.length);
    expect(leftOut.length).toBeLessThanOrEqual(20);
    expect(leftOut.map((l) => l.reason)).toEqual(
      expect.arrayContaining([expect.stringContaining('pass 256 KiB')]) as unknown,
    );
    const request = events.find((e) => e.type === 'model.request') as Record<string, unknown>;
    expect(request.request_bytes).toBeLessThan(400_000);
  });
});

describe('a server whose name and version (in `initialize`) are megabytes long', () => {
  it('gets a few hundred characters of each into the audit log, on each connect', async () => {
    const { fx, run } = hostileRun([call('mcp--hostile--fail', { head: 0, tail: 0 })], ['bigname']);
    const result = await run();
    expect(result).toMatchObject({ status: 'completed' });
    const lines = readFileSync(result.auditLog, 'utf8').split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(64 * 1024);
    const connected = fx.events(result.auditLog).find((e) => e.type === 'mcp.connected');
    expect(connected?.server_info).toEqual({
      name: `${'n'.repeat(256)}… [4194048 more characters]`,
      version: `${'v'.repeat(256)}… [1048320 more characters]`,
    });
  });
});
