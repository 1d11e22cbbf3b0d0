#!/usr/bin/env -S node --max-semi-space-size=2
import {
  parse
} from "./chunk-DSSRMWL4.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-6F3VRZRG.js";
import {
  printErr,
  printJson
} from "./chunk-36JSAU4X.js";
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-LLQ6FJK6.js";
import {
  BUILTIN_TOOLS,
  builtinToolsFor,
  connectMcpTools,
  createSandbox,
  deniedOutright,
  offeredInMode,
  toolDefinition
} from "./chunk-ENY4NYQW.js";
import "./chunk-ISSYTE5C.js";
import {
  resolveModes,
  toolAllowedInMode
} from "./chunk-JQG3LBT4.js";
import {
  loadTask
} from "./chunk-VQZ6OXJS.js";
import {
  compileCustomTools
} from "./chunk-LMJ7OCX5.js";
import {
  loadPolicy
} from "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-IKZKJSIM.js";
import "./chunk-53LD6LXK.js";
import {
  deniedBy
} from "./chunk-5EAIFSFA.js";
import "./chunk-D5AHOG5X.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-34N6L3PA.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import {
  ConfigError
} from "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-653TLYMU.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-SG6P5H22.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-KUSZ5S7N.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/cli/commands/tools.ts
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
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
      printErr(`nightshift: ${mcp.failed}
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
      printErr(
        `nightshift tools: not offered, ${policy.source} denies them whatever their arguments: ${withheld.join(", ")}
`
      );
    const params = values.format === "openai" ? toOpenAIParams("model", request, false).tools : toAnthropicParams("model", request).tools;
    printJson(`${JSON.stringify(params, null, 2)}
`);
    return 0;
  } finally {
    await close();
  }
}
async function startServers(servers, cwd, policy) {
  printErr(`nightshift tools: starting MCP servers ${Object.keys(servers).join(", ")}
`);
  const logDir = realpathSync(mkdtempSync(path.join(tmpdir(), "nightshift-tools-")));
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
      ownEnvironScrubbed: ownEnvironScrubbed(),
      readDenied: deniedBy(policy.read),
      bounds: { maxProcesses: policy.limits.max_processes, tmpfsBytes: policy.limits.max_tmpfs_bytes }
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
