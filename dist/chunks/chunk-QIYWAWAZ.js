#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  openAt
} from "./chunk-Z5JBZUUA.js";

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
  readRegularFile
};
