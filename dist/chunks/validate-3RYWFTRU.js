#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-Z3XDACTE.js";
import {
  parse
} from "./chunk-NA4AFYLR.js";
import "./chunk-SUEYA6NS.js";
import "./chunk-UXAL2EKU.js";
import "./chunk-XFM7PSIU.js";
import "./chunk-GPDERXED.js";
import "./chunk-RLSKLZ7E.js";
import {
  formatProblem
} from "./chunk-537U5KF4.js";
import "./chunk-YMXFP5HJ.js";
import "./chunk-PYGZ2MWV.js";
import "./chunk-K474FZ62.js";

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
