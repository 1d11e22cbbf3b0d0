#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runWithTerminal
} from "./chunk-APC7QY2G.js";
import "./chunk-P6CFZPVS.js";
import {
  parse
} from "./chunk-333ZCATW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-2OJ4ZNTK.js";
import "./chunk-36JSAU4X.js";
import "./chunk-DCKT2F6L.js";
import "./chunk-C422UI44.js";
import "./chunk-AGSQP66A.js";
import "./chunk-GMSOEZPC.js";
import "./chunk-BOTYO27B.js";
import "./chunk-HIRXQ52O.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-LKKE6JGE.js";
import "./chunk-YGT6T23W.js";
import "./chunk-ICGIZDLY.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-IHVGTLS6.js";
import {
  parseDuration
} from "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-ISRVVDQC.js";
import "./chunk-IBRJICJF.js";
import "./chunk-AE4ZPPJS.js";
import "./chunk-TN5FMFTG.js";
import "./chunk-RUQJYG4U.js";
import "./chunk-O2IHHD2C.js";
import "./chunk-2DHVAZ2T.js";
import "./chunk-SZB5V6X6.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-WEPTXUEQ.js";
import "./chunk-2ZBO5PLM.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-SVAMTOPW.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-NNUUFKQE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/cli/commands/resume.ts
async function resumeCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS.resume);
  const [log = "", taskFile] = positionals;
  if (taskFile === void 0)
    throw new UsageError(
      `resume: missing TASK.yaml: give the task file to resume with (a log never chooses the task, its policy or its MCP servers); see nightshift resume --help`
    );
  const limits = {
    ...values["max-turns"] !== void 0 ? { max_turns: positive(values["max-turns"], "--max-turns", true) } : {},
    ...values["max-cost-usd"] !== void 0 ? { max_cost_usd: positive(values["max-cost-usd"], "--max-cost-usd", false) } : {},
    ...values.timeout !== void 0 ? { timeout: duration(values.timeout) } : {}
  };
  const result = await runWithTerminal(
    {
      taskFile,
      resumeFrom: log,
      policy: values.policy,
      workspace: values.workspace,
      outDir: values.out,
      model: values.model,
      pr: !values["no-pr"],
      limits
    },
    { json: values.json, quiet: values.quiet }
  );
  return result.exitCode;
}
function positive(value, flag, integer) {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n <= 0 || integer && !Number.isInteger(n))
    throw new UsageError(
      `resume: ${flag} needs a positive ${integer ? "integer" : "number"}, got "${value}"`
    );
  return n;
}
function duration(value) {
  const ms = parseDuration(value);
  if (ms === void 0 || ms <= 0)
    throw new UsageError(`resume: --timeout needs a duration such as 90s, 20m or 1h, got "${value}"`);
  return ms;
}
export {
  resumeCommand
};
