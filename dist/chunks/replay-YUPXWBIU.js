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
import {
  ScriptProvider
} from "./chunk-USDHNKYA.js";
import "./chunk-52CCVUNM.js";
import "./chunk-TYM5HENO.js";
import "./chunk-PQZXSMLX.js";
import "./chunk-3XZOELDI.js";
import "./chunk-BSZBZM6I.js";
import "./chunk-J5BSOSSE.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-6EDZWBH3.js";
import "./chunk-DB7D56DE.js";
import "./chunk-4RX42Z4P.js";
import {
  parse
} from "./chunk-DZAISBQS.js";
import {
  COMMANDS
} from "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import {
  readingFile
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
import {
  readAuditLog
} from "./chunk-6GRO4QKV.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-ESCIT5OT.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import {
  ConfigError
} from "./chunk-RN2HYXYO.js";
import "./chunk-3KBZHHJ3.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/cli/commands/replay.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// src/audit/replay.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
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
