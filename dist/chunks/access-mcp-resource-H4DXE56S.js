#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  defineTool
} from "./chunk-664AWE6G.js";
import {
  strictObject,
  string
} from "./chunk-M7DO6ZCZ.js";
import "./chunk-DYI5UNC7.js";

// src/tools/access-mcp-resource.ts
var LISTED_PER_SERVER = 20;
function resourceList(hub) {
  return hub.servers().map((s) => {
    if (s.status === "failed") return `- ${s.name}: unavailable (${s.error})`;
    const { resources } = s.connection;
    const shown = resources.slice(0, LISTED_PER_SERVER).map((r) => `
  - ${r.uri} (${r.name}${r.mimeType ? `, ${r.mimeType}` : ""})`);
    const more = resources.length > LISTED_PER_SERVER ? `
  - ... ${resources.length - LISTED_PER_SERVER} more` : "";
    return `- ${s.name}:${shown.join("") || " (no listed resources)"}${more}`;
  }).join("\n");
}
function accessMcpResource(hub) {
  return defineTool({
    name: "access_mcp_resource",
    group: "mcp",
    description: `Read a resource (file, document, record) from a connected MCP server by its URI.
Servers and resources:
${resourceList(hub)}`,
    params: strictObject({
      server_name: string().min(1).describe("Name of the MCP server"),
      uri: string().min(1).describe("URI of the resource")
    }),
    // The policy names resources like tools: `resource:<uri>` under the server.
    access: (a) => [{ kind: "mcp", server: a.server_name, tool: `resource:${a.uri}` }],
    execute: (a, ctx) => hub.readResource(a.server_name, a.uri, ctx.signal)
  });
}
export {
  accessMcpResource
};
