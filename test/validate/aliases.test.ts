import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOLS, ToolSet } from '../../src/tools/registry.ts';
import { defineTool, type AnyTool } from '../../src/tools/types.ts';
import { checkParams } from '../../src/validate/params.ts';
import { resolveCallName } from '../../src/validate/resolve-name.ts';

/** A server tool as the MCP hub registers it: its function name and the pair it calls. */
const serverTool = (name: string, server: string, tool: string): AnyTool =>
  defineTool({
    name,
    group: 'mcp',
    description: `${server}/${tool}`,
    params: z.looseObject({}),
    mcp: { server, tool },
    execute: () => Promise.resolve({ ok: true, output: '' }),
  });

const tools = new ToolSet([
  ...BUILTIN_TOOLS,
  serverTool('mcp--github--create_issue', 'github', 'create_issue'),
  serverTool('mcp--my_docs--search', 'my.docs', 'search'),
  serverTool('mcp--a--b_c', 'a', 'b_c'),
  serverTool('mcp--a_b--c', 'a_b', 'c'),
]);
const resolve = (name: string, args: unknown = {}) => resolveCallName({ id: 'c1', name, args }, tools);

/** Resolves, then checks the arguments against the real tool's schema, as a run does. */
function validated(name: string, args: unknown) {
  const named = resolve(name, args);
  if (!named.ok) throw new Error(named.message);
  const tool = tools.get(named.call.name);
  if (!tool) throw new Error(`unknown ${named.call.name}`);
  return { named, params: checkParams(tool, named.call) };
}

describe('tool name aliases', () => {
  it("maps Roo Code's search_replace call to edit, file_path to path", () => {
    const { named, params } = validated('search_replace', {
      file_path: 'src/utils/math.ts',
      old_string: 'export function add(a, b) {\n  return a - b;\n}',
      new_string: 'export function add(a, b) {\n  return a + b;\n}',
    });
    expect(named).toMatchObject({ call: { name: 'edit' }, requestedName: 'search_replace' });
    expect(params).toEqual({
      ok: true,
      args: {
        path: 'src/utils/math.ts',
        old_string: 'export function add(a, b) {\n  return a - b;\n}',
        new_string: 'export function add(a, b) {\n  return a + b;\n}',
        replace_all: false,
      },
    });
  });

  it("maps Roo Code's edit_file to edit: expected_replacements 1 is edit's one, an empty old_string creates", () => {
    const one = validated('edit_file', {
      file_path: 'README.md',
      old_string: '## Install\n\nnpm i foo',
      new_string: '## Install\n\nnpm install foo',
      expected_replacements: 1,
    });
    expect(one.params).toMatchObject({ ok: true, args: { path: 'README.md', replace_all: false } });
    const create = validated('edit_file', {
      file_path: 'docs/new.md',
      old_string: '',
      new_string: '# New\n',
    });
    expect(create.params).toMatchObject({ ok: true, args: { path: 'docs/new.md', old_string: '' } });
    // Claude Code's habit of replace_all works through the alias too.
    const all = validated('edit_file', {
      file_path: 'a.ts',
      old_string: 'foo',
      new_string: 'bar',
      replace_all: true,
    });
    expect(all.params).toMatchObject({ ok: true, args: { replace_all: true } });
  });

  it('gives arguments that do not fit the params error of the real tool, naming it', () => {
    const counted = validated('edit_file', {
      file_path: 'a.ts',
      old_string: 'foo',
      new_string: 'bar',
      expected_replacements: 3,
    }).params;
    expect(counted.ok).toBe(false);
    expect(!counted.ok && counted.message).toMatch(/^Invalid arguments for edit:/);
    expect(!counted.ok && counted.message).toMatch(/unknown parameter "expected_replacements"/);
    expect(!counted.ok && counted.message).toMatch(/replace_all \(boolean\)/);
    // Mistral Vibe's search_replace sends SEARCH/REPLACE blocks in `content`: edit's error says what it takes.
    const blocks = validated('search_replace', {
      file_path: 'a.py',
      content: '<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE',
    }).params;
    expect(!blocks.ok && blocks.message).toMatch(/old_string.*missing/);
    const both = validated('search_replace', {
      path: 'a',
      file_path: 'b',
      old_string: 'x',
      new_string: 'y',
    }).params;
    expect(!both.ok && both.message).toMatch(/unknown parameter "file_path"/);
  });

  it('leaves real names, unknown names and unparsed arguments alone', () => {
    expect(resolve('edit', { path: 'a' })).toEqual({
      ok: true,
      call: { id: 'c1', name: 'edit', args: { path: 'a' } },
    });
    expect(resolve('edit_files')).toEqual({ ok: true, call: { id: 'c1', name: 'edit_files', args: {} } });
    const broken = resolveCallName(
      {
        id: 'c1',
        name: 'edit_file',
        args: undefined,
        rawArgs: '{"file_path": ',
        parseError: 'Unexpected end',
      },
      tools,
    );
    expect(broken).toMatchObject({
      ok: true,
      call: { name: 'edit', args: undefined, rawArgs: '{"file_path": ' },
    });
  });

  it('resolves mcp_SERVER_TOOL and mcp__SERVER__TOOL against the registered servers', () => {
    for (const name of ['mcp_github_create_issue', 'mcp__github__create_issue'])
      expect(resolve(name, { title: 't' })).toEqual({
        ok: true,
        call: { id: 'c1', name: 'mcp--github--create_issue', args: { title: 't' } },
        requestedName: name,
      });
    // A server name with a dot is written as in the function name offered (sanitized) or as is.
    expect(resolve('mcp__my_docs__search')).toMatchObject({
      ok: true,
      call: { name: 'mcp--my_docs--search' },
    });
    expect(resolve('mcp__my.docs__search')).toMatchObject({
      ok: true,
      call: { name: 'mcp--my_docs--search' },
    });
    // Double underscores separate unambiguously where single ones do not.
    expect(resolve('mcp__a__b_c')).toMatchObject({ ok: true, call: { name: 'mcp--a--b_c' } });
    expect(resolve('mcp__a_b__c')).toMatchObject({ ok: true, call: { name: 'mcp--a_b--c' } });
    expect(resolve('mcp_github_delete_repo')).toMatchObject({
      ok: true,
      call: { name: 'mcp_github_delete_repo' },
    });
  });

  it('refuses an MCP name that could mean two tools, naming both readings', () => {
    expect(resolve('mcp_a_b_c')).toEqual({
      ok: false,
      message:
        '"mcp_a_b_c" could name more than one MCP tool: server "a", tool "b_c" (mcp--a--b_c); server "a_b", tool "c" (mcp--a_b--c). Call the one you mean by its exact name, or use_mcp_tool with server_name and tool_name.',
    });
  });
});
