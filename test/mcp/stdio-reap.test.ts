import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const DAEMON_SERVER = path.join(import.meta.dirname, 'fixtures', 'daemon-server.mjs');

describe('closing a stdio server', () => {
  // Stopping the server's process group left a helper it had moved to a group of its own: it went
  // on writing (here, in the out dir; it could be the workspace) through delivery, until the run's
  // end. Closing the server now reaps what the sandbox started for it, as a command's end does.
  it('ends the helpers it started outside its process group before close() resolves', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-reap-'));
    const file = path.join(dir, 'beat.txt');
    const hub = await McpHub.connect(
      { daemon: { command: process.execPath, args: [DAEMON_SERVER, file] } },
      { env: {}, sandbox: testSandbox(), outDir: dir, audit: new RecordingAudit(), closeGraceMs: 200 },
    );
    await vi.waitFor(() => expect(existsSync(file)).toBe(true), { timeout: 5000 });
    await hub.close();
    const after = readFileSync(file, 'utf8').length;
    await sleep(300);
    expect(readFileSync(file, 'utf8').length).toBe(after);
  }, 20_000);
});
