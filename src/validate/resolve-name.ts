import type { ToolCall } from '../model/types.ts';
import type { ResolvedName } from '../tools/registry.ts';
import type { AnyTool } from '../tools/types.ts';

/** The call under the name of the tool it runs, or why its name cannot be resolved. */
export type NamedCall = { ok: true; call: ToolCall; requestedName?: string } | { ok: false; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Resolves the name a model called before validation: an alias (`edit_file`, `mcp__docs__search`)
 * becomes a call of the tool it stands for, with the alias's argument names mapped, and keeps the
 * name the model used for the audit log. An unknown name passes through for validation to reject.
 */
export function resolveCallName(
  call: ToolCall,
  tools: { resolve(name: string): ResolvedName | undefined },
): NamedCall {
  const found = tools.resolve(call.name);
  if (!found || ('tool' in found && found.tool.name === call.name)) return { ok: true, call };
  if ('ambiguous' in found) return { ok: false, message: ambiguousMessage(call.name, found.ambiguous) };
  const args = found.alias && isRecord(call.args) ? found.alias.args(call.args) : call.args;
  return { ok: true, call: { ...call, name: found.tool.name, args }, requestedName: call.name };
}

function ambiguousMessage(name: string, tools: readonly AnyTool[]): string {
  const readings = tools.map((t) => `server "${t.mcp?.server}", tool "${t.mcp?.tool}" (${t.name})`);
  return (
    `"${name}" could name more than one MCP tool: ${readings.join('; ')}. ` +
    'Call the one you mean by its exact name, or use_mcp_tool with server_name and tool_name.'
  );
}
