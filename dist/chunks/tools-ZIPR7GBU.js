#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedUnderEveryName
} from "./chunk-M6NGUYKE.js";
import {
  BUILTIN_TOOLS,
  builtinToolsFor,
  connectMcpTools,
  createSandbox,
  deniedOutright,
  offeredInMode,
  toolDefinition
} from "./chunk-NQADESNZ.js";
import {
  resolveModes,
  toolAllowedInMode
} from "./chunk-USW46DVU.js";
import {
  loadTask
} from "./chunk-3ETNIO7P.js";
import "./chunk-KBLSB3J6.js";
import {
  compileCustomTools
} from "./chunk-SACY4VUG.js";
import {
  loadPolicy
} from "./chunk-N66UGSNJ.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import {
  UsageError
} from "./chunk-GLUKOPIS.js";
import {
  printErr,
  printJson
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-Z2I3MKQZ.js";
import "./chunk-HLLKTBFK.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-QIYWAWAZ.js";
import "./chunk-7VU3KS5D.js";
import {
  deniedBy
} from "./chunk-Z5JBZUUA.js";
import "./chunk-EQHSLL2K.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-4U4YKYOV.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-EEIH2A23.js";
import "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

// src/cli/commands/tools.ts
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
async function toolsCommand(argv) {
  const { values } = parse(argv, COMMANDS.tools);
  if (values.format !== "openai" && values.format !== "anthropic")
    throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  const loaded = values.task ? loadTask(values.task) : void 0;
  const policy = values.policy ? loadPolicy(values.policy, process.cwd()) : loadPolicy(loaded?.task.policy ?? "builtin:standard", loaded?.taskDir ?? process.cwd());
  const warnings = [];
  const workspace = loaded?.workspace ?? realpathSync(process.cwd());
  const modes = resolveModes(
    loaded?.task.modes ?? [],
    workspace,
    deniedUnderEveryName(policy.read, workspace),
    warnings
  );
  for (const w of warnings) printErr(`nightshift: warning: ${w}
`);
  const mode = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(", ")}`);
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
