#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/git/git-directory.ts
import { readdirSync } from "node:fs";
import path from "node:path";
function looksLikeGitDir(names) {
  const have = /* @__PURE__ */ new Set();
  for (const name of names) if (name.length <= 9) have.add(name.toLowerCase());
  return have.has("head") && (have.has("objects") && have.has("refs") || have.has("commondir"));
}
function gitDirectoryFinder(workspace, extra = /* @__PURE__ */ new Map()) {
  const known = /* @__PURE__ */ new Map();
  const isGitDir = (dir) => {
    let found = known.get(dir);
    if (found === void 0) {
      const names = [...listNames(path.join(workspace, ...dir.split("/"))), ...extra.get(dir) ?? []];
      known.set(dir, found = looksLikeGitDir(names));
    }
    return found;
  };
  return (start) => {
    for (let dir = start; ; dir = path.posix.dirname(dir)) {
      if (isGitDir(dir)) return dir;
      if (dir === ".") return void 0;
    }
  };
}
function namesByDirectory(paths) {
  const out = /* @__PURE__ */ new Map();
  for (const p of paths)
    for (let child = p, dir = path.posix.dirname(p); child !== "."; child = dir, dir = path.posix.dirname(dir)) {
      let names = out.get(dir);
      if (!names) out.set(dir, names = /* @__PURE__ */ new Set());
      names.add(path.posix.basename(child));
    }
  return out;
}
function listNames(abs) {
  try {
    return readdirSync(abs);
  } catch {
    return [];
  }
}

export {
  looksLikeGitDir,
  gitDirectoryFinder,
  namesByDirectory
};
