import type { AnyTool, ToolResult } from '../tools/types.ts';
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

/** Every tool of the connected servers as its own function, `mcp--SERVER--TOOL`. */
export function serverTools(connections: readonly McpConnection[], caller: ToolCaller): McpTool[] {
  const names = assignToolNames(
    connections.flatMap((c) => [...c.tools.keys()].map((tool) => ({ server: c.name, tool }))),
  );
  return connections.flatMap((conn) =>
    [...conn.tools.values()].map((info): McpTool => ({
      name: names.get(toolKey(conn.name, info.name)) ?? '',
      group: 'mcp',
      description: `[MCP server "${conn.name}", tool "${info.name}"] ${info.description}`.trim(),
      params: argsParams(info.check),
      inputSchema: info.inputSchema,
      mcp: { server: conn.name, tool: info.name },
      access: () => [{ kind: 'mcp', server: conn.name, tool: info.name }],
      execute: (args, ctx) =>
        caller.callTool(conn.name, info.name, args as Record<string, unknown>, ctx.signal),
    })),
  );
}
