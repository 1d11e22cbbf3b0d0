#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  createShellAnalyzer,
  decide,
  protectedPaths
} from "./chunk-WGN6TXSQ.js";
import {
  patchPaths,
  realpathDeep,
  resolvePath
} from "./chunk-V4TIBAEM.js";
import {
  loadPolicy
} from "./chunk-Q2Z6EXWN.js";
import {
  parse
} from "./chunk-GNJTM6DL.js";
import {
  COMMANDS
} from "./chunk-XBJKIBHX.js";
import {
  didYouMean
} from "./chunk-JNYTPRBD.js";
import {
  UsageError
} from "./chunk-M67AMJ3F.js";
import "./chunk-5TVOPK5L.js";
import "./chunk-HFNBEMOG.js";
import "./chunk-C2JGC3WT.js";
import {
  ConfigError
} from "./chunk-BEG4EGGX.js";
import "./chunk-I4FOMXLX.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-WD3ZEOBE.js";

// src/cli/commands/policy.ts
init_define_NIGHTSHIFT_NODE_FLAGS();

// src/policy/check.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import path from "node:path";

// src/policy/tool-access.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
var READ_TOOLS = /* @__PURE__ */ new Set(["read_file", "list_files", "search_files", "list_code_definition_names"]);
var EDIT_TOOLS = /* @__PURE__ */ new Set(["write_to_file", "apply_diff", "edit", "insert_content", "search_and_replace"]);
var ALWAYS_TOOLS = /* @__PURE__ */ new Set([
  "attempt_completion",
  "ask_followup_question",
  "switch_mode",
  "new_task",
  "update_todo_list",
  "run_slash_command"
]);
var KNOWN_TOOLS = [
  ...READ_TOOLS,
  "read_command_output",
  "fetch_instructions",
  ...EDIT_TOOLS,
  "apply_patch",
  "execute_command",
  "use_mcp_tool",
  "access_mcp_resource",
  ...ALWAYS_TOOLS
];
function toolAccess(tool, args) {
  const str = (key) => typeof args[key] === "string" ? args[key] : void 0;
  if (tool === "read_command_output" || tool === "fetch_instructions") return { group: "read", access: [] };
  if (READ_TOOLS.has(tool)) return { group: "read", access: [{ kind: "read", path: str("path") ?? "." }] };
  if (EDIT_TOOLS.has(tool)) return { group: "edit", access: [{ kind: "edit", path: str("path") ?? "" }] };
  if (tool === "apply_patch") {
    const paths = patchPaths(str("input") ?? "");
    return {
      group: "edit",
      access: paths instanceof Error ? [] : paths.map((path2) => ({ kind: "edit", path: path2 }))
    };
  }
  if (tool === "execute_command") {
    const cwd = str("cwd");
    return {
      group: "command",
      access: [{ kind: "command", command: str("command") ?? "", ...cwd ? { cwd } : {} }]
    };
  }
  if (tool === "use_mcp_tool")
    return {
      group: "mcp",
      access: [{ kind: "mcp", server: str("server_name") ?? "", tool: str("tool_name") ?? "" }]
    };
  if (tool === "access_mcp_resource") {
    return {
      group: "mcp",
      access: [{ kind: "mcp", server: str("server_name") ?? "", tool: `resource:${str("uri") ?? ""}` }]
    };
  }
  const mcp = /^mcp--(.+?)--(.+)$/.exec(tool);
  if (mcp) return { group: "mcp", access: [{ kind: "mcp", server: mcp[1] ?? "", tool: mcp[2] ?? "" }] };
  if (ALWAYS_TOOLS.has(tool)) return { group: "always", access: [] };
  return void 0;
}

// src/policy/check.ts
function checkPolicy(policy, tool, args, options) {
  const workspace = realpathDeep(path.resolve(options.workspace ?? process.cwd()));
  const protectedFiles = protectedPaths(policy);
  const resolve = (p) => resolvePath(workspace, p, protectedFiles);
  const known = toolAccess(tool, args);
  if (!known) {
    throw new ConfigError(
      `unknown tool "${tool}"${didYouMean(tool, KNOWN_TOOLS)}; tools: ${KNOWN_TOOLS.join(", ")}, and MCP server tools as mcp--SERVER--TOOL`
    );
  }
  const { group, access } = known;
  let resolved;
  try {
    resolved = access.map((a) => a.kind === "read" || a.kind === "edit" ? { ...a, ...resolve(a.path) } : a);
  } catch (err) {
    return {
      tool,
      access: [],
      decision: "deny",
      resolved: "deny",
      rule: "invariant:bad-path",
      reason: err.message
    };
  }
  const decision = decide({ tool, group, args, access: resolved }, policy, {
    workspace,
    analyzer: options.analyzer,
    resolve,
    ...options.mode ? { mode: options.mode } : {}
  });
  return { ...decision, tool, access: resolved };
}
function testPolicy(policy, analyzer, workspace) {
  const failed = [];
  let passed = 0;
  for (const example of policy.examples) {
    let got;
    try {
      got = checkPolicy(policy, example.tool, example.args, {
        analyzer,
        ...workspace ? { workspace } : {},
        ...example.mode ? { mode: example.mode } : {}
      });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      failed.push({ example, error: err.message });
      continue;
    }
    if (got.decision === example.expect) passed++;
    else failed.push({ example, got });
  }
  return { passed, failed };
}

// src/cli/commands/policy.ts
async function policyCheckCommand(argv) {
  const { values } = parse(argv, COMMANDS["policy check"]);
  if (!values.tool) throw new UsageError("policy check: --tool is required");
  let args;
  try {
    args = JSON.parse(values.args);
  } catch (err) {
    throw new UsageError(`policy check: --args is not JSON: ${err.message}`);
  }
  if (!args || typeof args !== "object" || Array.isArray(args))
    throw new UsageError("policy check: --args must be a JSON object");
  const policy = loadPolicy(values.policy, process.cwd());
  const result = checkPolicy(policy, values.tool, args, {
    analyzer: await createShellAnalyzer(),
    ...values.workspace ? { workspace: values.workspace } : {},
    ...values.mode ? { mode: values.mode } : {}
  });
  process.stdout.write(`${JSON.stringify(result, null, 2)}
`);
  return 0;
}
async function policyTestCommand(argv) {
  const { positionals } = parse(argv, COMMANDS["policy test"]);
  const policy = loadPolicy(positionals[0] ?? "", process.cwd());
  const { passed, failed } = testPolicy(policy, await createShellAnalyzer());
  for (const f of failed) {
    const why = "got" in f ? `got ${f.got.decision} (${f.got.rule}: ${f.got.reason})` : `cannot be decided: ${f.error}`;
    process.stderr.write(
      `FAIL ${f.example.tool} ${JSON.stringify(f.example.args)}: expected ${f.example.expect}, ${why}
`
    );
  }
  process.stdout.write(`${policy.source}: ${passed} passed, ${failed.length} failed
`);
  return failed.length === 0 && passed > 0 ? 0 : 1;
}
export {
  policyCheckCommand,
  policyTestCommand
};
