import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const PAGING_SERVER = path.join(import.meta.dirname, 'fixtures', 'paging-server.mjs');

async function connect(args: string[], connectTimeoutMs: number) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-paging-'));
  const audit = new RecordingAudit();
  const started = Date.now();
  const hub = await McpHub.connect(
    { paging: { command: process.execPath, args: [PAGING_SERVER, ...args] } },
    { env: {}, sandbox: testSandbox(), outDir, audit, connectTimeoutMs, closeGraceMs: 200 },
  );
  const took = Date.now() - started;
  await hub.close();
  const pages = readFileSync(path.join(outDir, 'mcp', 'paging.stderr.log'), 'utf8').match(/^page /gm) ?? [];
  return { hub, audit, took, pages: pages.length };
}

describe('a server that lists its tools in many slow pages', () => {
  // The timeout held for each request alone: 49 pages of 800 ms each took 40 s to connect, where
  // the docs promise each server within the connect timeout.
  it('is given the connect timeout for the whole connection, listings included', async () => {
    const { audit, took } = await connect(['800', '1'], 2000);
    expect(took).toBeLessThan(4000);
    expect(audit.of('mcp.error')[0]).toMatchObject({
      server: 'paging',
      phase: 'connect',
      error: expect.stringContaining('did not answer connect within 2000 ms') as string,
    });
  }, 60_000);

  // Every page was read and held until the limits picked 128 tools: 49 pages of 10 MB were
  // millions of tools, gigabytes of the run's memory once parsed (and seconds of parsing each).
  it('is not asked for more pages once it has listed 1,024 tools', async () => {
    const { audit, pages } = await connect(['0', '100'], 30_000);
    expect(pages).toBe(11);
    const connected = audit.of('mcp.connected')[0] as Record<string, unknown>;
    expect((connected.tools as string[]).length).toBe(128);
    expect(connected.left_out_total).toBe(1100 - 128);
    expect(connected.pages_not_read).toEqual(['tools']);
  });
});
