#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  runWithTerminal
} from "./chunk-JG6NU7GF.js";
import "./chunk-EUJVZAC7.js";
import {
  ScriptProvider
} from "./chunk-DUGGS6YP.js";
import "./chunk-4AXNQLVZ.js";
import "./chunk-5AOFE2OR.js";
import "./chunk-RO45VQTL.js";
import "./chunk-GY47ZZOT.js";
import "./chunk-M5EDDKSB.js";
import "./chunk-W4Z5EW7E.js";
import "./chunk-NQADESNZ.js";
import "./chunk-USW46DVU.js";
import "./chunk-3ETNIO7P.js";
import "./chunk-KBLSB3J6.js";
import "./chunk-SACY4VUG.js";
import "./chunk-N66UGSNJ.js";
import "./chunk-66VRE3PS.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import {
  readingFile
} from "./chunk-GLUKOPIS.js";
import {
  printErr
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-V4Z5PZCA.js";
import "./chunk-HLLKTBFK.js";
import "./chunk-ARG4UNI5.js";
import "./chunk-CMDLI7SJ.js";
import "./chunk-GYB24RAY.js";
import {
  readAuditLog
} from "./chunk-S5ZHZVOS.js";
import "./chunk-KBMOE7N2.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-7M3LGAFX.js";
import "./chunk-XDYYYN56.js";
import "./chunk-4CECHPCF.js";
import "./chunk-QIYWAWAZ.js";
import "./chunk-7VU3KS5D.js";
import "./chunk-Z5JBZUUA.js";
import "./chunk-EQHSLL2K.js";
import "./chunk-542WOS6B.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-U4VUKNXS.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-YSUKBXQJ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-PSU25IZB.js";
import "./chunk-4U4YKYOV.js";
import "./chunk-EEIH2A23.js";
import "./chunk-XFDL25EV.js";
import "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

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
