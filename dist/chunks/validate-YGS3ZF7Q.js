#!/usr/bin/env -S node --max-semi-space-size=2
import {
  validateFiles
} from "./chunk-UZF3JPGX.js";
import {
  parse
} from "./chunk-DSSRMWL4.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import "./chunk-6F3VRZRG.js";
import {
  printErr,
  printOut
} from "./chunk-36JSAU4X.js";
import "./chunk-DPHL3HNV.js";
import "./chunk-YGT6T23W.js";
import "./chunk-JQG3LBT4.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-LMJ7OCX5.js";
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-D5AHOG5X.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-34N6L3PA.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import {
  formatProblem
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import {
  launchEnvironment
} from "./chunk-SG6P5H22.js";
import "./chunk-KUSZ5S7N.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/cli/commands/validate.ts
async function validateCommand(argv) {
  const { positionals } = parse(argv, COMMANDS.validate);
  let ok = true;
  for (const report of await validateFiles(positionals, launchEnvironment())) {
    for (const warning of report.warnings ?? [])
      printErr(`${formatProblem({ ...warning, message: `warning: ${warning.message}` })}
`);
    if (report.ok) {
      printOut(`${report.file}: valid ${report.kind}
`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) printErr(`${formatProblem(problem)}
`);
  }
  return ok ? 0 : 2;
}
export {
  validateCommand
};
