#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runWithTerminal
} from "./chunk-YGBH43BQ.js";
import "./chunk-P6CFZPVS.js";
import {
  parse
} from "./chunk-DSSRMWL4.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-6F3VRZRG.js";
import "./chunk-36JSAU4X.js";
import "./chunk-GPJKUFVU.js";
import "./chunk-5RQR2U5D.js";
import "./chunk-76QBOJT5.js";
import "./chunk-F4WHWITQ.js";
import "./chunk-ENY4NYQW.js";
import "./chunk-ISSYTE5C.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-DPHL3HNV.js";
import "./chunk-YGT6T23W.js";
import "./chunk-JQG3LBT4.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-LMJ7OCX5.js";
import {
  parseDuration
} from "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-KI7PHJPA.js";
import "./chunk-RAVO47M7.js";
import "./chunk-EEUD5SO4.js";
import "./chunk-IKZKJSIM.js";
import "./chunk-53LD6LXK.js";
import "./chunk-5EAIFSFA.js";
import "./chunk-D5AHOG5X.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-34N6L3PA.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-XM3GGXP6.js";
import "./chunk-653TLYMU.js";
import "./chunk-SG6P5H22.js";
import "./chunk-W7K5GNXG.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-KUSZ5S7N.js";
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
