import type { AnyTool, ToolResult } from '../tools/types.ts';
import type { McpToolInfo } from './catalog.ts';
import type { McpConnection } from './connection.ts';
import { assignToolNames, toolKey } from './names.ts';
import { argsParams } from './schema.ts';

/** A Tool that also carries the server's JSON Schema, which the registry sends to the provider. */
export type McpTool = AnyTool & { inputSchema: Record<string, unknown> };

interface ToolCaller {
  callTool(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<ToolResult>;
}

/**
 * Every tool of the connected servers as its own function, `mcp--SERVER--TOOL`. The hub took
 * colliding tools out when the servers connected (and logged why); one a restarted server lists
 * anew that collides gets no function either: no name may stand for two tools.
 */
export function serverTools(connections: readonly McpConnection[], caller: ToolCaller): McpTool[] {
  const { names } = assignToolNames(
    connections.flatMap((c) => [...c.tools.keys()].map((tool) => ({ server: c.name, tool }))),
  );
  return connections.flatMap((conn) =>
    [...conn.tools.values()].flatMap((info): McpTool[] => {
      const name = names.get(toolKey(conn.name, info.name));
      return name === undefined ? [] : [serverTool(conn.name, info, name, caller)];
    }),
  );
}

/** One server tool: it declares, and calls, its own server and tool, whatever its function's name. */
function serverTool(server: string, info: McpToolInfo, name: string, caller: ToolCaller): McpTool {
  return {
    name,
    group: 'mcp',
    description: `[MCP server "${server}", tool "${info.name}"] ${info.description}`.trim(),
    params: argsParams(info.check),
    inputSchema: info.inputSchema,
    mcp: { server, tool: info.name },
    access: () => [{ kind: 'mcp', server, tool: info.name }],
    execute: (args, ctx) => caller.callTool(server, info.name, args as Record<string, unknown>, ctx.signal),
  };
}
