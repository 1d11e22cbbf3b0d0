#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  BUILTIN_TOOLS,
  toolDefinition
} from "./chunk-NENXORMD.mjs";
import {
  loadTask,
  resolveModes,
  toolAllowedInMode
} from "./chunk-FM53USZX.mjs";
import "./chunk-NUMA2PQO.mjs";
import "./chunk-KRXSJHOY.mjs";
import {
  parse
} from "./chunk-D4O2WPS5.mjs";
import {
  UsageError
} from "./chunk-5KZ5XXXV.mjs";
import "./chunk-3XPP4NYV.mjs";
import "./chunk-SFDXNOJA.mjs";
import "./chunk-WWN7VPZL.mjs";
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-HYZTNRYF.mjs";
import "./chunk-5POP555H.mjs";
import "./chunk-APDWCRIE.mjs";
import "./chunk-Y23JXNOL.mjs";

// src/cli/commands/tools.ts
function toolsCommand(argv) {
  const { values } = parse(argv, {
    mode: { type: "string", default: "code" },
    format: { type: "string", default: "openai" },
    task: { type: "string" }
  });
  const task = values.task ? loadTask(values.task) : void 0;
  const modes = resolveModes(task?.task.modes ?? [], task?.workspace ?? process.cwd());
  const mode = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(", ")}`);
  const request = {
    turn: 1,
    system: "",
    messages: [],
    tools: BUILTIN_TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map(toolDefinition),
    maxOutputTokens: 1
  };
  let tools;
  if (values.format === "openai") tools = toOpenAIParams("model", request, false).tools;
  else if (values.format === "anthropic") tools = toAnthropicParams("model", request).tools;
  else throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  process.stdout.write(`${JSON.stringify(tools, null, 2)}
`);
  return Promise.resolve(0);
}
export {
  toolsCommand
};
