#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  defineTool
} from "./chunk-664AWE6G.js";
import {
  record,
  strictObject,
  string,
  unknown
} from "./chunk-M7DO6ZCZ.js";
import "./chunk-DYI5UNC7.js";

// src/tools/use-mcp-tool.ts
function serverList(hub) {
  return hub.servers().map(
    (s) => s.status === "connected" ? `- ${s.name}: ${[...s.connection.tools.keys()].join(", ") || "(no tools)"}` : `- ${s.name}: unavailable (${s.error})`
  ).join("\n");
}
function useMcpTool(hub) {
  return defineTool({
    name: "use_mcp_tool",
    group: "mcp",
    description: `Call a tool of a connected MCP server. Each tool is also offered as its own function (mcp--SERVER--TOOL) with its input schema; arguments must match that schema.
Servers and their tools:
${serverList(hub)}`,
    params: strictObject({
      server_name: string().min(1).describe("Name of the MCP server"),
      tool_name: string().min(1).describe("Name of the tool on that server"),
      arguments: record(string(), unknown()).default({}).describe("The tool's arguments, matching its input schema")
    }),
    access: (a) => [{ kind: "mcp", server: a.server_name, tool: a.tool_name }],
    execute: (a, ctx) => hub.callTool(a.server_name, a.tool_name, a.arguments, ctx.signal)
  });
}
export {
  useMcpTool
};
