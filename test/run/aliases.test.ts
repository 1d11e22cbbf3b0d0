import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const NAMED_SERVER = path.join(import.meta.dirname, '..', 'mcp', 'fixtures', 'named-tools-server.mjs');

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile, env: process.env });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  return { result, of: (type: string) => events.filter((e) => e.type === type) };
}

describe('tool names models use from other agents', () => {
  it('runs edit_file and search_replace as edit, logging the name the model used', async () => {
    const fx = makeFixture({
      files: { 'src/math.js': 'export function add(a, b) {\n  return a - b;\n}\n' },
      task: { pr: { enabled: false } },
      script: [
        call('search_replace', {
          file_path: 'src/math.js',
          old_string: '  return a - b;',
          new_string: '  return a + b;',
        }),
        call('edit_file', { file_path: 'NOTES.md', old_string: '', new_string: '# Notes\n' }),
        call('edit_file', {
          file_path: 'src/math.js',
          old_string: 'a',
          new_string: 'x',
          expected_replacements: 4,
        }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(fx.workspace, 'src/math.js'), 'utf8')).toBe(
      'export function add(a, b) {\n  return a + b;\n}\n',
    );
    expect(readFileSync(path.join(fx.workspace, 'NOTES.md'), 'utf8')).toBe('# Notes\n');
    const calls = of('tool.call').slice(0, 3);
    expect(calls).toEqual([
      expect.objectContaining({
        name: 'edit',
        requested_name: 'search_replace',
        args: { path: 'src/math.js', old_string: '  return a - b;', new_string: '  return a + b;' },
      }),
      expect.objectContaining({ name: 'edit', requested_name: 'edit_file' }),
      expect.objectContaining({ name: 'edit', requested_name: 'edit_file' }),
    ]);
    expect(of('model.response')[0]?.tool_calls).toEqual([
      expect.objectContaining({ name: 'search_replace' }),
    ]);
    expect(of('tool.decision').map((e) => e.rule)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^edit\./)]),
    );
    const [rejected] = of('tool.rejected');
    expect(rejected).toMatchObject({ call_id: calls[2]?.call_id, stage: 'params' });
    expect(String(rejected?.message)).toMatch(/^Invalid arguments for edit:[\s\S]*expected_replacements/);
    expect(of('tool.call').at(-1)).not.toHaveProperty('requested_name');
  });

  it('resolves mcp_SERVER_TOOL and mcp__SERVER__TOOL against the servers, refusing an ambiguous one', async () => {
    const server = (label: string, ...tools: string[]) => ({
      command: process.execPath,
      args: [NAMED_SERVER, label, ...tools],
    });
    const fx = makeFixture({
      task: {
        mcp_servers: {
          docs: server('docs', 'search', 'get_page'),
          a: server('a', 'b_c'),
          a_b: server('a_b', 'c'),
        },
        pr: { enabled: false },
      },
      policy: {
        extends: 'builtin:standard',
        // The sandbox shows a server script's own directory, not the project's node_modules it imports.
        sandbox: 'none',
        mcp: {
          default: 'deny',
          servers: { docs: { allow: ['*'] }, a: { allow: ['*'] }, a_b: { allow: ['*'] } },
        },
      },
      script: [
        call('mcp_docs_get_page', { q: 'install' }),
        call('mcp__docs__search', { q: 'retry' }),
        call('mcp_a_b_c', {}),
        call('mcp__a_b__c', {}),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(of('tool.call').slice(0, 4)).toEqual([
      expect.objectContaining({ name: 'mcp--docs--get_page', requested_name: 'mcp_docs_get_page' }),
      expect.objectContaining({ name: 'mcp--docs--search', requested_name: 'mcp__docs__search' }),
      expect.objectContaining({ name: 'mcp_a_b_c' }),
      expect.objectContaining({ name: 'mcp--a_b--c', requested_name: 'mcp__a_b__c' }),
    ]);
    expect(of('tool.decision').map((e) => e.rule)).toEqual([
      'mcp.servers.docs.allow[0]',
      'mcp.servers.docs.allow[0]',
      'mcp.servers.a_b.allow[0]',
      expect.anything(),
    ]);
    expect(
      of('tool.result')
        .map((e) => e.output)
        .slice(0, 3),
    ).toEqual([
      expect.stringContaining('docs get_page {"q":"install"}'),
      expect.stringContaining('docs search {"q":"retry"}'),
      expect.stringContaining('a_b c {}'),
    ]);
    expect(of('tool.rejected')).toEqual([
      expect.objectContaining({
        stage: 'unknown_tool',
        message: expect.stringMatching(
          /^"mcp_a_b_c" could name more than one MCP tool: server "a", tool "b_c" \(mcp--a--b_c\); server "a_b", tool "c"/,
        ) as string,
      }),
    ]);
  });
});
