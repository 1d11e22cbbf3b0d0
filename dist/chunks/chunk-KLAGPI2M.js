#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  PathError,
  resolvePath
} from "./chunk-TIWH3NJG.js";

// src/tools/fs/confine.ts
var ToolInputError = class extends Error {
  name = "ToolInputError";
};
function resolveInside(workspace, given, protectedDirs = []) {
  let resolved;
  try {
    resolved = resolvePath(workspace, given, { entries: protectedDirs });
  } catch (err) {
    if (err instanceof PathError)
      throw new ToolInputError(`invalid path "${printable(given)}": ${err.message}`);
    throw err;
  }
  if (!resolved.inside)
    throw new ToolInputError(
      `path "${printable(given)}" resolves outside the workspace (${resolved.abs}); use a path relative to the workspace root`
    );
  return resolved;
}
function printable(text) {
  return text.replace(/[\u0000-\u001f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
async function refusalsAsResults(body) {
  try {
    return await body();
  } catch (err) {
    if (err instanceof ToolInputError) return { ok: false, output: `Error: ${err.message}` };
    throw err;
  }
}
function refuseProtected(target) {
  if (target.protected)
    throw new ToolInputError(`${target.rel} is inside ${target.protected}, which tools may never write`);
}

// src/tools/fs/opened-at.ts
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync
} from "node:fs";
import path from "node:path";
function openAt(abs, flags) {
  const fd = openSync(abs, flags);
  const actual = openedPath(fd);
  if (actual === void 0 || actual === abs) return fd;
  closeSync(fd);
  throw new ToolInputError(
    "the file changed while it was being opened (a directory above it was replaced); nothing was read or written, try again"
  );
}
var NAME_ONLY = process.platform === "linux" ? 2097152 : constants.O_RDONLY | constants.O_NONBLOCK;
function statAt(abs) {
  let fd;
  try {
    fd = openAt(abs, NAME_ONLY);
  } catch (err) {
    if (err instanceof ToolInputError) throw err;
    return void 0;
  }
  try {
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}
function openedPath(fd) {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return void 0;
  }
}
var directoryReplaced = () => new ToolInputError(
  "a directory changed while it was being written (it, or one above it, was replaced); nothing was written, try again"
);
function inDirectoryOf(abs, body) {
  const dir = path.dirname(abs);
  let fd;
  try {
    fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (err) {
    const code = err.code;
    throw code === "ELOOP" || code === "ENOTDIR" ? directoryReplaced() : err;
  }
  try {
    const actual = openedPath(fd);
    if (actual !== void 0 && actual !== dir) throw directoryReplaced();
    return body(
      actual === void 0 ? (name) => path.join(dir, name) : (name) => `/proc/self/fd/${fd}/${name}`
    );
  } finally {
    closeSync(fd);
  }
}
function makeParentsAt(abs) {
  const missing = [];
  for (let dir = path.dirname(abs); !isDirectory(dir); dir = path.dirname(dir)) missing.push(dir);
  for (const dir of missing.reverse()) {
    inDirectoryOf(dir, (entry) => {
      const at = entry(path.basename(dir));
      try {
        mkdirSync(at);
      } catch (err) {
        if (err.code !== "EEXIST") throw err;
        const kind = lstatSync(at);
        if (kind.isSymbolicLink()) throw directoryReplaced();
        if (!kind.isDirectory()) throw err;
      }
    });
  }
}
function isDirectory(p) {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

export {
  ToolInputError,
  resolveInside,
  refusalsAsResults,
  refuseProtected,
  openAt,
  statAt,
  inDirectoryOf,
  makeParentsAt
};
