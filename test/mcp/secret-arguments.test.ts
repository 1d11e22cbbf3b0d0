import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { serverBin } from './helpers.ts';

// A credential of the run (a key-like variable of its environment), which the redactor masks.
const TOKEN = 'ghs_OutboundProbe0123456789abcdefXYZ';

describe("a call whose arguments leave the run and hold a secret's value", () => {
  // The audit log showed such arguments masked while the server received them whole: a remote
  // MCP server is as much a way out as a pushed file.
  it.each([
    ['as written', `leak ${TOKEN}`],
    ['base64', Buffer.from(TOKEN).toString('base64')],
    ['upper case', TOKEN.toUpperCase()],
    ['split by a zero-width space', `${TOKEN.slice(0, 12)}\u200b${TOKEN.slice(12)}`],
  ])(
    'is refused (%s) through the server tool and use_mcp_tool; the server gets nothing',
    async (_, value) => {
      const fx = makeFixture({
        task: {
          mcp_servers: {
            echo: {
              command: process.execPath,
              args: [serverBin('@modelcontextprotocol/server-everything'), 'stdio'],
            },
          },
        },
        policy: { extends: 'builtin:standard', mcp: { servers: { echo: { allow: ['echo'] } } } },
        script: [
          call('mcp--echo--echo', { message: value }),
          call('use_mcp_tool', {
            server_name: 'echo',
            tool_name: 'say',
            arguments: { q: { nested: [value] } },
          }),
          call('mcp--echo--echo', { message: 'nothing secret' }),
          complete(),
        ],
      });
      const result = await runTask({
        taskFile: fx.taskFile,
        env: { ...process.env, PROBE_API_TOKEN: TOKEN },
      });
      expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
      const events = fx.events(result.auditLog);
      const decisions = events.filter((e) => e.type === 'tool.decision');
      expect(decisions.map((e) => [e.decision, e.rule])).toEqual([
        ['deny', 'invariant:secret-in-arguments'],
        ['deny', 'invariant:secret-in-arguments'],
        ['allow', 'mcp.servers.echo.allow[0]'],
        ['allow', 'default'],
      ]);
      expect(String(decisions[0]?.reason)).toContain('MCP server "echo"');
      // The server answered only the third call, which it echoes.
      const results = events
        .filter((e) => e.type === 'tool.result' && e.ok === true)
        .map((e) => String(e.output));
      expect(results[0]).toContain('nothing secret');
      expect(results).toHaveLength(2);
      expect(JSON.stringify(events)).not.toContain(TOKEN);
    },
  );
});
