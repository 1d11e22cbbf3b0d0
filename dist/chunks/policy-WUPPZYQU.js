#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  createShellAnalyzer,
  decide,
  deniedInHistory
} from "./chunk-W4Z5EW7E.js";
import "./chunk-KBLSB3J6.js";
import {
  compileCustomTools
} from "./chunk-SACY4VUG.js";
import {
  KNOWN_TOOLS,
  TOOL_ALIASES,
  loadPolicy,
  toolAccess
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
  printJson,
  printOut
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-Y2WZQKMK.js";
import {
  didYouMean
} from "./chunk-4AUMA5UF.js";
import {
  protectedPaths
} from "./chunk-XDYYYN56.js";
import "./chunk-4CECHPCF.js";
import "./chunk-7VU3KS5D.js";
import {
  deniedUnderAnyName,
  namesBy,
  readDeniedBy,
  walkWorkspace,
  workspaceInRepository
} from "./chunk-Z5JBZUUA.js";
import {
  locateRepo
} from "./chunk-EQHSLL2K.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-4U4YKYOV.js";
import {
  workspaceTopAbove
} from "./chunk-XFDL25EV.js";
import "./chunk-7VANGLES.js";
import {
  realpathDeep,
  resolvePath
} from "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

// src/cli/commands/policy.ts
import path2 from "node:path";

// src/policy/check.ts
import path from "node:path";
function checkPolicy(policy, called, calledArgs, options) {
  const alias = TOOL_ALIASES.get(called);
  const tool = alias ? alias.target : called;
  const args = alias ? alias.args(calledArgs) : calledArgs;
  const workspace = realpathDeep(path.resolve(options.workspace ?? process.cwd()));
  const protectedFiles = protectedPaths(policy);
  const resolve = (p) => resolvePath(workspace, p, protectedFiles);
  const custom = options.customTools?.find((t) => t.name === tool);
  if (custom) {
    const parsed = custom.params.safeParse(args);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => i.message).join("; ");
      return { tool, access: [], decision: "deny", resolved: "deny", rule: "params", reason };
    }
  }
  const known = custom ? { group: custom.group, access: custom.access?.(args) ?? [] } : toolAccess(tool, args);
  if (!known) {
    throw new ConfigError(
      `unknown tool "${tool}"${didYouMean(tool, KNOWN_TOOLS)}; tools: ${KNOWN_TOOLS.join(", ")}, the policy's custom tools, and MCP server tools as mcp--SERVER--TOOL`
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
    names: namesBy(options.links ?? [], options.inRepository),
    ...options.repositoryTop ? { repositoryTop: options.repositoryTop } : {},
    ...options.history ? { history: options.history } : {},
    ...options.mode ? { mode: options.mode } : {}
  });
  return { ...decision, tool, access: resolved };
}
function testPolicy(policy, analyzer, workspace, customTools) {
  const failed = [];
  let passed = 0;
  for (const example of policy.examples) {
    let got;
    try {
      got = checkPolicy(policy, example.tool, example.args, {
        analyzer,
        ...customTools ? { customTools } : {},
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
  const workspace = realpathDeep(path2.resolve(values.workspace ?? process.cwd()));
  const workTree = locateRepo(workspace)?.workTree;
  const inRepository = workspaceInRepository(workspace, workTree);
  const readDenied = readDeniedBy(policy.read, inRepository);
  const { links } = walkWorkspace(workspace, readDenied);
  const result = checkPolicy(policy, values.tool, args, {
    analyzer: await createShellAnalyzer(),
    customTools: await compileCustomTools(policy),
    links,
    repositoryTop: workspaceTopAbove(workspace, workTree),
    inRepository,
    history: await deniedInHistory(workspace, deniedUnderAnyName(readDenied, links)),
    workspace,
    ...values.mode ? { mode: values.mode } : {}
  });
  printJson(`${JSON.stringify(result, null, 2)}
`);
  return 0;
}
async function policyTestCommand(argv) {
  const { positionals } = parse(argv, COMMANDS["policy test"]);
  const policy = loadPolicy(positionals[0] ?? "", process.cwd());
  const { passed, failed } = testPolicy(
    policy,
    await createShellAnalyzer(),
    void 0,
    await compileCustomTools(policy)
  );
  for (const f of failed) {
    const why = "got" in f ? `got ${f.got.decision} (${f.got.rule}: ${f.got.reason})` : `cannot be decided: ${f.error}`;
    printErr(
      `FAIL ${f.example.tool} ${JSON.stringify(f.example.args)}: expected ${f.example.expect}, ${why}
`
    );
  }
  printOut(`${policy.source}: ${passed} passed, ${failed.length} failed
`);
  return failed.length === 0 && passed > 0 ? 0 : 1;
}
export {
  policyCheckCommand,
  policyTestCommand
};
