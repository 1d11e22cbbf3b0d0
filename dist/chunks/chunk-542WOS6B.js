#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/mcp/expand.ts
var VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
function expandVars(text, env, where) {
  return text.replace(VARIABLE, (_match, name) => {
    const value = env[name];
    if (value === void 0) throw new ConfigError(`${where}: environment variable ${name} is not set`);
    return value;
  });
}
function unsetVariables(text, env) {
  return [...text.matchAll(VARIABLE)].map((m) => m[1] ?? "").filter((name) => env[name] === void 0);
}
function expandMap(map, env, where) {
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([k, v]) => [k, expandVars(v, env, `${where}.${k}`)])
  );
}

export {
  expandVars,
  unsetVariables,
  expandMap
};
