#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-54YTECKM.js";
import "./chunk-Z65ULBGU.js";
import "./chunk-7JKOOOF7.js";
import "./chunk-NCRPV5K2.js";
import {
  parse
} from "./chunk-5CVTJRZG.js";
import {
  COMMANDS
} from "./chunk-KSWFDVVS.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-THDQIVW5.js";
import "./chunk-62GQ7F7H.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import {
  launchEnvironment
} from "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import {
  formatProblem
} from "./chunk-RN2HYXYO.js";
import "./chunk-5ZHJS53F.js";
import "./chunk-MYSB56SS.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/cli/commands/validate.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
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
