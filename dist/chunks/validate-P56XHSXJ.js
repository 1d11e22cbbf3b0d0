#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-ZTOH2ALE.js";
import {
  parse
} from "./chunk-OZQ4SSCN.js";
import "./chunk-5GO4NB3U.js";
import "./chunk-ZWR743Z6.js";
import "./chunk-ZX75DGH4.js";
import "./chunk-23QNIAOZ.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import {
  formatProblem
} from "./chunk-3N45ONPJ.js";
import "./chunk-HJYZYNET.js";

// src/cli/commands/validate.ts
function validateCommand(argv) {
  const { positionals } = parse(argv, {}, { min: 1, max: Infinity });
  let ok = true;
  for (const report of validateFiles(positionals)) {
    if (report.ok) {
      process.stdout.write(`${report.file}: valid ${report.kind}
`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}
`);
  }
  return Promise.resolve(ok ? 0 : 2);
}
export {
  validateCommand
};
