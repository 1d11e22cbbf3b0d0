#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// node_modules/@anthropic-ai/sdk/internal/node.mjs
import * as child_process from "node:child_process";
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as stream from "node:stream";
import * as util from "node:util";

export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
