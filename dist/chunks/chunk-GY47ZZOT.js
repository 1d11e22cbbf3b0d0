#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  isValidBranchName
} from "./chunk-M5EDDKSB.js";
import {
  compileJsonSchema
} from "./chunk-SACY4VUG.js";
import {
  chooseApiKey
} from "./chunk-V4Z5PZCA.js";
import {
  didYouMean
} from "./chunk-4AUMA5UF.js";
import {
  unsetVariables
} from "./chunk-542WOS6B.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/config/output-schema.ts
async function compileOutputSchema(schema, at) {
  const check = await compileJsonSchema(schema, ["output", "schema"], at);
  return (value) => {
    if (value === void 0) return "result_json is required: the task declares an output schema";
    return check(value)?.map((e) => `result_json${e.pointer}: ${e.message}`).join("\n");
  };
}

// src/run/preflight.ts
import { accessSync, constants, statSync } from "node:fs";
import path2 from "node:path";

// src/tools/codebase-search/endpoint.ts
import { lstatSync, mkdirSync, realpathSync, unlinkSync } from "node:fs";
import path from "node:path";
var OPENAI_URL = "https://api.openai.com/v1";
function searchSettings(config, workspace, env) {
  const cacheDir = path.resolve(workspace, config.cache_dir);
  if (!path.relative(cacheDir, workspace).startsWith(".."))
    throw new ConfigError(`search.cache_dir ${config.cache_dir} is the workspace or holds it`);
  if (path.relative(workspace, cacheDir).split(path.sep)[0] === ".git")
    throw new ConfigError(`search.cache_dir ${config.cache_dir} is inside .git`);
  const e = config.embeddings;
  if (!e) return { cacheDir };
  const baseUrl = e.base_url ?? OPENAI_URL;
  const { key, keyVar } = chooseApiKey(
    {
      provider: new URL(baseUrl).hostname === "api.openai.com" ? "openai" : "openai-compatible",
      url: baseUrl,
      urlFromEnv: false,
      apiKeyEnv: e.api_key_env,
      field: "search.embeddings"
    },
    env
  );
  return { cacheDir, embeddings: { baseUrl, model: e.model, apiKey: key, keyVar } };
}
function makeCacheDir(cacheDir, workspace) {
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  const rel = path.relative(workspace, cacheDir);
  const inWorkspace = rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
  if (inWorkspace && lstatSync(cacheDir, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(cacheDir);
  mkdirSync(cacheDir, { recursive: true });
  return realpathSync(cacheDir);
}

// src/run/preflight.ts
var BRANCH_PLACEHOLDERS = ["slug", "run_id", "issue", "date"];
var TITLE_PLACEHOLDERS = ["title"];
var SAMPLE_VALUES = {
  slug: "fix-the-bug",
  run_id: "20261123-010203-a1b2c3",
  issue: "12",
  date: "2026-11-23"
};
function templateProblems(branchTemplate, titleTemplate, issueRun) {
  const problems = [];
  const check = (field, template, known) => {
    for (const [whole, name = ""] of template.matchAll(/\{(\w+)\}/g)) {
      if (!known.includes(name)) {
        problems.push({
          at: ["pr", field],
          message: `unknown placeholder ${whole} in "${template}"${didYouMean(name, known)}; known: ${known.map((k) => `{${k}}`).join(", ")}`,
          severity: "error"
        });
      } else if (name === "issue" && issueRun !== true) {
        problems.push({
          at: ["pr", field],
          message: `{issue} has a value only in runs started from an issue (the action's issue and comment triggers)${issueRun === false ? "; this run has none" : ""}`,
          severity: issueRun === false ? "error" : "warning"
        });
      }
    }
  };
  check("branch", branchTemplate, BRANCH_PLACEHOLDERS);
  check("title", titleTemplate, TITLE_PLACEHOLDERS);
  if (problems.length === 0) {
    const sample = branchTemplate.replace(/\{(\w+)\}/g, (_, name) => SAMPLE_VALUES[name] ?? "x");
    if (!isValidBranchName(sample))
      problems.push({
        at: ["pr", "branch"],
        message: `"${branchTemplate}" does not make a git branch name (e.g. "${sample}"): no spaces or ~ ^ : ? * [ \\, no "..", "//" or "@{", no part starting with "." or ending in ".lock" or "."`,
        severity: "error"
      });
  }
  return problems;
}
function mcpProblems(servers, workspace, env) {
  const problems = [];
  for (const [name, server] of Object.entries(servers)) {
    const fail = (at, message) => problems.push({ at: ["mcp_servers", name, ...at], message, severity: "error" });
    const expanded = "url" in server ? Object.entries(server.headers ?? {}).map(([k, v]) => [["headers", k], v]) : [
      ...server.args.map((a, i) => [["args", i], a]),
      ...Object.entries(server.env ?? {}).map(([k, v]) => [["env", k], v])
    ];
    for (const [at, text] of expanded)
      for (const variable of unsetVariables(text, env))
        fail(at, `environment variable ${variable} is not set`);
    if ("command" in server) {
      const cwd = path2.resolve(workspace, server.cwd ?? ".");
      const missing = missingProgram(server.command, cwd, env.PATH ?? "");
      if (missing) fail(["command"], missing);
    }
  }
  return problems;
}
function missingProgram(command, cwd, pathVar) {
  if (command.includes("/")) {
    const file = path2.resolve(cwd, command);
    return isExecutable(file) ? void 0 : `${file} is not an executable file`;
  }
  const dirs = pathVar.split(path2.delimiter).filter(Boolean);
  return dirs.some((dir) => isExecutable(path2.join(dir, command))) ? void 0 : `"${command}" is not found on PATH`;
}
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
async function checkModel(model, env, maxCostUsd) {
  if (model.provider === "script") return {};
  const { createProvider } = await import("./create-provider-UFUCXB5L.js");
  try {
    return {
      provider: createProvider(model, env, { maxCostUsd, ...baseUrlFromEnv(model.provider, env) })
    };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return { problem: { at: ["model"], message: err.message, severity: "error" } };
  }
}
function baseUrlFromEnv(provider, env) {
  const url = provider === "anthropic" ? env.ANTHROPIC_BASE_URL : env.OPENAI_BASE_URL;
  return url ? { baseUrl: url } : {};
}
function searchProblems(search, workspace, env) {
  try {
    searchSettings(search, workspace, env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return [{ at: ["search", "embeddings"], message: err.message, severity: "error" }];
  }
}
async function preflight(input, options = {}) {
  const problems = [
    ...templateProblems(input.branchTemplate, input.task.pr.title, input.issueRun),
    ...mcpProblems(input.task.mcp_servers, input.workspace, input.env),
    ...searchProblems(input.task.search, input.workspace, input.env)
  ];
  if (options.skipModel) return { problems };
  const model = await checkModel(input.model, input.env, input.maxCostUsd);
  if (model.problem) problems.push(model.problem);
  return { problems, ...model.provider ? { provider: model.provider } : {} };
}

export {
  compileOutputSchema,
  searchSettings,
  makeCacheDir,
  preflight
};
