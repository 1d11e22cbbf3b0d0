import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { alive, FRAGILE_SERVER, serverBin } from './helpers.ts';

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

describe('secrets a run gives its MCP servers', () => {
  it('are masked in the audit log, the tool results and the server’s stderr log, whatever the variable is called', async () => {
    // GH_PAT does not look like a secret's name; the server's key for it does.
    const token = `ghp_${randomBytes(18).toString('hex')}`;
    const fx = makeFixture({
      task: {
        mcp_servers: {
          fragile: {
            command: process.execPath,
            args: [FRAGILE_SERVER],
            env: { FRAGILE_ACCESS_TOKEN: '${GH_PAT}' },
          },
        },
        pr: { enabled: false },
      },
      // The fixture imports the SDK from this checkout's node_modules, which the sandbox does not show.
      policy: { extends: 'builtin:standard', sandbox: 'none', mcp: { default: 'allow' } },
      script: [call('mcp--fragile--leak', {}), complete()],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, GH_PAT: token } });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    const audit = readFileSync(result.auditLog, 'utf8');
    const stderrLog = readFileSync(path.join(result.outDir, 'mcp', 'fragile.stderr.log'), 'utf8');
    const forms = [token, Buffer.from(token).toString('base64'), token.slice(4)];
    for (const text of [audit, stderrLog]) for (const form of forms) expect(text).not.toContain(form);
    const leak = fx.events(result.auditLog).find((e) => e.type === 'tool.result');
    expect(leak).toMatchObject({ ok: true, output: 'the token: ***' });
    // The log is kept, not emptied: only the secret is masked.
    expect(stderrLog).toContain('fragile: my token is ***, or ***');
    // Nothing raw is left behind in the out dir.
    expect(readdirSync(path.join(result.outDir, 'mcp'))).toEqual(['fragile.stderr.log']);
  });
});
