#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runOptions,
  runWithTerminal
} from "./chunk-SLV3ESE6.js";
import "./chunk-RD7QBTOT.js";
import {
  parse
} from "./chunk-NA4AFYLR.js";
import "./chunk-SUEYA6NS.js";
import {
  ScriptProvider
} from "./chunk-FE57ISQ5.js";
import "./chunk-RO45SLV3.js";
import "./chunk-UXAL2EKU.js";
import "./chunk-K2AYJ6Z6.js";
import "./chunk-2ZWJ2TTG.js";
import "./chunk-XFM7PSIU.js";
import "./chunk-LY5U6X4D.js";
import "./chunk-GPDERXED.js";
import {
  readAuditLog
} from "./chunk-PAKYWKRG.js";
import "./chunk-RLSKLZ7E.js";
import "./chunk-KYCIXFPX.js";
import {
  ConfigError
} from "./chunk-537U5KF4.js";
import "./chunk-C4SQNMZZ.js";
import "./chunk-YMXFP5HJ.js";
import "./chunk-PYGZ2MWV.js";
import "./chunk-K474FZ62.js";

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
