import { readFunctionName } from '../mcp/names.ts';
import { editAccess, patchAccess } from '../tools/edit-access.ts';
import type { Access, ToolGroupOrAlways } from '../tools/types.ts';

const READ_TOOLS = new Set([
  'read_file',
  'list_files',
  'search_files',
  'list_code_definition_names',
  'codebase_search',
]);
const EDIT_TOOLS = new Set(['write_to_file', 'apply_diff', 'edit', 'insert_content', 'search_and_replace']);
/**
 * Tools that steer the run and touch nothing: only a `tools.NAME` override decides them.
 * run_slash_command reads `.roo/commands` only where the read rules allow (the tool checks).
 */
const ALWAYS_TOOLS = new Set([
  'attempt_completion',
  'ask_followup_question',
  'switch_mode',
  'new_task',
  'update_todo_list',
  'run_slash_command',
]);
/** The tool names besides MCP server tools (`mcp--SERVER--TOOL`) that toolAccess knows. */
export const KNOWN_TOOLS: readonly string[] = [
  ...READ_TOOLS,
  'read_command_output',
  'fetch_instructions',
  ...EDIT_TOOLS,
  'apply_patch',
  'execute_command',
  'use_mcp_tool',
  'access_mcp_resource',
  'browser_action',
  ...ALWAYS_TOOLS,
];

/**
 * What a call touches, for `nightshift policy check` and policy examples, which run without the
 * tool registry: the built-in tools' access declarations restated by name (a test holds them to
 * the registry). Undefined for a tool nightshift does not have: deciding it would only say what
 * a `tools.NAME` override says, which proves nothing about the calls a run would see.
 */
export function toolAccess(
  tool: string,
  args: Record<string, unknown>,
): { group: ToolGroupOrAlways; access: Access[] } | undefined {
  const str = (key: string): string | undefined => (typeof args[key] === 'string' ? args[key] : undefined);
  // Outputs kept in the out dir and nightshift's own texts: no workspace path to decide.
  if (tool === 'read_command_output' || tool === 'fetch_instructions') return { group: 'read', access: [] };
  if (READ_TOOLS.has(tool)) return { group: 'read', access: [{ kind: 'read', path: str('path') ?? '.' }] };
  // Edit tools read the file they change: a read and an edit of each path, as the tools declare.
  if (EDIT_TOOLS.has(tool)) return { group: 'edit', access: editAccess(str('path') ?? '') };
  // The tool's own parser: a patch it cannot parse declares nothing and is denied (a run refuses it
  // earlier, at the params check, with the patch format).
  if (tool === 'apply_patch') return { group: 'edit', access: patchAccess(str('input') ?? '') };
  if (tool === 'execute_command') {
    const cwd = str('cwd');
    return {
      group: 'command',
      access: [{ kind: 'command', command: str('command') ?? '', ...(cwd ? { cwd } : {}) }],
    };
  }
  if (tool === 'use_mcp_tool')
    return {
      group: 'mcp',
      access: [{ kind: 'mcp', server: str('server_name') ?? '', tool: str('tool_name') ?? '' }],
    };
  if (tool === 'access_mcp_resource') {
    return {
      group: 'mcp',
      access: [{ kind: 'mcp', server: str('server_name') ?? '', tool: `resource:${str('uri') ?? ''}` }],
    };
  }
  if (tool === 'browser_action') {
    const url = str('action') === 'launch' ? str('url') : undefined;
    return { group: 'browser', access: [{ kind: 'browser', ...(url !== undefined ? { url } : {}) }] };
  }
  const mcp = readFunctionName(tool);
  if (mcp) return { group: 'mcp', access: [{ kind: 'mcp', ...mcp }] };
  if (ALWAYS_TOOLS.has(tool)) return { group: 'always', access: [] };
  return undefined;
}
