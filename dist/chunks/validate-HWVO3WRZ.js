#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-A4V5H4NC.js";
import "./chunk-PQZXSMLX.js";
import "./chunk-J5BSOSSE.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-DB7D56DE.js";
import "./chunk-4RX42Z4P.js";
import {
  parse
} from "./chunk-DZAISBQS.js";
import {
  COMMANDS
} from "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-O6HFY7W6.js";
import "./chunk-GSNWIQFJ.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-EBEZZ4SU.js";
import "./chunk-6GRO4QKV.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import {
  launchEnvironment
} from "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import {
  formatProblem
} from "./chunk-RN2HYXYO.js";
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
