import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { complete, makeFixture } from '../support/run-fixture.ts';

const SCHEMA_SERVER = path.join(import.meta.dirname, 'fixtures', 'schema-server.mjs');

/** A call whose arguments are not JSON, as a provider sends a call cut off by its token limit. */
const broken = (name: string) => ({ tool_calls: [{ name, args_json: '{"a": ' }] });

describe('a server listing input schemas that hold what no schema holds (null branches, keywords of the wrong type)', () => {
  it('cannot end the run when the model’s arguments for its tools are rejected: the model is told what the parameters are', async () => {
    const tools = ['null_branch', 'odd_shapes', 'deep'].map((t) => `mcp--s--${t}`);
    const fx = makeFixture({
      task: {
        mcp_servers: { s: { command: process.execPath, args: [SCHEMA_SERVER] } },
        pr: { enabled: false },
      },
      // The fixture imports the SDK from this checkout's node_modules, which the sandbox does not show.
      policy: { extends: 'builtin:standard', sandbox: 'none', mcp: { default: 'allow' } },
      script: [...tools.map(broken), complete()],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env } });
    expect(result, result.detail).toMatchObject({ status: 'completed' });
    const rejected = fx.events(result.auditLog).filter((e) => e.type === 'tool.rejected');
    expect(rejected.map((e) => e.stage)).toEqual(['params', 'params', 'params']);
    expect(String(rejected[0]?.message)).toContain('Parameters of mcp--s--null_branch: a (any, required).');
    expect(String(rejected[1]?.message)).toContain(
      'Parameters of mcp--s--odd_shapes: a (any | any | any | any | any, required), b (any | any), c (null), d (null | {"x":1}).',
    );
    expect(String(rejected[2]?.message)).toContain('Parameters of mcp--s--deep: a (');
  });
});
