#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-MBJ7E7ZE.js";
import {
  parse
} from "./chunk-OZQ4SSCN.js";
import {
  UsageError
} from "./chunk-5GO4NB3U.js";
import {
  BUILTIN_TOOLS,
  builtinToolsFor,
  connectMcpTools,
  toolDefinition
} from "./chunk-UKSSMYCC.js";
import "./chunk-ZHQTYLJF.js";
import {
  loadTask,
  resolveModes,
  toolAllowedInMode
} from "./chunk-R7V7US75.js";
import "./chunk-ERWMZ2GP.js";
import "./chunk-OZ2VX4LY.js";
import "./chunk-7YP7IEA6.js";
import {
  ConfigError
} from "./chunk-3N45ONPJ.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";

// src/cli/commands/tools.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
async function toolsCommand(argv) {
  const { values } = parse(argv, {
    mode: { type: "string", default: "code" },
    format: { type: "string", default: "openai" },
    task: { type: "string" },
    "no-mcp": { type: "boolean" }
  });
  if (values.format !== "openai" && values.format !== "anthropic")
    throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  const loaded = values.task ? loadTask(values.task) : void 0;
  const modes = resolveModes(loaded?.task.modes ?? [], loaded?.workspace ?? process.cwd());
  const mode = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(", ")}`);
  const servers = loaded && !values["no-mcp"] ? loaded.task.mcp_servers : {};
  let tools = loaded ? builtinToolsFor(loaded.task) : BUILTIN_TOOLS;
  let close = () => Promise.resolve();
  if (Object.keys(servers).length > 0 && toolAllowedInMode(mode, "mcp")) {
    const mcp = await startServers(servers, loaded?.workspace ?? process.cwd());
    if ("failed" in mcp) {
      process.stderr.write(`nightshift: ${mcp.failed}
`);
      return 1;
    }
    tools = [...tools, ...mcp.tools];
    close = mcp.close;
  }
  try {
    const request = {
      turn: 1,
      system: "",
      messages: [],
      tools: tools.filter((t) => toolAllowedInMode(mode, t.group)).map(toolDefinition),
      maxOutputTokens: 1
    };
    const params = values.format === "openai" ? toOpenAIParams("model", request, false).tools : toAnthropicParams("model", request).tools;
    process.stdout.write(`${JSON.stringify(params, null, 2)}
`);
    return 0;
  } finally {
    await close();
  }
}
async function startServers(servers, cwd) {
  process.stderr.write(`nightshift tools: starting MCP servers ${Object.keys(servers).join(", ")}
`);
  const logDir = mkdtempSync(path.join(tmpdir(), "nightshift-tools-"));
  const removeLogs = () => rmSync(logDir, { recursive: true, force: true });
  try {
    const { hub, tools } = await connectMcpTools(servers, {
      env: process.env,
      outDir: logDir,
      cwd,
      failOnConnectError: true
    });
    return { tools, close: () => hub.close().then(removeLogs) };
  } catch (err) {
    if (err instanceof ConfigError) {
      removeLogs();
      throw err;
    }
    return { failed: `${err.message}
  server stderr: ${path.join(logDir, "mcp")}` };
  }
}
export {
  toolsCommand
};
