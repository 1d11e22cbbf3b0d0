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
  readingFile
} from "./chunk-2OJ4ZNTK.js";
import {
  printErr
} from "./chunk-36JSAU4X.js";
import {
  ScriptProvider
} from "./chunk-DCKT2F6L.js";
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
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import {
  readAuditLog
} from "./chunk-ISRVVDQC.js";
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
import {
  ConfigError
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-SVAMTOPW.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-NNUUFKQE.js";
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
