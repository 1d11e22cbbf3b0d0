#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runWithTerminal
} from "./chunk-YMT5ZALO.js";
import "./chunk-P6CFZPVS.js";
import {
  parse
} from "./chunk-UJXVD5WW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  readingFile
} from "./chunk-SA4UKAUJ.js";
import {
  printErr
} from "./chunk-36JSAU4X.js";
import {
  ScriptProvider
} from "./chunk-EWHT74RT.js";
import "./chunk-4QIBODYD.js";
import "./chunk-6T5HB573.js";
import "./chunk-GPIGPYVN.js";
import "./chunk-PN5AYHAK.js";
import "./chunk-FPOZA3VE.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-GZJRIASZ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-RA3IN2DA.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-RDK7G4WC.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import {
  readAuditLog
} from "./chunk-O7EWSIV2.js";
import "./chunk-34YGXUQ6.js";
import "./chunk-Q7ZJCDPI.js";
import "./chunk-HLKA2J6E.js";
import "./chunk-7S444GCT.js";
import "./chunk-63DGWVKU.js";
import "./chunk-2DHVAZ2T.js";
import "./chunk-SXV5E7L4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-BTI7ALU5.js";
import "./chunk-LTVCEJVG.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import {
  ConfigError
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-VC5OKYHY.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-JQOPZ6BE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/cli/commands/replay.ts
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// src/audit/replay.ts
function scriptFromAudit(events) {
  const turns = [];
  for (const e of events) {
    if (e.type !== "model.response") continue;
    const turn = {};
    if (e.text) turn.text = e.text;
    if (e.tool_calls.length) {
      turn.tool_calls = e.tool_calls.map(
        (c) => c.args_json !== void 0 && c.args === void 0 ? { id: c.id, name: c.name, args_json: c.args_json } : { id: c.id, name: c.name, args: c.args }
      );
    }
    const { input, output, cache_read, cache_write } = e.usage;
    turn.usage = { input, output, cache_read, cache_write };
    turns.push(turn);
  }
  return turns;
}

// src/cli/commands/replay.ts
async function replayCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS.replay);
  const file = positionals[0] ?? "";
  const events = readingFile(file, () => readAuditLog(file));
  const started = events.find((e) => e.type === "run.started");
  if (!started) throw new ConfigError(`${file}: no run.started event`);
  const firstRequest = events.find((e) => e.type === "model.request");
  const prompt = unwrapTask(firstRequest?.messages?.[0]?.content ?? "");
  const workspace = values.workspace ?? freshCopy(process.cwd());
  if (!values.quiet) {
    printErr(
      values.workspace ? `replay: workspace ${path.resolve(workspace)} (as given); nothing will be committed, pushed or opened as a pull request
` : `replay: workspace is a fresh copy of ${process.cwd()} at ${workspace} (give --workspace DIR to use DIR itself); nothing will be committed, pushed or opened as a pull request
`
    );
  }
  const result = await runWithTerminal(
    {
      inlineTask: { title: String(started.title), prompt, mode: String(started.mode) },
      workspace,
      policy: values.policy ?? "builtin:standard",
      outDir: values.out,
      deliver: false,
      provider: new ScriptProvider(scriptFromAudit(events), `replay of ${started.run_id}`)
    },
    { json: values.json, quiet: values.quiet }
  );
  return result.exitCode;
}
function freshCopy(dir) {
  const copy = path.join(
    mkdtempSync(path.join(tmpdir(), "nightshift-replay-")),
    path.basename(dir) || "workspace"
  );
  const artifacts = path.join(dir, ".nightshift");
  cpSync(dir, copy, { recursive: true, verbatimSymlinks: true, filter: (src) => src !== artifacts });
  return copy;
}
var unwrapTask = (message) => /<task>\n([\s\S]*?)\n<\/task>/.exec(message)?.[1] ?? message;
export {
  replayCommand
};
