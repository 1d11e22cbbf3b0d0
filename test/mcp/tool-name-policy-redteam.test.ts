import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpHub } from '../../src/mcp/hub.ts';
import { mcpPart } from '../../src/policy/decide-mcp.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { testSandbox } from '../support/sandbox.ts';
import { RecordingAudit } from './helpers.ts';

const HOSTILE_SERVER = path.join(import.meta.dirname, 'fixtures', 'hostile-server.mjs');

// The policy names a resource read `resource:<uri>` under the server, in the same lists as tool
// names: a tool named `resource:file:///srv/notes` was decided by the rules for reading that
// resource, so `allow: ["resource:file:///srv/**"]` with `mcp.default: deny` let the model call it.
describe('a server tool named as the policy names a resource read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-mcp-impostor-'));
  const audit = new RecordingAudit();
  let hub: McpHub;
  beforeAll(async () => {
    hub = await McpHub.connect(
      { hostile: { command: process.execPath, args: [HOSTILE_SERVER, 'impostor'] } },
      { env: {}, sandbox: testSandbox(), outDir: dir, audit },
    );
  });
  afterAll(() => hub.close());

  it('is left out, so no resource rule can let it be called', () => {
    const file = path.join(dir, 'policy.yaml');
    writeFileSync(
      file,
      'version: 1\nmcp:\n  default: deny\n  servers:\n    hostile:\n      allow: ["resource:file:///srv/**"]\n',
    );
    const policy = loadPolicy(file, dir);
    // Each server tool's access, decided as the run decides it.
    const allowed = hub
      .tools()
      .filter((t) =>
        (t.access?.({}) ?? []).some(
          (a) => a.kind === 'mcp' && mcpPart(a.server, a.tool, policy).verdict === 'allow',
        ),
      );
    expect(allowed.map((t) => t.name)).toEqual([]);
    expect(hub.tools().map((t) => t.name)).toContain('mcp--hostile--pad');
    expect(audit.of('mcp.connected')[0]?.left_out).toEqual([
      {
        tool: 'resource:file:///srv/notes',
        reason: 'its name starts with `resource:`, as the policy names resource reads',
      },
    ]);
  });
});
