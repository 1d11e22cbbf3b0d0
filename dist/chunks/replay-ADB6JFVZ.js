#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runOptions,
  runWithTerminal
} from "./chunk-Z55O6U2P.js";
import "./chunk-HYZB7JT3.js";
import {
  parse
} from "./chunk-OZQ4SSCN.js";
import "./chunk-5GO4NB3U.js";
import {
  ScriptProvider
} from "./chunk-LHXE24MX.js";
import "./chunk-MWRW66NY.js";
import "./chunk-HEY26FPJ.js";
import "./chunk-UKSSMYCC.js";
import "./chunk-ZHQTYLJF.js";
import "./chunk-R7V7US75.js";
import "./chunk-ERWMZ2GP.js";
import "./chunk-OZ2VX4LY.js";
import {
  readAuditLog
} from "./chunk-S2N2I4YC.js";
import "./chunk-MOQJT24B.js";
import "./chunk-7YP7IEA6.js";
import {
  ConfigError
} from "./chunk-3N45ONPJ.js";
import "./chunk-4JAPPF2T.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";

// src/cli/commands/replay.ts
import { existsSync } from "node:fs";

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
  const { values, positionals } = parse(argv, runOptions, { min: 1, max: 1 });
  const events = readAuditLog(positionals[0] ?? "");
  const started = events.find((e) => e.type === "run.started");
  if (!started) throw new ConfigError(`${positionals[0]}: no run.started event`);
  const firstRequest = events.find((e) => e.type === "model.request");
  const taskFile = typeof started.task_file === "string" && existsSync(started.task_file) ? started.task_file : void 0;
  const prompt = unwrapTask(firstRequest?.messages?.[0]?.content ?? "");
  const policy = values.policy ?? started.policy?.source;
  const result = await runWithTerminal(
    {
      ...taskFile ? { taskFile } : { inlineTask: { title: String(started.title), prompt, mode: String(started.mode) } },
      workspace: values.workspace ?? String(started.workspace),
      ...policy ? { policy } : {},
      outDir: values.out,
      pr: !values["no-pr"],
      provider: new ScriptProvider(scriptFromAudit(events), `replay of ${started.run_id}`)
    },
    { json: values.json, quiet: values.quiet }
  );
  return result.exitCode;
}
var unwrapTask = (message) => /<task>\n([\s\S]*?)\n<\/task>/.exec(message)?.[1] ?? message;
export {
  replayCommand
};
