import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { McpHub } from '../../src/mcp/hub.ts';
import { toolDefinition } from '../../src/tools/registry.ts';
import { accessMcpResource } from '../../src/tools/access-mcp-resource.ts';
import { useMcpTool } from '../../src/tools/use-mcp-tool.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const HOSTILE_SERVER = path.join(import.meta.dirname, 'fixtures', 'hostile-server.mjs');

// Descriptions are masked, but a server's tool names, input schemas (a property's default, an
// enum) and resource listings went to the model as listed: the credential the task gave it (its
// token, a secret of the run) in front of a model a hostile issue steers, which can put it in a
// file the run commits, where no redaction reaches.
describe('a server that puts the credential it was given in its tool names, schemas and resources', () => {
  const token = `tok_${randomBytes(18).toString('hex')}`;
  const audit = new RecordingAudit();
  let hub: McpHub;
  beforeAll(async () => {
    const redactor = new Redactor();
    hub = await McpHub.connect(
      {
        hostile: {
          command: process.execPath,
          args: [HOSTILE_SERVER, 'leaky'],
          env: { HOSTILE_API_TOKEN: '${HOSTILE_TOKEN}' },
        },
      },
      {
        env: { HOSTILE_TOKEN: token },
        sandbox: testSandbox(),
        outDir: mkdtempSync(path.join(tmpdir(), 'ns-mcp-leaky-')),
        audit,
        redactor,
      },
    );
  });
  afterAll(() => hub.close());

  it('shows the model none of it: those tools and resources are left out, and mcp.connected says why', () => {
    const definitions = [...hub.tools(), useMcpTool(hub), accessMcpResource(hub)].map(toolDefinition);
    expect(JSON.stringify(definitions)).not.toContain(token);
    // The server's other tools and resources are still offered.
    expect(hub.tools().map((t) => t.name)).toContain('mcp--hostile--pad');
    expect(JSON.stringify(definitions)).toContain('docs://readme');
    const connected = audit.of('mcp.connected')[0] as Record<string, unknown>;
    expect(connected.left_out).toEqual([
      { tool: 'tool_***', reason: 'its name or input schema holds a secret of the run' },
      { tool: 'configured', reason: 'its name or input schema holds a secret of the run' },
      { tool: 'enumerated', reason: 'its name or input schema holds a secret of the run' },
    ]);
    expect(connected.resources).toBe(1);
    expect(connected.resources_left_out).toBe(2);
  });
});
