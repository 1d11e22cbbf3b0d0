#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-WD3ZEOBE.js";

// src/mcp/names.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { createHash } from "node:crypto";
var MAX_TOOL_NAME = 64;
var sanitize = (s) => s.replace(/[^a-zA-Z0-9_-]/g, "_");
var shortHash = (s) => createHash("sha256").update(s).digest("hex").slice(0, 8);
var toolKey = (server, tool) => `${server}\0${tool}`;
function assignToolNames(pairs) {
  const keys = pairs.map((p) => ({ ...p, key: toolKey(p.server, p.tool) })).sort((a, b) => a.key < b.key ? -1 : 1);
  const taken = /* @__PURE__ */ new Set();
  const names = /* @__PURE__ */ new Map();
  for (const { server, tool, key } of keys) {
    let name = `mcp--${sanitize(server)}--${sanitize(tool)}`;
    if (name.length > MAX_TOOL_NAME || taken.has(name))
      name = `${name.slice(0, MAX_TOOL_NAME - 9)}_${shortHash(key)}`;
    taken.add(name);
    names.set(key, name);
  }
  return names;
}

// src/tools/truncate.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
function truncateHeadTail(text, maxBytes, hint = "") {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= maxBytes) return { text, omitted: 0 };
  const headBytes = Math.floor(maxBytes * 0.4);
  const tailBytes = maxBytes - headBytes;
  const head = buf.subarray(0, headBytes).toString("utf8").replace(/\uFFFD$/, "");
  const tail = buf.subarray(buf.length - tailBytes).toString("utf8").replace(/^\uFFFD/, "");
  const omitted = buf.length - headBytes - tailBytes;
  const marker = `
[... ${omitted} bytes omitted${hint ? `; ${hint}` : ""} ...]
`;
  return { text: head + marker + tail, omitted };
}
var MAX_TOOL_OUTPUT_BYTES = 5e4;

export {
  sanitize,
  toolKey,
  assignToolNames,
  truncateHeadTail,
  MAX_TOOL_OUTPUT_BYTES
};
