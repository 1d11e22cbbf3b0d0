#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/tools/types.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
var TOOL_GROUPS = ["read", "edit", "command", "mcp", "modes", "browser"];
function defineTool(tool) {
  return tool;
}

export {
  TOOL_GROUPS,
  defineTool
};
