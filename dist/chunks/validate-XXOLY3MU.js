#!/usr/bin/env -S node --max-semi-space-size=2
import {
  validateFiles
} from "./chunk-I4CTNBI7.js";
import {
  parse
} from "./chunk-UJXVD5WW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import "./chunk-SA4UKAUJ.js";
import {
  printErr,
  printOut
} from "./chunk-36JSAU4X.js";
import "./chunk-GZJRIASZ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-RA3IN2DA.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-RDK7G4WC.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-O7EWSIV2.js";
import "./chunk-SXV5E7L4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-BTI7ALU5.js";
import "./chunk-LTVCEJVG.js";
import "./chunk-FPJNLJJ7.js";
import {
  formatProblem
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import {
  launchEnvironment
} from "./chunk-SG6P5H22.js";
import "./chunk-JQOPZ6BE.js";
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
