#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  validateFiles
} from "./chunk-QWHOMTAE.js";
import "./chunk-7HDSCLYT.js";
import "./chunk-LCXDU4ZS.js";
import "./chunk-Q2Z6EXWN.js";
import {
  parse
} from "./chunk-GNJTM6DL.js";
import {
  COMMANDS
} from "./chunk-XBJKIBHX.js";
import "./chunk-JNYTPRBD.js";
import "./chunk-M67AMJ3F.js";
import "./chunk-5TVOPK5L.js";
import "./chunk-HFNBEMOG.js";
import "./chunk-C2JGC3WT.js";
import {
  launchEnvironment
} from "./chunk-GDH4UUUU.js";
import "./chunk-QELWQ3M4.js";
import {
  formatProblem
} from "./chunk-BEG4EGGX.js";
import "./chunk-M3SVFXCL.js";
import "./chunk-I4FOMXLX.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-WD3ZEOBE.js";

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
