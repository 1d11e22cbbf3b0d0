#!/usr/bin/env -S node --max-semi-space-size=2
import {
  validateFiles
} from "./chunk-QQAIIHAZ.js";
import {
  parse
} from "./chunk-333ZCATW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import "./chunk-2OJ4ZNTK.js";
import {
  printErr,
  printOut
} from "./chunk-36JSAU4X.js";
import "./chunk-LKKE6JGE.js";
import "./chunk-YGT6T23W.js";
import "./chunk-ICGIZDLY.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-IHVGTLS6.js";
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-ISRVVDQC.js";
import "./chunk-SZB5V6X6.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-WEPTXUEQ.js";
import "./chunk-2ZBO5PLM.js";
import "./chunk-FPJNLJJ7.js";
import {
  formatProblem
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import {
  launchEnvironment
} from "./chunk-SG6P5H22.js";
import "./chunk-NNUUFKQE.js";
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
