import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BROWSER_ALLOW } from '../browser/url-policy.ts';
import { ConfigError, problemsError, type ConfigProblem } from '../config/errors.ts';
import { parseYamlLocated, readConfigText, type Located } from '../config/load-yaml.ts';
import { policyFileSchema, type Policy, type PolicyCustomTool, type PolicyFile } from '../config/policy.ts';
import { globProblem } from './glob-form.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { locateAsset } from './locate.ts';

export { effectiveLimits } from './limits.ts';

export const DEFAULT_FOLLOWUP_ANSWER = 'No human is available. State your assumption and continue.';
const BUILTIN = /^builtin:([a-z][a-z0-9-]*)$/;
const MAX_CHAIN = 16;

interface LoadedFile {
  id: string;
  text: string;
  file: PolicyFile;
  path?: string;
  /** Its custom tools, each with the position of its name. */
  customTools: Record<string, PolicyCustomTool>;
}

/**
 * Loads a policy by reference (`builtin:NAME` or a path relative to `baseDir`), applies its
 * `extends` chain and fills every default. Throws ConfigError (exit 2) on any problem, with
 * file:line:col for schema errors.
 */
export function loadPolicy(ref: string, baseDir: string): Policy {
  const chain: LoadedFile[] = [];
  let next: { ref: string; baseDir: string } | undefined = { ref, baseDir };
  while (next) {
    const loaded = loadOne(next.ref, next.baseDir);
    const seen = chain.findIndex((c) => c.id === loaded.id);
    if (seen >= 0 || chain.length >= MAX_CHAIN) {
      const cycle = [...chain.slice(Math.max(seen, 0)), loaded].map((c) => c.id).join(' -> ');
      throw new ConfigError(`policy ${ref}: extends forms a cycle or is too deep: ${cycle}`);
    }
    chain.push(loaded);
    next = loaded.file.extends
      ? { ref: loaded.file.extends, baseDir: loaded.path ? path.dirname(loaded.path) : baseDir }
      : undefined;
  }
  const top = chain[0] as LoadedFile;
  const policy = layer(chain.map((c) => c.file).reverse());
  policy.source = ref;
  policy.sha256 = sha256(top.text);
  if (top.path) policy.path = top.path;
  policy.files = chain.flatMap((c) => (c.path ? [{ path: c.path, sha256: sha256(c.text) }] : []));
  policy.examples = top.file.examples ?? [];
  policy.customTools = layerCustomTools(chain);
  return policy;
}

function loadOne(ref: string, baseDir: string): LoadedFile {
  const builtin = BUILTIN.exec(ref);
  if (builtin) {
    const found = locateAsset(`policies/${builtin[1] ?? ''}.yaml`);
    if (!found)
      throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(', ')}`);
    const text = readConfigText(found);
    return { id: ref, text, ...parsePolicyFile(text, ref, prebuilt(found, text)) };
  }
  if (ref.startsWith('builtin:'))
    throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(', ')}`);
  const file = path.resolve(baseDir, ref);
  const text = readConfigText(file);
  return { id: file, text, ...parsePolicyFile(text, file), path: file };
}

/**
 * The bundle's copy of a built-in policy as JSON, which scripts/build.mjs writes beside the YAML
 * (its parsed data and the hash of the text it came from): parsing it costs a fraction of the
 * YAML. Not used when missing (from source) or when the YAML has changed since.
 */
