#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runWithTerminal
} from "./chunk-RAVRTMQT.js";
import "./chunk-R5WH7N7V.js";
import {
  ScriptProvider
} from "./chunk-4QYL5TC4.js";
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
import "./chunk-F2Y5ZGLF.js";
import {
  parse
} from "./chunk-7CBKYD3H.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import {
  readingFile
} from "./chunk-S7J3P3IG.js";
import {
  printErr
} from "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-EHSLIVYQ.js";
import {
  readAuditLog
} from "./chunk-C3KA3TME.js";
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
import {
  ConfigError
} from "./chunk-CM7AAMX6.js";
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
