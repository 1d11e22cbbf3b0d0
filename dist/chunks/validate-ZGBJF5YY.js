#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-RYDHFEDM.js";
import {
  parse
} from "./chunk-3GQLER7N.js";
import {
  COMMANDS
} from "./chunk-WAFY6KIH.js";
import "./chunk-F7QFD5P6.js";
import "./chunk-NQWF6IIY.js";
import "./chunk-YANYMJOZ.js";
import "./chunk-MMZDZZIA.js";
import "./chunk-JCLRM5OW.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-XBK46MQ2.js";
import {
  launchEnvironment
} from "./chunk-LUFQR3EJ.js";
import "./chunk-3XP4XY33.js";
import {
  formatProblem
} from "./chunk-3N45ONPJ.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";

// src/cli/commands/validate.ts
async function validateCommand(argv) {
  const { positionals } = parse(argv, COMMANDS.validate);
  let ok = true;
  for (const report of await validateFiles(positionals, launchEnvironment())) {
    for (const warning of report.warnings ?? [])
      process.stderr.write(`${formatProblem({ ...warning, message: `warning: ${warning.message}` })}
`);
    if (report.ok) {
      process.stdout.write(`${report.file}: valid ${report.kind}
`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}
`);
  }
  return ok ? 0 : 2;
}
export {
  validateCommand
};
