#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import "./chunk-DYI5UNC7.js";

// src/cli/compile-cache.ts
import { lstatSync, mkdirSync, readdirSync, statSync } from "node:fs";
import module from "node:module";
import path from "node:path";
function useCompileCache(codeDir) {
  const enable = module.enableCompileCache;
  if (typeof enable !== "function" || process.env.NODE_COMPILE_CACHE) return void 0;
  const dir = path.join(codeDir, ".cache");
  try {
    const owner = statSync(codeDir).uid;
    if (!existsAsDirectory(dir)) {
      if (process.getuid?.() !== owner) return void 0;
      mkdirSync(dir, { mode: 493 });
    }
    if (!ownedByOnly(dir, owner)) return void 0;
    const umask = process.umask(18);
    try {
      return enable(dir).directory;
    } finally {
      process.umask(umask);
    }
  } catch {
    return void 0;
  }
}
function existsAsDirectory(dir) {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}
function ownedByOnly(at, owner) {
  const s = lstatSync(at);
  if (!(s.isDirectory() || s.isFile()) || s.uid !== owner || (s.mode & 18) !== 0) return false;
  return !s.isDirectory() || readdirSync(at).every((entry) => ownedByOnly(path.join(at, entry), owner));
}
export {
  useCompileCache
};
