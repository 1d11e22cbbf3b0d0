#!/usr/bin/env -S node --max-semi-space-size=2

// src/sandbox/trusted-path.ts
import { realpathSync } from "node:fs";
import path from "node:path";
var cache = /* @__PURE__ */ new Map();
var distrusted = /* @__PURE__ */ new Set();
function distrust(dir) {
  const at = real(dir);
  if (at !== null && !distrusted.has(at)) {
    distrusted.add(at);
    cache.clear();
  }
}
function trustedPath(pathEnv, untrusted) {
  const key = `${pathEnv}\0${untrusted.join("\0")}`;
  const known = cache.get(key);
  if (known !== void 0) return known;
  const roots = [...untrusted.map(real), ...distrusted];
  const kept = pathEnv.split(path.delimiter).filter((entry) => {
    if (!path.isAbsolute(entry)) return false;
    let at;
    try {
      at = realpathSync(entry);
    } catch {
      return false;
    }
    return !roots.some((root) => root !== null && isWithin(root, at));
  });
  const result = [...new Set(kept)].join(path.delimiter);
  cache.set(key, result);
  return result;
}
function withTrustedPath(env, untrusted) {
  const dirs = untrusted.filter((d) => d !== void 0 && d !== "");
  return { ...env, PATH: trustedPath(env.PATH ?? "", dirs) };
}
function real(dir) {
  try {
    return realpathSync(dir);
  } catch {
    return path.isAbsolute(dir) ? path.resolve(dir) : null;
  }
}
function isWithin(root, at) {
  const rel = path.relative(root, at);
  return rel === "" || !rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel);
}

export {
  distrust,
  trustedPath,
  withTrustedPath
};