function prebuilt(yamlFile: string, text: string): { data: unknown } | undefined {
  try {
    const copy = JSON.parse(readFileSync(yamlFile.replace(/\.yaml$/, '.json'), 'utf8')) as {
      sha256?: unknown;
      data?: unknown;
    };
    return copy.sha256 === sha256(text) ? { data: copy.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Schema first, then every path glob: one that can never match is an error at its line. */
function parsePolicyFile(
  text: string,
  file: string,
  parsed?: { data: unknown },
): Pick<LoadedFile, 'file' | 'customTools'> {
  const located = parseYamlLocated(text, file, policyFileSchema, parsed);
  const problems = pathGlobProblems(located);
  if (problems.length > 0) throw problemsError(problems);
  const customTools = Object.fromEntries(
    Object.entries(located.value.custom_tools ?? {}).map(([name, tool]) => {
      const { line, col } = located.at(['custom_tools', name], '');
      return [name, { ...tool, declared: { file, line, col } }];
    }),
  );
  return { file: located.value, customTools };
}

/**
 * Every file's custom tools. A name declared twice in the chain is an error at the extending
 * file's declaration: replacing a tool of the policy it extends would change what that policy
 * let commands run under the same name.
 */
function layerCustomTools(chain: readonly LoadedFile[]): Policy['customTools'] {
  const tools: Policy['customTools'] = {};
  for (const loaded of [...chain].reverse()) {
    for (const [name, tool] of Object.entries(loaded.customTools)) {
      const base = tools[name];
      if (base) {
        const { file, line, col } = tool.declared;
        throw problemsError([
          {
            file,
            line,
            col,
            message: `custom_tools.${name}: ${base.declared.file}:${base.declared.line} declares a tool of that name already; an extending policy cannot replace it: pick another name`,
          },
        ]);
      }
      tools[name] = tool;
    }
  }
  return tools;
}

function pathGlobProblems({ value, at }: Located<PolicyFile>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const kind of ['read', 'edit'] as const) {
    for (const list of ['allow', 'deny'] as const) {
      value[kind]?.[list]?.forEach((pattern, i) => {
        const problem = globProblem(pattern);
        if (problem) problems.push(at([kind, list, i], problem));
      });
    }
  }
  return problems;
}

export function builtinNames(): string[] {
  const dir = locateAsset('policies/standard.yaml');
  if (!dir) return [];
  return readdirSync(path.dirname(dir))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `builtin:${f.slice(0, -5)}`);
}

/**
 * Layers policy files, the base first. Lists (allow/deny globs and rules, env.keep, MCP server
 * lists) accumulate, so an extending file adds rules; rule ids index the combined list. Single
 * values (defaults, on_ask, limits, pr, followup, tool overrides) are replaced by the later file.
 * A list no file sets takes its default: reads allowed everywhere, everything else denied.
 */
function layer(files: PolicyFile[]): Policy {
  const list = (pick: (f: PolicyFile) => string[] | undefined, fallback: string[] = []): string[] => {
    const lists = files.map(pick).filter((l): l is string[] => l !== undefined);
    return lists.length > 0 ? lists.flat() : fallback;
  };
  const last = <T>(pick: (f: PolicyFile) => T | undefined, fallback: T): T =>
    files.reduce<T>((value, f) => pick(f) ?? value, fallback);
  const servers: Policy['mcp']['servers'] = {};
  for (const f of files) {
    for (const [name, rules] of Object.entries(f.mcp?.servers ?? {})) {
      const current = servers[name] ?? { allow: [], deny: [] };
      servers[name] = {
        allow: [...current.allow, ...(rules.allow ?? [])],
        deny: [...current.deny, ...(rules.deny ?? [])],
      };
    }
  }
  const limits = files.reduce((acc, f) => ({ ...acc, ...definedOnly(f.limits ?? {}) }), DEFAULT_LIMITS);
  return {
    source: '',
    sha256: '',
    files: [],
    onAsk: last((f) => f.on_ask, 'deny'),
    read: { allow: list((f) => f.read?.allow, ['**']), deny: list((f) => f.read?.deny) },
    edit: { allow: list((f) => f.edit?.allow), deny: list((f) => f.edit?.deny) },
    command: {
      default: last((f) => f.command?.default, 'deny'),
      allow: list((f) => f.command?.allow),
      deny: list((f) => f.command?.deny),
    },
    mcp: { default: last((f) => f.mcp?.default, 'deny'), servers },
    tools: Object.assign({}, ...files.map((f) => f.tools ?? {})) as Policy['tools'],
    customTools: {},
    followup: { answer: last((f) => f.followup?.answer, DEFAULT_FOLLOWUP_ANSWER) },
    envPass: list((f) => [...(f.env?.pass ?? []), ...(f.env?.keep ?? [])]),
    sandbox: last((f) => f.sandbox, 'auto'),
    network: { allow: list((f) => f.network?.allow) },
    browser: { allow: list((f) => f.browser?.allow, [...DEFAULT_BROWSER_ALLOW]) },
    limits,
    pr: {
      maxFiles: last((f) => f.pr?.max_files, 50),
      maxChangedLines: last((f) => f.pr?.max_changed_lines, 3000),
      maxAddedBytes: last((f) => f.pr?.max_added_bytes, 1_048_576),
      requireChecks: last((f) => f.pr?.require_checks, []),
      repairRounds: last((f) => f.pr?.repair_rounds, 2),
      onDeniedChange: last<'revert' | 'fail'>((f) => f.pr?.on_denied_change, 'revert'),
      maxFollowUps: last((f) => f.pr?.max_followups, 3),
    },
    examples: [],
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
