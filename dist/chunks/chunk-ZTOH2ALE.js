#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  loadTask,
  resolveModes,
  scriptSchema,
  taskSchema
} from "./chunk-ZWR743Z6.js";
import {
  didYouMean,
  loadPolicy,
  loadYamlFile,
  policyFileSchema,
  readConfigText,
  require_dist
} from "./chunk-ZX75DGH4.js";
import {
  auditEventSchema
} from "./chunk-23QNIAOZ.js";
import {
  external_exports
} from "./chunk-YVBZ4GNX.js";
import {
  ConfigError
} from "./chunk-3N45ONPJ.js";
import {
  __toESM
} from "./chunk-HJYZYNET.js";

// src/config/validate-files.ts
var import_yaml = __toESM(require_dist(), 1);
import path from "node:path";
function validateFiles(files) {
  return files.map((file) => {
    let kind = "policy";
    try {
      const text = readConfigText(file);
      kind = detectKind(text);
      const problems = kind === "task" ? checkTask(file) : kind === "policy" ? checkPolicy(file) : checkScript(file);
      return { file, kind, ok: problems.length === 0, problems };
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      return { file, kind, ok: false, problems: problemsOf(err, file) };
    }
  });
}
function problemsOf(err, file) {
  if (err.problems.length > 0) return err.problems;
  return [{ file, line: 1, col: 1, message: err.message.replace(`${file}: `, "") }];
}
function checkScript(file) {
  loadYamlFile(file, scriptSchema);
  return [];
}
function checkPolicy(file) {
  const abs = path.resolve(file);
  loadPolicy(abs, path.dirname(abs));
  return [];
}
function checkTask(file) {
  const loaded = loadTask(file);
  const { task, taskDir, workspace } = loaded;
  const problems = [];
  try {
    loadPolicy(task.policy, taskDir);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems.length > 0 ? err.problems : [loaded.at(["policy"], err.message)]);
  }
  try {
    const modes = [...resolveModes(task.modes, workspace).keys()];
    if (!modes.includes(task.mode)) {
      const hint = didYouMean(task.mode, modes);
      problems.push(loaded.at(["mode"], `unknown mode "${task.mode}"${hint}; modes: ${modes.join(", ")}`));
    }
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...problemsOf(err, path.join(workspace, ".roomodes")));
  }
  return problems;
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
  "mcp_servers"
];
function detectKind(text) {
  const contents = (0, import_yaml.parseDocument)(text).contents;
  if ((0, import_yaml.isSeq)(contents)) return "script";
  if ((0, import_yaml.isMap)(contents) && TASK_ONLY_KEYS.some((key) => contents.has(key))) return "task";
  return "policy";
}
var SCHEMAS = {
  task: { schema: taskSchema, title: "nightshift task file" },
  policy: { schema: policyFileSchema, title: "nightshift policy file" },
  script: { schema: scriptSchema, title: "nightshift script (one item per assistant turn)" },
  audit: { schema: auditEventSchema, title: "nightshift audit log event (one JSONL line)" }
};
var SCHEMA_KINDS = Object.keys(SCHEMAS);
function schemaFor(kind) {
  const { schema, title } = SCHEMAS[kind];
  const { $schema, ...rest } = external_exports.toJSONSchema(schema, { io: "input" });
  return { $schema, title, ...rest };
}
var schemaText = (kind) => `${JSON.stringify(schemaFor(kind), null, 2)}
`;

export {
  validateFiles,
  SCHEMA_KINDS,
  schemaText
};
