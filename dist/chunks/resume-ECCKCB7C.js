#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runWithTerminal
} from "./chunk-X3G3ZRYQ.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-USDHNKYA.js";
import "./chunk-52CCVUNM.js";
import "./chunk-TYM5HENO.js";
import "./chunk-PQZXSMLX.js";
import "./chunk-3XZOELDI.js";
import "./chunk-BSZBZM6I.js";
import "./chunk-J5BSOSSE.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-6EDZWBH3.js";
import "./chunk-DB7D56DE.js";
import {
  parseDuration
} from "./chunk-4RX42Z4P.js";
import {
  parse
} from "./chunk-DZAISBQS.js";
import {
  COMMANDS
} from "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import {
  UsageError
} from "./chunk-O6HFY7W6.js";
import "./chunk-3HJACYTY.js";
import "./chunk-6XO4EPZB.js";
import "./chunk-7S4CDRTU.js";
import "./chunk-H7BZ63U2.js";
import "./chunk-GSNWIQFJ.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-EBEZZ4SU.js";
import "./chunk-VQPG2BUB.js";
import "./chunk-PKMNZHU3.js";
import "./chunk-HUNKVJYY.js";
import "./chunk-LTCF5IZC.js";
import "./chunk-6GRO4QKV.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-ESCIT5OT.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-3KBZHHJ3.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/cli/commands/resume.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
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
