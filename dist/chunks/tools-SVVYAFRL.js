#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  BUILTIN_TOOLS,
  builtinToolsFor,
  connectMcpTools,
  createSandbox,
  deniedOutright,
  offeredInMode,
  toolDefinition
} from "./chunk-S2WNOHHO.js";
import "./chunk-HCVKOCE5.js";
import {
  resolveModes,
  toolAllowedInMode
} from "./chunk-EQOJ6PGG.js";
import {
  loadTask
} from "./chunk-P25D7F5B.js";
import {
  compileCustomTools
} from "./chunk-JSCRHJP3.js";
import {
  loadPolicy
} from "./chunk-F2Y5ZGLF.js";
import {
  parse
} from "./chunk-7CBKYD3H.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import {
  UsageError
} from "./chunk-S7J3P3IG.js";
import {
  printErr,
  printJson
} from "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import {
  toAnthropicParams,
  toOpenAIParams
} from "./chunk-LM6ZOROY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-C3KA3TME.js";
import "./chunk-VPODV2RX.js";
import "./chunk-3VZGWFL7.js";
import "./chunk-NBONIBK7.js";
import {
  deniedBy
} from "./chunk-JQ4CFH4Y.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-U4ION7FQ.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import {
  ConfigError
} from "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-PJ6YGWEC.js";
import "./chunk-PECN4L3V.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-ALGRZB3K.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-MOQP6MEU.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";

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
  const modes = resolveModes(
    loaded?.task.modes ?? [],
    loaded?.workspace ?? process.cwd(),
    deniedBy(policy.read),
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
