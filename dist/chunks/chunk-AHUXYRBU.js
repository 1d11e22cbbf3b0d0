#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedUnderEveryName
} from "./chunk-M6NGUYKE.js";
import {
  compileOutputSchema,
  preflight
} from "./chunk-GY47ZZOT.js";
import {
  resolveModes
} from "./chunk-USW46DVU.js";
import {
  loadTask,
  scriptSchema,
  taskSchema
} from "./chunk-3ETNIO7P.js";
import {
  compileCustomTools
} from "./chunk-SACY4VUG.js";
import {
  loadPolicy,
  policyFileSchema
} from "./chunk-N66UGSNJ.js";
import {
  auditEventSchema
} from "./chunk-S5ZHZVOS.js";
import {
  isMap,
  isSeq,
  loadDataFile,
  parseDocument,
  readConfigText
} from "./chunk-Y2WZQKMK.js";
import {
  didYouMean
} from "./chunk-4AUMA5UF.js";
import {
  DEFAULT_LIMITS,
  effectiveLimits
} from "./chunk-6EIXFA5E.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import {
  toJSONSchema
} from "./chunk-M7DO6ZCZ.js";

// src/config/validate-files.ts
import path from "node:path";
async function validateFiles(files, env = process.env) {
  const reports = [];
  for (const file of files) {
    let kind = "policy";
    try {
      const text = readConfigText(file);
      kind = detectKind(text);
      const found = kind === "task" ? await checkTask(file, env) : { problems: kind === "policy" ? await checkPolicy(file) : checkScript(file), warnings: [] };
      const { problems, warnings } = found;
      reports.push({
        file,
        kind,
        ok: problems.length === 0,
        problems,
        ...warnings.length ? { warnings } : {}
      });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      reports.push({ file, kind, ok: false, problems: problemsOf(err, file) });
    }
  }
  return reports;
}
function problemsOf(err, file) {
  if (err.problems.length > 0) return err.problems;
  return [{ file, line: 1, col: 1, message: err.message.replace(`${file}: `, "") }];
}
function checkScript(file) {
  loadDataFile(file, scriptSchema);
  return [];
}
async function checkPolicy(file) {
  const abs = path.resolve(file);
  const policy = loadPolicy(abs, path.dirname(abs));
  await compileCustomTools(policy);
  return [];
}
async function checkTask(file, env) {
  const loaded = loadTask(file);
  const { task, taskDir, workspace } = loaded;
  const problems = [];
  let policy;
  try {
    policy = loadPolicy(task.policy, taskDir);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems.length > 0 ? err.problems : [loaded.at(["policy"], err.message)]);
  }
  try {
    const denied = policy && deniedUnderEveryName(policy.read, workspace);
    const modes = [...resolveModes(task.modes, workspace, denied).keys()];
    if (!modes.includes(task.mode)) {
      const hint = didYouMean(task.mode, modes);
      problems.push(loaded.at(["mode"], `unknown mode "${task.mode}"${hint}; modes: ${modes.join(", ")}`));
    }
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...problemsOf(err, path.join(workspace, ".roomodes")));
  }
  const compiling = [
    ...task.output ? [compileOutputSchema(task.output.schema, loaded.at)] : [],
    ...policy ? [compileCustomTools(policy, { tools: task.custom_tools, at: loaded.at })] : []
  ];
  for (const compiled of await Promise.allSettled(compiling)) {
    if (compiled.status === "fulfilled") continue;
    if (!(compiled.reason instanceof ConfigError)) throw compiled.reason;
    problems.push(...compiled.reason.problems);
  }
  const limits = effectiveLimits(policy?.limits ?? DEFAULT_LIMITS, [task.limits], []);
  const checked = await preflight({
    task,
    model: task.model,
    branchTemplate: task.pr.branch,
    issueRun: void 0,
    // the same file may configure issue-triggered runs
    maxCostUsd: limits.max_cost_usd,
    workspace,
    env
  });
  const at = (severity) => checked.problems.filter((p) => p.severity === severity).map((p) => loaded.at(p.at, p.message));
  return { problems: [...problems, ...at("error")], warnings: at("warning") };
}
var TASK_ONLY_KEYS = [
  "prompt",
  "title",
  "mode",
  "workspace",
  "model",
  "policy",
  "modes",
  "instructions",
  "mcp_servers",
  "output"
];
function detectKind(text) {
  const contents = parseDocument(text).contents;
  if (isSeq(contents)) return "script";
  if (isMap(contents) && TASK_ONLY_KEYS.some((key) => contents.has(key))) return "task";
  return "policy";
}
var SCHEMAS = {
  task: { schema: () => taskSchema, title: "nightshift task file" },
  policy: { schema: () => policyFileSchema, title: "nightshift policy file" },
  script: { schema: () => scriptSchema, title: "nightshift script (one item per assistant turn)" },
  audit: { schema: auditEventSchema, title: "nightshift audit log event (one JSONL line)" }
};
var SCHEMA_KINDS = Object.keys(SCHEMAS);
function schemaFor(kind) {
  const { schema, title } = SCHEMAS[kind];
  const { $schema, ...rest } = toJSONSchema(schema(), { io: "input" });
  return { $schema, title, ...rest };
}
var schemaText = (kind) => `${JSON.stringify(schemaFor(kind), null, 2)}
`;

export {
  validateFiles,
  SCHEMA_KINDS,
  schemaText
};
