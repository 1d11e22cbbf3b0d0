import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { alive, serverBin } from './helpers.ts';

// The whole path: task mcp_servers → hub → tools offered to the model → policy → audit log.
describe('a run with an MCP server', () => {
  it('calls the tools the policy allows, denies the others, and shuts the server down', async () => {
    const fx = makeFixture({
      task: {
        mcp_servers: {
          everything: {
            command: process.execPath,
            args: [serverBin('@modelcontextprotocol/server-everything'), 'stdio'],
          },
        },
        pr: { enabled: false },
      },
      policy: {
        extends: 'builtin:standard',
        mcp: { default: 'deny', servers: { everything: { allow: ['echo'] } } },
      },
      script: [
        call('mcp--everything--echo', { message: 'from the run' }),
        call('mcp--everything--get-sum', { a: 1, b: 2 }),
        call('use_mcp_tool', { server_name: 'everything', tool_name: 'echo', arguments: { message: 7 } }),
        call('mcp--everything--echo', { message: ['not', 'a', 'string'] }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: process.env });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    const events = fx.events(result.auditLog);
    const of = (type: string) => events.filter((e) => e.type === type);

    const [connected] = of('mcp.connected');
    expect(connected).toMatchObject({ server: 'everything', transport: 'stdio' });
    const offered = (of('model.request')[0] as { tools: string[] }).tools;
    expect(offered).toEqual(
      expect.arrayContaining(['mcp--everything--echo', 'use_mcp_tool', 'access_mcp_resource']),
    );

    const decisions = of('tool.decision').map((e) => [e.decision, e.rule]);
    expect(decisions.slice(0, 3)).toEqual([
      ['allow', 'mcp.servers.everything.allow[0]'],
      ['deny', 'mcp.default'],
      ['allow', 'mcp.servers.everything.allow[0]'],
    ]);
    const results = of('tool.result');
    expect(results[0]).toMatchObject({ ok: true, output: expect.stringContaining('from the run') as string });
    expect(results[1]).toMatchObject({
      ok: false,
      output: expect.stringContaining('arguments/message must be string') as string,
    });

    expect(of('tool.rejected')).toEqual([
      expect.objectContaining({
        stage: 'params',
        message: expect.stringContaining('arguments/message must be string') as string,
      }),
    ]);

    expect(existsSync(path.join(result.outDir, 'mcp', 'everything.stderr.log'))).toBe(true);
    expect(alive(connected?.pid as number)).toBe(false);
  });
});
