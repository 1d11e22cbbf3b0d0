#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/sandbox/self-environ.ts
import { closeSync, openSync, readFileSync, readSync, writeSync } from "node:fs";
function scrubOwnEnviron(names) {
  for (const name of names) delete process.env[name];
  if (process.platform !== "linux" || names.size === 0) return process.platform === "linux";
  let fd;
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = Number(fields[47]);
    const end = Number(fields[48]);
    if (!(end > start) || end - start > 16 * 1024 * 1024) return false;
    fd = openSync("/proc/self/mem", "r+");
    const block = Buffer.alloc(end - start);
    readSync(fd, block, 0, block.length, start);
    let changed = false;
    for (let at = 0; at < block.length; ) {
      let stop = block.indexOf(0, at);
      if (stop === -1) stop = block.length;
      const eq = block.indexOf(61, at);
      if (eq !== -1 && eq < stop && names.has(block.toString("latin1", at, eq))) {
        block.fill(42, eq + 1, stop);
        changed = true;
      }
      at = stop + 1;
    }
    if (changed) writeSync(fd, block, 0, block.length, start);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
var launchEnv;
var scrubbed = false;
function protectOwnEnvironment(isSecret) {
  launchEnv ??= { ...process.env };
  const names = new Set(Object.keys(process.env).filter(isSecret));
  scrubbed = scrubOwnEnviron(names);
  return { scrubbed: names.size, ok: scrubbed };
}
function ownEnvironScrubbed() {
  return scrubbed;
}
function launchEnvironment() {
  return launchEnv ?? process.env;
}

export {
  scrubOwnEnviron,
  protectOwnEnvironment,
  ownEnvironScrubbed,
  launchEnvironment
};
