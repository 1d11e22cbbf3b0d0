#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  openAt
} from "./chunk-45NZSNLY.js";

// src/sandbox/unreadable.ts
import { readdirSync } from "node:fs";
import path from "node:path";
var MAX_UNREADABLE_WALK = 2e5;
var MAX_CHECKOUT_WALK = 2e6;
var GIT_DATA = /* @__PURE__ */ new Set(["objects", "refs", "logs", "lfs", "annex", "rr-cache"]);
var MIN_DIRECTORY_MASK = 32;
function walkWorkspace(workspace, denied, limit = MAX_UNREADABLE_WALK, checkoutLimit = MAX_CHECKOUT_WALK) {
  const files = [];
  const checkouts = [];
  const stack = [{ abs: Buffer.from(workspace), rel: "", inGitDir: false }];
  let seen = 0;
  let complete = true;
  let checkoutsComplete = true;
  const counts = /* @__PURE__ */ new Map();
  for (let dir = stack.pop(); dir !== void 0; dir = stack.pop()) {
    let entries;
    try {
      entries = readdirSync(dir.abs, { withFileTypes: true, encoding: "buffer" });
    } catch {
      continue;
    }
    const count = dir.rel ? counts.get(dir.rel) : void 0;
    for (const entry of entries) {
      if (++seen > checkoutLimit)
        return { files, checkouts, complete: false, checkoutsComplete: false, deniedDirs: [] };
      const masking = seen <= limit;
      if (!masking) complete = false;
      if (count) {
        count.entries++;
        if (!masking) count.partial = true;
      }
      const name = utf8(entry.name);
      const rel = dir.rel === void 0 || name === void 0 ? void 0 : join(dir.rel, name);
      if (name === ".git" && dir.rel !== "") {
        if (dir.rel === void 0) checkoutsComplete = false;
        else checkouts.push(path.join(workspace, dir.rel));
      }
      if (entry.isDirectory()) {
        const inGitDir = dir.inGitDir || name === ".git";
        const wanted = inGitDir ? masking && !(dir.inGitDir && GIT_DATA.has(name ?? "")) : true;
        const abs = Buffer.concat([dir.abs, SLASH, entry.name]);
        if (wanted) stack.push({ abs, rel, inGitDir });
        if (wanted && masking && !inGitDir && rel !== void 0)
          counts.set(rel, { parent: dir.rel, entries: 0, covered: 0, denied: 0, partial: false });
        else if (count) count.partial = true;
        if (masking && rel === void 0) complete = false;
      } else if (masking && entry.isFile()) {
        if (rel !== void 0 && denied(rel)) {
          files.push(path.join(workspace, rel));
          if (count) {
            count.covered++;
            count.denied++;
          }
        } else if (rel === void 0 && dir.rel !== void 0 && denied(join(dir.rel, entry.name.toString("utf8"))))
          complete = false;
      }
    }
  }
  return { files, checkouts, complete, checkoutsComplete, deniedDirs: deniedDirectories(workspace, counts) };
}
function deniedDirectories(workspace, counts) {
  const byDepth = [...counts.keys()].sort((a, b) => b.split("/").length - a.split("/").length);
  const whole = /* @__PURE__ */ new Set();
  for (const rel of byDepth) {
    const c = counts.get(rel);
    const parent = c.parent ? counts.get(c.parent) : void 0;
    if (parent) parent.denied += c.denied;
    if (c.partial || c.denied === 0 || c.covered !== c.entries) continue;
    whole.add(rel);
    if (parent) parent.covered++;
  }
  const chosen = [];
  for (const rel of [...whole].reverse()) {
    if (counts.get(rel).denied < MIN_DIRECTORY_MASK) continue;
    if (chosen.some((c) => rel.startsWith(`${c}/`))) continue;
    chosen.push(rel);
  }
  return chosen.map((rel) => path.join(workspace, rel));
}
var SLASH = Buffer.from("/");
function utf8(name) {
  const s = name.toString("utf8");
  return Buffer.from(s, "utf8").equals(name) ? s : void 0;
}
function join(rel, name) {
  return rel ? `${rel}/${name}` : name;
}

// src/tools/fs/regular-file.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
function readRegularFile(abs, maxBytes = Number.POSITIVE_INFINITY, options = {}) {
  let fd;
  try {
    fd = (options.decided ? openAt : openSync)(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { refused: "missing" };
    if (code === "ENXIO") return { refused: "special" };
    throw err;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { refused: "directory" };
    if (!stat.isFile()) return { refused: "special" };
    if (stat.size > maxBytes) return { refused: "too large", size: stat.size };
    return { bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

export {
  readRegularFile,
  MAX_UNREADABLE_WALK,
  walkWorkspace
};
