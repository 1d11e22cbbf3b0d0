#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  validateFiles
} from "./chunk-AHUXYRBU.js";
import "./chunk-M6NGUYKE.js";
import "./chunk-GY47ZZOT.js";
import "./chunk-M5EDDKSB.js";
import "./chunk-USW46DVU.js";
import "./chunk-3ETNIO7P.js";
import "./chunk-SACY4VUG.js";
import "./chunk-N66UGSNJ.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import "./chunk-GLUKOPIS.js";
import {
  printErr,
  printOut
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-V4Z5PZCA.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-Z5JBZUUA.js";
import "./chunk-EQHSLL2K.js";
import "./chunk-542WOS6B.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  formatProblem
} from "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-XLN66JCX.js";
import {
  launchEnvironment
} from "./chunk-EEIH2A23.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

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
