#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-6CBMTYMI.js";
import "./chunk-PH6XZ4XA.js";
import "./chunk-HMYMH36S.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-4TYJPGCA.js";
import "./chunk-VVXEDMMB.js";
import {
  parse
} from "./chunk-OYM5HLLF.js";
import {
  COMMANDS
} from "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import "./chunk-BD76V7LM.js";
import "./chunk-LVEF2HFC.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-3ZNYJSY5.js";
import "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import {
  launchEnvironment
} from "./chunk-PJG3S4CL.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import {
  formatProblem
} from "./chunk-M3I5XOUB.js";
import "./chunk-SQGG32EV.js";

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
