#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runWithTerminal
} from "./chunk-RAVRTMQT.js";
import "./chunk-R5WH7N7V.js";
import "./chunk-4QYL5TC4.js";
import "./chunk-L4U2PPZ7.js";
import "./chunk-7S3OJZQ6.js";
import "./chunk-ZUTBAYGC.js";
import "./chunk-S2WNOHHO.js";
import "./chunk-HCVKOCE5.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-V2ADYAJU.js";
import "./chunk-S54QEMEL.js";
import "./chunk-EQOJ6PGG.js";
import "./chunk-P25D7F5B.js";
import "./chunk-JSCRHJP3.js";
import {
  parseDuration
} from "./chunk-F2Y5ZGLF.js";
import {
  parse
} from "./chunk-7CBKYD3H.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import {
  UsageError
} from "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-EHSLIVYQ.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-DCFKS5GB.js";
import "./chunk-XP55AYNX.js";
import "./chunk-INV3AWBG.js";
import "./chunk-VPODV2RX.js";
import "./chunk-3VZGWFL7.js";
import "./chunk-NBONIBK7.js";
import "./chunk-JQ4CFH4Y.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-U4ION7FQ.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-WQJOR6WH.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-CGKHTKRV.js";
import "./chunk-PJ6YGWEC.js";
import "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-ALGRZB3K.js";
import "./chunk-7GGDCROH.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-MOQP6MEU.js";
import "./chunk-K7PFSJIK.js";
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
