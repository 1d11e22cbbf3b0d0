#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  customToolsSchema,
  limitsSchema
} from "./chunk-N66UGSNJ.js";
import {
  modeListSchema
} from "./chunk-WIXPSQ35.js";
import {
  loadDataFile,
  loadYamlFileLocated
} from "./chunk-Y2WZQKMK.js";
import {
  SERVER_NAME_CHARS,
  serverNameProblems
} from "./chunk-6EIXFA5E.js";
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  ConfigError,
  problemsError
} from "./chunk-AS67HEB5.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-M7DO6ZCZ.js";

// src/config/script.ts
var scriptToolCallSchema = strictObject({
  id: string().optional(),
  name: string(),
  args: unknown().optional(),
  /** Raw argument text sent as-is, to reproduce a model that emits broken JSON. */
  args_json: string().optional()
});
var scriptTurnSchema = strictObject({
  text: string().optional(),
  tool_calls: array(scriptToolCallSchema).optional(),
  usage: strictObject({
    input: number().int().nonnegative().optional(),
    output: number().int().nonnegative().optional(),
    cache_read: number().int().nonnegative().optional(),
    cache_write: number().int().nonnegative().optional()
  }).optional()
});
var scriptSchema = array(scriptTurnSchema);

// src/config/task.ts
var priceSchema = strictObject({
  input: number().nonnegative(),
  output: number().nonnegative(),
  cache_read: number().nonnegative().optional(),
  cache_write: number().nonnegative().optional()
});
var apiKeyEnvSchema = string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an environment variable name (letters, digits, _)").refine(looksLikeSecretName, {
  message: "a name nightshift treats as a secret (e.g. ending in _API_KEY, _KEY or _TOKEN), so commands never see the key and logs redact it"
});
var modelSchema = strictObject({
  provider: _enum(["anthropic", "openai", "openai-compatible", "script"]),
  name: string().optional(),
  base_url: string().nullable().optional(),
  /**
   * The environment variable holding the key for `base_url`: the vendor's own variable
   * (ANTHROPIC_API_KEY, OPENAI_API_KEY) is sent only to the vendor's host. A secret-looking name,
   * so that commands never see it and the audit log redacts it.
   */
  api_key_env: apiKeyEnvSchema.optional(),
  max_output_tokens: number().int().positive().default(8192),
  price: priceSchema.nullable().optional(),
  /** Seconds a streamed response may send nothing (keep-alive pings do not count) before it is retried; default 60. */
  stream_idle_timeout: number().positive().optional(),
  /** For the script provider: a path (relative to the task file) or the turns inline. */
  script: union([string(), scriptSchema]).optional()
});
var envMap = record(string(), string());
var mcpServerSchema = union([
  strictObject({
    command: string(),
    args: array(string()).default([]),
    env: envMap.optional(),
    cwd: string().optional(),
    timeout: number().positive().optional()
  }),
  strictObject({
    url: string().url(),
    headers: envMap.optional(),
    timeout: number().positive().optional()
  })
]);
var mcpServerNameSchema = string().regex(SERVER_NAME_CHARS, "server names use letters, digits, _ and -").superRefine((name, ctx) => {
  for (const message of serverNameProblems(name)) ctx.addIssue({ code: "custom", message, input: name });
});
var COMMAND_NAME = /^[a-z0-9][a-z0-9_-]*$/;
var commandSchema = strictObject({
  description: string().min(1).optional(),
  argument_hint: string().min(1).optional(),
  /** The template; `$ARGUMENTS` becomes the arguments the model passes. */
  prompt: string().trim().min(1)
});
var searchSchema = strictObject({
  embeddings: strictObject({
    /** The endpoint's base URL with /v1; default OpenAI's. */
    base_url: string().url().optional(),
    model: string().min(1),
    /** As model.api_key_env: the variable holding the key for base_url. */
    api_key_env: apiKeyEnvSchema.optional()
  }).optional(),
  /** Where embeddings are cached between runs, relative to the workspace. */
  cache_dir: string().min(1).default(".nightshift/cache")
});
var telemetrySchema = strictObject({
  enabled: boolean().default(true),
  /** Base URL: `/v1/traces` and `/v1/metrics` are appended (default http://localhost:4318). */
  endpoint: string().min(1).optional(),
  traces_endpoint: string().min(1).optional(),
  metrics_endpoint: string().min(1).optional(),
  headers: envMap.optional(),
  service_name: string().min(1).optional(),
  resource_attributes: record(string().min(1), string()).optional(),
  /** Export prompts, responses, tool arguments and outputs (redacted); default false. */
  include_content: boolean().optional(),
  traces: boolean().default(true),
  metrics: boolean().default(true)
});
var commitSigningSchema = _enum(["none", "github", "ssh"]);
var identitySchema = strictObject({ name: string().min(1), email: string().min(1) });
var prSchema = strictObject({
  enabled: boolean().default(true),
  branch: string().default("nightshift/{slug}"),
  base: string().nullable().default(null),
  title: string().default("{title}"),
  labels: array(string()).default(["nightshift"]),
  assignees: array(string()).default([]),
  reviewers: array(string()).default([]),
  draft: union([boolean(), literal("auto")]).default("auto"),
  author: identitySchema.optional(),
  /** The commit's committer; the author when unset. */
  committer: identitySchema.optional(),
  /**
   * `github`: the commit is made through GitHub's API, which signs it (verified); `ssh`: signed
   * with the key in NIGHTSHIFT_COMMIT_SIGNING_KEY (the action's `commit-signing-key`).
   */
  commit_signing: commitSigningSchema.default("none"),
  /** Refuse to start (exit 2) when the workspace has uncommitted or untracked files. */
  require_clean_tree: boolean().default(false)
});
var taskSchema = strictObject({
  version: literal(1),
  title: string().min(1),
  prompt: string().min(1),
  mode: string().default("code"),
  /** Relative to the task file; unset: the root of the repository holding the task file. */
  workspace: string().optional(),
  model: modelSchema.default({ provider: "script", max_output_tokens: 8192 }),
  policy: string().default("builtin:standard"),
  limits: limitsSchema.default({}),
  modes: modeListSchema.default([]),
  instructions: array(string()).default([]),
  mcp_servers: record(mcpServerNameSchema, mcpServerSchema).default({}),
  commands: record(
    string().regex(COMMAND_NAME, "command names use lower-case letters, digits, _ and -"),
    commandSchema
  ).default({}),
  /** Tools the model calls that run a command template (see docs/tools.md); the policy decides each run. */
  custom_tools: customToolsSchema.default({}),
  pr: prSchema.default(prSchema.parse({})),
  apply_diff: strictObject({
    /** Similarity (0\u20131) a fuzzy SEARCH match needs; exact and whitespace-tolerant matches come first. */
    fuzzy_threshold: number().min(0.5).max(1).default(0.9)
  }).default({ fuzzy_threshold: 0.9 }),
  search: searchSchema.default({ cache_dir: ".nightshift/cache" }),
  telemetry: telemetrySchema.optional(),
  /** A structured result: attempt_completion must carry a `result_json` valid against `schema`. */
  output: strictObject({
    schema: record(string(), unknown()).describe("JSON Schema (draft 2020-12) of result_json")
  }).optional()
});
var buildConfigOnly = () => taskSchema.extend({
  title: string().min(1).optional(),
  prompt: string().min(1).optional()
});
var configOnly;
var configOnlyTaskSchema = () => configOnly ??= buildConfigOnly();

