#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-CF4377ZB.js";
import {
  parse
} from "./chunk-NA4AFYLR.js";
import {
  UsageError
} from "./chunk-SUEYA6NS.js";
import {
  BUILTIN_TOOLS,
  toolDefinition
} from "./chunk-5AC343E4.js";
import "./chunk-2ZWJ2TTG.js";
import {
  loadTask,
  resolveModes,
  toolAllowedInMode
} from "./chunk-CBC7CHY7.js";
import "./chunk-LY5U6X4D.js";
import "./chunk-GMYGC6EJ.js";
import "./chunk-KYCIXFPX.js";
import "./chunk-537U5KF4.js";
import "./chunk-YMXFP5HJ.js";
import "./chunk-PYGZ2MWV.js";
import "./chunk-K474FZ62.js";

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
