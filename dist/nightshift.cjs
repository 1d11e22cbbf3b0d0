#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/cli/flag-hash.ts
var HEAP_FLAGS = ["--max-semi-space-size", "--initial-old-space-size"];
function heapFlagsGiven(execArgv = process.execArgv) {
  return HEAP_FLAGS.filter((flag) => execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`)));
}
function restoreFlagHash(setFlags, execArgv = process.execArgv) {
  for (const flag of heapFlagsGiven(execArgv)) setFlags(`${flag}=0`);
}

// src/cli/version-args.ts
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
var isVersionRequest = (argv) => argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "");

// src/cli/print-sync.ts
var import_node_fs = require("node:fs");
function printSync(text) {
  try {
    (0, import_node_fs.writeSync)(1, text);
  } catch (err) {
    const code = err.code;
    if (code === "EAGAIN") process.stdout.write(text);
    else if (code !== "EPIPE") throw err;
  }
}

// src/cli/launcher.ts
if (isVersionRequest(process.argv.slice(2))) printSync(`${"0.1.0"}
`);
else {
  restoreFlagHash(process.getBuiltinModule("node:v8").setFlagsFromString);
  void import("./cli.js");
}