// src/config/load-task.ts
import { existsSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
function loadTask(file, options = {}) {
  const taskFile = path.resolve(file);
  const taskDir = path.dirname(taskFile);
  const located = options.supplied ? loadYamlFileLocated(taskFile, configOnlyTaskSchema()) : loadYamlFileLocated(taskFile, taskSchema);
  const task = options.supplied ? { ...located.value, ...options.supplied } : located.value;
  const workspace = options.workspace !== void 0 ? overrideWorkspace(options.workspace) : resolveWorkspace(located, taskDir);
  const loaded = { task, taskFile, taskDir, workspace, at: located.at };
  const script = task.model.script;
  if (typeof script === "string") {
    const scriptFile = path.resolve(taskDir, script);
    loaded.scriptFile = scriptFile;
    loaded.scriptTurns = loadScript(script, scriptFile, located);
  } else if (script !== void 0) {
    loaded.scriptTurns = script;
  }
  return loaded;
}
function overrideWorkspace(given) {
  const dir = path.resolve(given);
  if (!isDirectory(dir)) throw new ConfigError(`--workspace: ${dir} is not an existing directory`);
  return realpathSync(dir);
}
var isDirectory = (dir) => {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
};
function resolveWorkspace(located, taskDir) {
  const given = located.value.workspace;
  if (given === void 0) return realpathSync(repositoryRoot(taskDir) ?? taskDir);
  const dir = path.resolve(taskDir, given);
  let isDir;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    throw problemsError([
      located.at(
        ["workspace"],
        `directory "${given}" (${dir}) does not exist; the path is relative to the task file`
      )
    ]);
  }
  if (!isDir)
    throw problemsError([located.at(["workspace"], `"${given}" (${dir}) is a file, expected a directory`)]);
  return realpathSync(dir);
}
function loadScript(given, scriptFile, located) {
  try {
    return loadDataFile(scriptFile, scriptSchema);
  } catch (err) {
    if (err instanceof ConfigError && err.problems.length === 0) {
      throw problemsError([
        located.at(
          ["model", "script"],
          `script "${given}" (${scriptFile}): ${err.message.replace(`${scriptFile}: `, "")}; the path is relative to the task file`
        )
      ]);
    }
    throw err;
  }
}
function repositoryRoot(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, ".git"))) return at;
    if (path.dirname(at) === at) return void 0;
  }
}

export {
  scriptSchema,
  modelSchema,
  COMMAND_NAME,
  commitSigningSchema,
  taskSchema,
  loadTask
};
