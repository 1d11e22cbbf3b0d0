#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  printErr
} from "./chunk-HYRYMNKD.js";
import {
  AuditLogError
} from "./chunk-S5ZHZVOS.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/cli/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function reportError(err, env = process.env) {
  const message = userMessage(err);
  if (message !== void 0) {
    printErr(`nightshift: ${message}
`);
    return 2;
  }
  const detail = err instanceof Error ? err.message : String(err);
  printErr(
    env.NIGHTSHIFT_DEBUG === "1" && err instanceof Error && err.stack ? `nightshift: unexpected error: ${err.stack}
` : `nightshift: unexpected error: ${firstLine(detail)} (NIGHTSHIFT_DEBUG=1 shows where)
`
  );
  return 1;
}
function userMessage(err) {
  if (err instanceof ConfigError || err instanceof UsageError || err instanceof AuditLogError)
    return err.message;
  const e = err;
  if (e instanceof Error && typeof e.path === "string" && typeof e.code === "string") {
    const what = /^[A-Z]+: ([^,]+)/.exec(e.message)?.[1] ?? e.code;
    return `${e.path}: ${what}`;
  }
  return void 0;
}
function readingFile(file, read) {
  try {
    return read();
  } catch (err) {
    const e = err;
    if (e instanceof Error && typeof e.code === "string" && e.syscall && e.path === void 0) e.path = file;
    throw err;
  }
}
var firstLine = (s) => s.split("\n")[0] ?? "";

export {
  UsageError,
  reportError,
  readingFile
};
