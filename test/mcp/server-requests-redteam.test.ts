import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const ASKING_SERVER = path.join(import.meta.dirname, 'fixtures', 'asking-server.mjs');

describe('a server that sends its client requests (sampling, elicitation, roots) and floods it with pings and progress', () => {
  const audit = new RecordingAudit();
  let hub: McpHub;
  beforeAll(async () => {
    hub = await McpHub.connect(
      { asking: { command: process.execPath, args: [ASKING_SERVER], timeout: 20 } },
      {
        env: {},
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-asking-')),
        audit,
      },
    );
  });
  afterAll(() => hub.close());

  it('declares no client capability and answers none of them: no model call on the server’s behalf, no question, no host path', async () => {
    const result = await hub.callTool('asking', 'ask', {}, new AbortController().signal);
    expect(result.ok).toBe(true);
    const seen = JSON.parse(result.output) as {
      capabilities: Record<string, unknown>;
      asked: { method: string; result?: unknown; error?: string }[];
    };
    expect(seen.capabilities).toEqual({});
    const byMethod = Object.fromEntries(seen.asked.map((a) => [a.method, a]));
    for (const method of ['sampling/createMessage', 'elicitation/create', 'roots/list']) {
      expect(byMethod[method]?.result, method).toBeUndefined();
      expect(byMethod[method]?.error, method).toMatch(/Method not found/);
    }
    // Pings are answered (the protocol asks it), and the flood did not stop the connection.
    expect(byMethod.ping).toEqual({ method: 'ping', result: {} });
    expect(audit.of('mcp.error')).toEqual([]);
  });
});
