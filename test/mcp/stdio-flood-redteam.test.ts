import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const PING_FLOOD_SERVER = path.join(import.meta.dirname, 'fixtures', 'ping-flood-server.mjs');

describe('a stdio server that sends pings as fast as it can and never reads the answers', () => {
  // Each answer was written to its stdin and, the pipe full, kept in the run's memory: about
  // 130 MB a second, until the process running everything else ran out.
  it('is shut down once 10,000 messages (or 10 MB) written to it lie unread', async () => {
    const audit = new RecordingAudit();
    const hub = await McpHub.connect(
      { flood: { command: process.execPath, args: [PING_FLOOD_SERVER] } },
      {
        env: {},
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-ping-flood-')),
        audit,
        closeGraceMs: 200,
      },
    );
    try {
      await vi.waitFor(() => expect(audit.of('mcp.error')).toHaveLength(1), { timeout: 5000 });
      expect(audit.of('mcp.error')[0]).toMatchObject({
        server: 'flood',
        phase: 'disconnected',
        error: expect.stringMatching(
          /^the server was shut down: it did not read its stdin \(10000 messages, \d+ bytes written to it were waiting/,
        ) as string,
      });
    } finally {
      await hub.close();
    }
  }, 20_000);
});
