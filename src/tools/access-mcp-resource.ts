import * as z from '../zod.ts';
import type { McpHub } from '../mcp/hub.ts';
import { defineTool, type AnyTool } from './types.ts';

/** Resources listed per server in the description; more are still readable by URI. */
const LISTED_PER_SERVER = 20;

function resourceList(hub: McpHub): string {
  return hub
    .servers()
    .map((s) => {
      if (s.status === 'failed') return `- ${s.name}: unavailable (${s.error})`;
      const { resources } = s.connection;
      const shown = resources
        .slice(0, LISTED_PER_SERVER)
        .map((r) => `\n  - ${r.uri} (${r.name}${r.mimeType ? `, ${r.mimeType}` : ''})`);
      const more =
        resources.length > LISTED_PER_SERVER ? `\n  - ... ${resources.length - LISTED_PER_SERVER} more` : '';
      return `- ${s.name}:${shown.join('') || ' (no listed resources)'}${more}`;
    })
    .join('\n');
}

/** Roo Code's `access_mcp_resource`: reads a resource of a connected MCP server by URI. */
export function accessMcpResource(hub: McpHub): AnyTool {
  return defineTool({
    name: 'access_mcp_resource',
    group: 'mcp',
    description: `Read a resource (file, document, record) from a connected MCP server by its URI.\nServers and resources:\n${resourceList(hub)}`,
    params: z.strictObject({
      server_name: z.string().min(1).describe('Name of the MCP server'),
      uri: z.string().min(1).describe('URI of the resource'),
    }),
    // The policy names resources like tools: `resource:<uri>` under the server.
    access: (a) => [{ kind: 'mcp', server: a.server_name, tool: `resource:${a.uri}` }],
    execute: (a, ctx) => hub.readResource(a.server_name, a.uri, ctx.signal),
  });
}
