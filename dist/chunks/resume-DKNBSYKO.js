#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runWithTerminal
} from "./chunk-4HFE4ST2.js";
import "./chunk-QWXVJ2CL.js";
import "./chunk-W6KNSD25.js";
import "./chunk-HWJ7CZJQ.js";
import "./chunk-GWDD2PBR.js";
import "./chunk-PH6XZ4XA.js";
import "./chunk-4VVFX4HP.js";
import "./chunk-7JMV3LGP.js";
import "./chunk-HMYMH36S.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-KY5GP7AX.js";
import "./chunk-4TYJPGCA.js";
import {
  parseDuration
} from "./chunk-VVXEDMMB.js";
import {
  parse
} from "./chunk-OYM5HLLF.js";
import {
  COMMANDS
} from "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import {
  UsageError
} from "./chunk-BD76V7LM.js";
import "./chunk-BAALCCDR.js";
import "./chunk-TNPT2AYZ.js";
import "./chunk-INSYVHZI.js";
import "./chunk-R5UTO57D.js";
import "./chunk-LVEF2HFC.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-3ZNYJSY5.js";
import "./chunk-OHCNPXCV.js";
import "./chunk-ESHA7GYI.js";
import "./chunk-3OSBVA5J.js";
import "./chunk-HCK7TD3I.js";
import "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-PJG3S4CL.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-ZW5XZYXK.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-UPZD6BT7.js";
import "./chunk-SQGG32EV.js";

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
