#!/usr/bin/env -S node --max-semi-space-size=2

// src/mcp/names.ts
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

export {
  sanitize,
  toolKey,
  assignToolNames
};
