#!/usr/bin/env -S node --max-semi-space-size=2
import {
  ToolInputError
} from "./chunk-6T7BVLUO.js";

// src/tools/fs/opened-at.ts
import { closeSync, constants, openSync, readlinkSync } from "node:fs";
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
function openedPath(fd) {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return void 0;
  }
}
function inDirectoryOf(abs, body) {
  const dir = path.dirname(abs);
  const replaced = () => new ToolInputError(
    "a directory changed while it was being written (it, or one above it, was replaced); nothing was written, try again"
  );
  let fd;
  try {
    fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (err) {
    const code = err.code;
    throw code === "ELOOP" || code === "ENOTDIR" ? replaced() : err;
  }
  try {
    const actual = openedPath(fd);
    if (actual !== void 0 && actual !== dir) throw replaced();
    return body(
      actual === void 0 ? (name) => path.join(dir, name) : (name) => `/proc/self/fd/${fd}/${name}`
    );
  } finally {
    closeSync(fd);
  }
}

// src/tools/fs/regular-file.ts
import { closeSync as closeSync2, constants as constants2, fstatSync, openSync as openSync2, readFileSync } from "node:fs";
function readRegularFile(abs, maxBytes = Number.POSITIVE_INFINITY, options = {}) {
  let fd;
  try {
    fd = (options.decided ? openAt : openSync2)(abs, constants2.O_RDONLY | constants2.O_NONBLOCK);
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
    closeSync2(fd);
  }
}

export {
  openAt,
  inDirectoryOf,
  readRegularFile
};
