import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import { McpHub } from '../../src/mcp/hub.ts';
import { describeUrl, urlCredentials } from '../../src/mcp/url-credentials.ts';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-http-server.ts';
import { testSandbox } from '../support/sandbox.ts';

// Session 20: an MCP server's `url` went to the audit log as written (`mcp.connected`,
// `mcp.error`), so a credential in it (`https://user:token@host/mcp`, `?api_key=…`, a presigned
// URL's signature) was in every run's log, an artifact many people can read. Both tests failed on
// the code before the fix: the URL was logged whole and none of its parts was a secret.
const PASSWORD = 'pw-0123456789abcdef';
const API_KEY = 'key-fedcba9876543210';
const SIGNATURE = 'Zm9vYmFyYmF6cXV4cXV1eA==';

describe('credentials in an MCP server URL', () => {
  it('are masked where the URL is described and registered as secrets, in every spelling', () => {
    const url = `https://bot:${PASSWORD}@mcp.example.com/v1?api_key=${API_KEY}&sig=${encodeURIComponent(SIGNATURE)}&v=2`;
    expect(describeUrl(url)).toBe('https://***:***@mcp.example.com/v1?api_key=***&sig=***&v=***');
    expect(urlCredentials(url)).toEqual(
      expect.arrayContaining(['bot', PASSWORD, API_KEY, encodeURIComponent(SIGNATURE), SIGNATURE]),
    );
    // A short value under a harmless name is no credential: it would mask "2" everywhere.
    expect(urlCredentials(url)).not.toContain('2');
    expect(urlCredentials('https://mcp.example.com/v1')).toEqual([]);
    expect(describeUrl('not a url')).toBe('(not a URL)');
    // Percent-encoded userinfo: the decoded password is what a tool output would show.
    expect(urlCredentials('https://u:p%40ss-w0rd-123@h.example/')).toEqual(
      expect.arrayContaining(['p%40ss-w0rd-123', 'p@ss-w0rd-123']),
    );
  });

  describe('through the hub, with the run redactor and a real audit log', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-url-'));
    const file = path.join(outDir, 'audit.jsonl');
    const redactor = new Redactor();
    let server: McpHttpServer;
    let hub: McpHub;

    beforeAll(async () => {
      server = await startMcpHttpServer('s3cret-token');
      const port = new URL(server.url).port;
      const audit = AuditWriter.open(file, { runId: 'r', redactor });
      hub = await McpHub.connect(
        {
          // fetch refuses a URL with credentials: this one fails, its error is logged.
          userinfo: { url: `http://bot:${PASSWORD}@127.0.0.1:${port}/mcp` },
          query: {
            url: `${server.url}?api_key=${API_KEY}&sig=${encodeURIComponent(SIGNATURE)}`,
            headers: { Authorization: 'Bearer s3cret-token' },
          },
        },
        { env: {}, sandbox: testSandbox(), outDir, audit, redactor },
      );
      audit.close();
    });
    afterAll(async () => {
      await hub.close();
      await server.close();
    });

    it('leaves no part of them in the audit log, connected or failed', () => {
      const log = readFileSync(file, 'utf8');
      const events = log
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(events.find((e) => e.type === 'mcp.connected' && e.server === 'query')).toMatchObject({
        url: expect.stringMatching(/\?api_key=\*\*\*&sig=\*\*\*$/) as string,
      });
      expect(events.find((e) => e.type === 'mcp.error' && e.server === 'userinfo')).toMatchObject({
        url: expect.stringContaining('***:***@127.0.0.1') as string,
      });
      for (const secret of [PASSWORD, API_KEY, SIGNATURE, encodeURIComponent(SIGNATURE)])
        expect(log).not.toContain(secret);
      // And whatever else prints them (an error, a tool output) is masked by the run's redactor.
      expect(redactor.redact(`GET /mcp?api_key=${API_KEY} as bot:${PASSWORD}`)).not.toMatch(
        new RegExp(`${API_KEY}|${PASSWORD}`),
      );
    });
  });
});
