#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// src/tools/types.ts
var TOOL_GROUPS = ["read", "edit", "command", "mcp", "modes", "browser"];
function defineTool(tool) {
  return tool;
}

export {
  TOOL_GROUPS,
  defineTool
};
