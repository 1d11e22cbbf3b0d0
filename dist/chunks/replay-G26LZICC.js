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
  readingFile
} from "./chunk-6F3VRZRG.js";
import {
  printErr
} from "./chunk-36JSAU4X.js";
import {
  ScriptProvider
} from "./chunk-GPJKUFVU.js";
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
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import {
  readAuditLog
} from "./chunk-FOGQGJVH.js";
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
import {
  ConfigError
} from "./chunk-DZ3DY6RC.js";
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
