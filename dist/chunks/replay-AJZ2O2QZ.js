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
import {
  ScriptProvider
} from "./chunk-W6KNSD25.js";
import "./chunk-HWJ7CZJQ.js";
import "./chunk-GWDD2PBR.js";
import "./chunk-PH6XZ4XA.js";
import "./chunk-4VVFX4HP.js";
import "./chunk-7JMV3LGP.js";
import "./chunk-HMYMH36S.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-KY5GP7AX.js";
import "./chunk-4TYJPGCA.js";
import "./chunk-VVXEDMMB.js";
import {
  parse
} from "./chunk-OYM5HLLF.js";
import {
  COMMANDS
} from "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import {
  readingFile
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
import {
  readAuditLog
} from "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-PJG3S4CL.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-ZW5XZYXK.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import {
  ConfigError
} from "./chunk-M3I5XOUB.js";
import "./chunk-UPZD6BT7.js";
import "./chunk-SQGG32EV.js";

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
    process.stderr.write(
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
