#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/tools/types.ts
var TOOL_GROUPS = ["read", "edit", "command", "mcp", "modes", "browser"];
function defineTool(tool) {
  return tool;
}

export {
  TOOL_GROUPS,
  defineTool
};
