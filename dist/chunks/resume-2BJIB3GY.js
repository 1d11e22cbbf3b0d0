#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runWithTerminal
} from "./chunk-7YT2BJCV.js";
import "./chunk-R5WH7N7V.js";
import {
  parse
} from "./chunk-LP7ZE763.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import {
  UsageError
} from "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-ZAW4DAVI.js";
import "./chunk-BGIATMEQ.js";
import "./chunk-5L5IMWXT.js";
import "./chunk-RAOY3WB5.js";
import "./chunk-QO4MY2ZM.js";
import "./chunk-BETEYJWB.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-UFILLKIE.js";
import "./chunk-S54QEMEL.js";
import "./chunk-GYYEWY3Q.js";
import "./chunk-PGLN6UHL.js";
import "./chunk-6NHLCHFJ.js";
import {
  parseDuration
} from "./chunk-2ZJRRM4H.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-RFW6OMME.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-QHFIMSJN.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ETM46HWW.js";
import "./chunk-5ESLU6ZG.js";
import "./chunk-VROQEQLW.js";
import "./chunk-72K5XYSR.js";
import "./chunk-2K3VM6S2.js";
import "./chunk-Y6QZP6HS.js";
import "./chunk-KLAGPI2M.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-6HP2L6EF.js";
import "./chunk-2IAQ4ZE7.js";
import "./chunk-WQJOR6WH.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-ALGRZB3K.js";
import "./chunk-4ZFTNEJY.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-TIWH3NJG.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";

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
