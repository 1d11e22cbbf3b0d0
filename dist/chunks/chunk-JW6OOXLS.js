#!/usr/bin/env -S node --max-semi-space-size=2
import {
  requireAsset
} from "./chunk-PSZIPSEF.js";
import {
  bestGlob,
  quote
} from "./chunk-LDNJDUML.js";

// src/policy/tree-sitter.ts
import { setFlagsFromString } from "node:v8";
var ready;
var flagsSet = false;
function baselineWasmOnly() {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of ["--liftoff-only", "--no-wasm-tier-up", "--no-wasm-dynamic-tiering"])
    setFlagsFromString(flag);
}
function initTreeSitter() {
  ready ??= (async () => {
    baselineWasmOnly();
    const runtime = requireAsset("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm");
    const { Parser } = await import("./web-tree-sitter-SH2DOPFO.js");
    await Parser.init({ locateFile: () => runtime });
  })().catch((err) => {
    ready = void 0;
    throw err;
  });
  return ready;
}

// src/policy/decide-mcp.ts
function mcpPart(server, tool, policy) {
  const what = `MCP tool ${quote(`${server}/${tool}`)}`;
  const rules = Object.hasOwn(policy.mcp.servers, server) ? policy.mcp.servers[server] : void 0;
  const match = rules && bestGlob(tool, rules, "name");
  if (match) {
    const rule = `mcp.servers.${server}.${match.list}[${match.index}]`;
    return { verdict: match.list, rule, reason: `${what} matches ${rule} ${quote(match.pattern)}` };
  }
  const verdict = policy.mcp.default;
  return {
    verdict,
    rule: "mcp.default",
    reason: `${what} matches no rule for server ${quote(server)}; mcp.default is ${verdict}`
  };
}

export {
  baselineWasmOnly,
  initTreeSitter,
  mcpPart
};
