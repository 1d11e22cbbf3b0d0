#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  BUILTIN_TOOLS,
  builtinToolsFor,
  connectMcpTools,
  createSandbox,
  deniedOutright,
  offeredInMode,
  toolDefinition
} from "./chunk-7JMV3LGP.js";
import {
  resolveModes,
  toolAllowedInMode
} from "./chunk-HMYMH36S.js";
import {
  loadTask
} from "./chunk-5JZC5FA3.js";
import "./chunk-KY5GP7AX.js";
import {
  compileCustomTools
} from "./chunk-4TYJPGCA.js";
import {
  loadPolicy
} from "./chunk-VVXEDMMB.js";
import {
  parse
} from "./chunk-OYM5HLLF.js";
import {
  COMMANDS
} from "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import {
  UsageError
} from "./chunk-BD76V7LM.js";
import "./chunk-R5UTO57D.js";
import "./chunk-LVEF2HFC.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-EAOFROHQ.js";
import "./chunk-OHCNPXCV.js";
import "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-PJG3S4CL.js";
import "./chunk-ZW5XZYXK.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import {
  ConfigError
} from "./chunk-M3I5XOUB.js";
import "./chunk-SQGG32EV.js";

// src/cli/commands/tools.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
async function toolsCommand(argv) {
  const { values } = parse(argv, COMMANDS.tools);
  if (values.format !== "openai" && values.format !== "anthropic")
    throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  const loaded = values.task ? loadTask(values.task) : void 0;
  const modes = resolveModes(loaded?.task.modes ?? [], loaded?.workspace ?? process.cwd());
  const mode = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(", ")}`);
  const policy = values.policy ? loadPolicy(values.policy, process.cwd()) : loadPolicy(loaded?.task.policy ?? "builtin:standard", loaded?.taskDir ?? process.cwd());
  const servers = loaded && !values["no-mcp"] ? loaded.task.mcp_servers : {};
  const custom = await compileCustomTools(
    policy,
    loaded ? { tools: loaded.task.custom_tools, at: loaded.at } : void 0
  );
  let tools = [...loaded ? builtinToolsFor(loaded.task) : BUILTIN_TOOLS, ...custom];
  let close = () => Promise.resolve();
  if (Object.keys(servers).length > 0 && toolAllowedInMode(mode, "mcp")) {
    const mcp = await startServers(servers, loaded.workspace, policy);
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
      tools: tools.filter((t) => offeredInMode(mode, policy, t)).map(toolDefinition),
      maxOutputTokens: 1
    };
    const withheld = tools.flatMap((t) => {
      const rule = toolAllowedInMode(mode, t.group) ? deniedOutright(t, policy) : void 0;
      return rule ? [`${t.name} (${rule})`] : [];
    });
    if (withheld.length > 0)
      process.stderr.write(
        `nightshift tools: not offered, ${policy.source} denies them whatever their arguments: ${withheld.join(", ")}
`
      );
    const params = values.format === "openai" ? toOpenAIParams("model", request, false).tools : toAnthropicParams("model", request).tools;
    process.stdout.write(`${JSON.stringify(params, null, 2)}
`);
    return 0;
  } finally {
    await close();
  }
}
async function startServers(servers, cwd, policy) {
  process.stderr.write(`nightshift tools: starting MCP servers ${Object.keys(servers).join(", ")}
`);
  const logDir = mkdtempSync(path.join(tmpdir(), "nightshift-tools-"));
  const removeLogs = () => rmSync(logDir, { recursive: true, force: true });
  try {
    const env = launchEnvironment();
    const sandbox = await createSandbox({
      setting: policy.sandbox,
      workspace: cwd,
      protectedFiles: [],
      outDir: logDir,
      sourceEnv: env,
      envPass: policy.envPass,
      ownEnvironScrubbed: ownEnvironScrubbed()
    });
    const { hub, tools } = await connectMcpTools(servers, {
      env,
      outDir: logDir,
      cwd,
      failOnConnectError: true,
      sandbox
    });
    return {
      tools,
      close: () => hub.close().then(() => sandbox.close()).then(removeLogs)
    };
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
