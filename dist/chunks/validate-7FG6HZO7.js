#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  validateFiles
} from "./chunk-L4OZTVQ4.js";
import "./chunk-V2ADYAJU.js";
import "./chunk-S54QEMEL.js";
import "./chunk-EQOJ6PGG.js";
import "./chunk-P25D7F5B.js";
import "./chunk-JSCRHJP3.js";
import "./chunk-F2Y5ZGLF.js";
import {
  parse
} from "./chunk-7CBKYD3H.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-S7J3P3IG.js";
import {
  printErr,
  printOut
} from "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-C3KA3TME.js";
import "./chunk-JQ4CFH4Y.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-U4ION7FQ.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import {
  formatProblem
} from "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-PJ6YGWEC.js";
import {
  launchEnvironment
} from "./chunk-ALGRZB3K.js";
import "./chunk-MOQP6MEU.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";

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
