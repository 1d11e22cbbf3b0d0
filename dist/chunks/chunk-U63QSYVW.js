#!/usr/bin/env -S node --max-semi-space-size=2

// src/validate/resolve-path.ts
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
var PathError = class extends Error {
  name = "PathError";
};
function resolvePath(workspace, given, protectedPaths) {
  if (given.includes("\0")) throw new PathError("path contains a NUL byte");
  if (new RegExp("\\p{Cs}", "u").test(given)) throw new PathError("path contains an unpaired UTF-16 surrogate");
  const expanded = given === "~" || given.startsWith("~/") ? path.join(homedir(), given.slice(1)) : given;
  const abs = realpathDeep(path.resolve(workspace, expanded));
  const relNative = path.relative(workspace, abs);
  const inside = relNative === "" || !relNative.startsWith("..") && !path.isAbsolute(relNative);
  const rel = inside ? relNative.split(path.sep).join("/") || "." : abs;
  const resolved = { abs, rel, inside };
  const hit = protectedPaths?.entries.find((e) => abs === e.path || abs.startsWith(e.path + path.sep));
  if (hit) resolved.protected = hit.label;
  else if (inside && (rel === ".git" || rel.startsWith(".git/") || rel.includes("/.git/") || rel.endsWith("/.git")))
    resolved.protected = ".git";
  return resolved;
}
function realpathDeep(abs, hops = 0) {
  if (hops > 40) throw new PathError(`too many levels of symbolic links at ${abs}`);
  const tail = [];
  let current = abs;
  for (; ; ) {
    const stat = lstatOrNothing(current);
    if (stat) {
      try {
        return path.join(realpathSync(current), ...tail.reverse());
      } catch (err) {
        if (err.code === "ELOOP")
          throw new PathError(`symbolic link loop at ${current}`);
        if (!stat.isSymbolicLink()) throw err;
        const target = path.resolve(path.dirname(current), readlinkSync(current));
        return realpathDeep(path.join(target, ...tail.reverse()), hops + 1);
      }
    }
    const parent = path.dirname(current);
    if (parent === current) return path.join(current, ...tail.reverse());
    tail.push(path.basename(current));
    current = parent;
  }
}
function lstatOrNothing(p) {
  try {
    return lstatSync(p);
  } catch (err) {
    const code = err.code;
    if (code === "ELOOP") throw new PathError(`symbolic link loop at ${p}`);
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw err;
  }
}

export {
  PathError,
  resolvePath,
  realpathDeep
};
