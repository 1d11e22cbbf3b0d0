#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-X3PIC3KR.js";
import {
  parse
} from "./chunk-UORXT2ID.js";
import {
  COMMANDS
} from "./chunk-GLTNHL2J.js";
import "./chunk-V6FCOITK.js";
import "./chunk-PPXY5AZB.js";
import "./chunk-R5X4TLQG.js";
import "./chunk-XOLP4S52.js";
import "./chunk-ZJQMDKU2.js";
import "./chunk-MTUUQNTV.js";
import "./chunk-V7HT3JWX.js";
import {
  launchEnvironment
} from "./chunk-PJG3S4CL.js";
import "./chunk-CW5ZFVNM.js";
import {
  formatProblem
} from "./chunk-M3I5XOUB.js";
import "./chunk-43ELQ6KU.js";
import "./chunk-SEJPUJUE.js";
import "./chunk-FB2YGS7R.js";

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
