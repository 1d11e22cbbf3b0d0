#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-OIPAH23R.mjs";
import "./chunk-XEFMR3DB.mjs";
import "./chunk-FM53USZX.mjs";
import "./chunk-KRXSJHOY.mjs";
import "./chunk-SAFVBRMA.mjs";
import {
  parse
} from "./chunk-D4O2WPS5.mjs";
import "./chunk-5KZ5XXXV.mjs";
import "./chunk-SFDXNOJA.mjs";
import "./chunk-WWN7VPZL.mjs";
import {
  formatProblem
} from "./chunk-APDWCRIE.mjs";
import "./chunk-Y23JXNOL.mjs";

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
