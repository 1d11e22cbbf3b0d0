#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  parseYaml,
  policyFileSchema,
  readConfigText
} from "./chunk-OZ2VX4LY.js";
import {
  ConfigError
} from "./chunk-3N45ONPJ.js";

// src/policy/load-policy.ts
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path2 from "node:path";

// src/policy/limits.ts
var DEFAULT_LIMITS = {
  max_turns: 50,
  max_tool_calls: 300,
  max_cost_usd: 5,
  max_input_tokens: 3e6,
  max_output_tokens: 5e5,
  timeout: 30 * 6e4,
  command_timeout: 10 * 6e4,
  consecutive_mistakes: 5,
  identical_calls: 3
};
var DURATIONS = /* @__PURE__ */ new Set(["timeout", "command_timeout"]);
function effectiveLimits(policyLimits, tighteners, warnings) {
  const limits = { ...policyLimits };
  for (const tightener of tighteners) {
    for (const key of Object.keys(limits)) {
      const value = tightener[key];
      if (value === void 0) continue;
      if (value <= limits[key]) limits[key] = value;
      else
        warnings.push(
          `limits.${key} ${show(key, value)} is looser than the policy's ${show(key, limits[key])}: ignored (a task can only tighten limits)`
        );
    }
  }
  return limits;
}
var show = (key, value) => DURATIONS.has(key) ? `${value / 1e3}s` : String(value);

// src/policy/locate.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var here = path.dirname(fileURLToPath(import.meta.url));
function locateAsset(relative, packageSpecifier) {
  for (const up of [".", "..", "../.."]) {
    const candidate = path.resolve(here, up, relative);
    if (existsSync(candidate)) return candidate;
  }
  if (packageSpecifier) {
    try {
      return createRequire(import.meta.url).resolve(packageSpecifier);
    } catch {
      return void 0;
    }
  }
  return void 0;
}

// src/policy/load-policy.ts
var DEFAULT_FOLLOWUP_ANSWER = "No human is available. State your assumption and continue.";
var BUILTIN = /^builtin:([a-z][a-z0-9-]*)$/;
var MAX_CHAIN = 16;
function loadPolicy(ref, baseDir) {
  const chain = [];
  let next = { ref, baseDir };
  while (next) {
    const loaded = loadOne(next.ref, next.baseDir);
    const seen = chain.findIndex((c) => c.id === loaded.id);
    if (seen >= 0 || chain.length >= MAX_CHAIN) {
      const cycle = [...chain.slice(Math.max(seen, 0)), loaded].map((c) => c.id).join(" -> ");
      throw new ConfigError(`policy ${ref}: extends forms a cycle or is too deep: ${cycle}`);
    }
    chain.push(loaded);
    next = loaded.file.extends ? { ref: loaded.file.extends, baseDir: loaded.path ? path2.dirname(loaded.path) : baseDir } : void 0;
  }
  const top = chain[0];
  const policy = layer(chain.map((c) => c.file).reverse());
  policy.source = ref;
  policy.sha256 = sha256(top.text);
  if (top.path) policy.path = top.path;
  policy.files = chain.flatMap((c) => c.path ? [{ path: c.path, sha256: sha256(c.text) }] : []);
  policy.examples = top.file.examples ?? [];
  return policy;
}
function loadOne(ref, baseDir) {
  const builtin = BUILTIN.exec(ref);
  if (builtin) {
    const found = locateAsset(`policies/${builtin[1] ?? ""}.yaml`);
    if (!found)
      throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(", ")}`);
    const text2 = readConfigText(found);
    return { id: ref, text: text2, file: parseYaml(text2, ref, policyFileSchema) };
  }
  if (ref.startsWith("builtin:"))
    throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(", ")}`);
  const file = path2.resolve(baseDir, ref);
  const text = readConfigText(file);
  return { id: file, text, file: parseYaml(text, file, policyFileSchema), path: file };
}
function builtinNames() {
  const dir = locateAsset("policies/standard.yaml");
  if (!dir) return [];
  return readdirSync(path2.dirname(dir)).filter((f) => f.endsWith(".yaml")).map((f) => `builtin:${f.slice(0, -5)}`);
}
function layer(files) {
  const list = (pick, fallback = []) => {
    const lists = files.map(pick).filter((l) => l !== void 0);
    return lists.length > 0 ? lists.flat() : fallback;
  };
  const last = (pick, fallback) => files.reduce((value, f) => pick(f) ?? value, fallback);
  const servers = {};
  for (const f of files) {
    for (const [name, rules] of Object.entries(f.mcp?.servers ?? {})) {
      const current = servers[name] ?? { allow: [], deny: [] };
      servers[name] = {
        allow: [...current.allow, ...rules.allow ?? []],
        deny: [...current.deny, ...rules.deny ?? []]
      };
    }
  }
  const limits = files.reduce((acc, f) => ({ ...acc, ...definedOnly(f.limits ?? {}) }), DEFAULT_LIMITS);
  return {
    source: "",
    sha256: "",
    files: [],
    onAsk: last((f) => f.on_ask, "deny"),
    read: { allow: list((f) => f.read?.allow, ["**"]), deny: list((f) => f.read?.deny) },
    edit: { allow: list((f) => f.edit?.allow), deny: list((f) => f.edit?.deny) },
    command: {
      default: last((f) => f.command?.default, "deny"),
      allow: list((f) => f.command?.allow),
      deny: list((f) => f.command?.deny)
    },
    mcp: { default: last((f) => f.mcp?.default, "deny"), servers },
    tools: Object.assign({}, ...files.map((f) => f.tools ?? {})),
    followup: { answer: last((f) => f.followup?.answer, DEFAULT_FOLLOWUP_ANSWER) },
    envKeep: list((f) => f.env?.keep),
    limits,
    pr: {
      maxFiles: last((f) => f.pr?.max_files, 50),
      maxChangedLines: last((f) => f.pr?.max_changed_lines, 3e3),
      requireChecks: last((f) => f.pr?.require_checks, [])
    },
    examples: []
  };
}
function definedOnly(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
var sha256 = (text) => createHash("sha256").update(text).digest("hex");

export {
  locateAsset,
  effectiveLimits,
  loadPolicy
};
