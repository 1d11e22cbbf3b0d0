import * as z from '../zod.ts';
import type { McpHub } from '../mcp/hub.ts';
import { defineTool, type AnyTool } from './types.ts';

/** What the model is told about the servers: their tools, and which servers are unavailable. */
function serverList(hub: McpHub): string {
  return hub
    .servers()
    .map((s) =>
      s.status === 'connected'
        ? `- ${s.name}: ${[...s.connection.tools.keys()].join(', ') || '(no tools)'}`
        : `- ${s.name}: unavailable (${s.error})`,
    )
    .join('\n');
}

/** Roo Code's `use_mcp_tool`: calls any tool of a connected MCP server by server and tool name. */
export function useMcpTool(hub: McpHub): AnyTool {
  return defineTool({
    name: 'use_mcp_tool',
    group: 'mcp',
    description: `Call a tool of a connected MCP server. Each tool is also offered as its own function (mcp--SERVER--TOOL) with its input schema; arguments must match that schema.\nServers and their tools:\n${serverList(hub)}`,
    params: z.strictObject({
      server_name: z.string().min(1).describe('Name of the MCP server'),
      tool_name: z.string().min(1).describe('Name of the tool on that server'),
      arguments: z
        .record(z.string(), z.unknown())
        .default({})
        .describe("The tool's arguments, matching its input schema"),
    }),
    access: (a) => [{ kind: 'mcp', server: a.server_name, tool: a.tool_name }],
    execute: (a, ctx) => hub.callTool(a.server_name, a.tool_name, a.arguments, ctx.signal),
  });
}
