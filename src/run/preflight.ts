import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { isValidBranchName } from '../git/ref-name.ts';
import type { McpServerConfig, ModelConfig, TaskFile } from '../config/task.ts';
import { unsetVariables } from '../mcp/expand.ts';
import type { ModelProvider } from '../model/types.ts';
import { searchSettings } from '../tools/codebase-search/endpoint.ts';
import { didYouMean } from '../validate/suggest.ts';

/**
 * What `nightshift run` would reject after it started, checked before anything is written or any
 * model is called; `nightshift validate` runs the same checks. A problem names the task field it
 * is about, so a task file's loader can place it at FILE:LINE:COL.
 */
export interface PreflightProblem {
  at: (string | number)[];
  /** Without the field (`at` names it): `unknown placeholder {slg} ...`. */
  message: string;
  /** `warning`: fine in some runs (`{issue}` in an issue-triggered one), so validate only warns. */
  severity: 'error' | 'warning';
}

export interface PreflightInput {
  task: TaskFile;
  /** The model after `--model`. */
  model: ModelConfig;
  /** The branch template after the action's `branch` input. */
  branchTemplate: string;
  /** true/false: this run has (not) an issue; undefined: not known yet (validate). */
  issueRun: boolean | undefined;
  /** The effective cost limit (policy, task and caller limits combined). */
  maxCostUsd: number;
  workspace: string;
  env: NodeJS.ProcessEnv;
}

const BRANCH_PLACEHOLDERS = ['slug', 'run_id', 'issue', 'date'];
const TITLE_PLACEHOLDERS = ['title'];
const SAMPLE_VALUES: Record<string, string> = {
  slug: 'fix-the-bug',
  run_id: '20261123-010203-a1b2c3',
  issue: '12',
  date: '2026-11-23',
};

/** Placeholders of the branch and title templates (pure). */
export function templateProblems(
  branchTemplate: string,
  titleTemplate: string,
  issueRun: boolean | undefined,
): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  const check = (field: 'branch' | 'title', template: string, known: string[]) => {
    for (const [whole, name = ''] of template.matchAll(/\{(\w+)\}/g)) {
      if (!known.includes(name)) {
        problems.push({
          at: ['pr', field],
          message: `unknown placeholder ${whole} in "${template}"${didYouMean(name, known)}; known: ${known.map((k) => `{${k}}`).join(', ')}`,
          severity: 'error',
        });
      } else if (name === 'issue' && issueRun !== true) {
        problems.push({
          at: ['pr', field],
          message: `{issue} has a value only in runs started from an issue (the action's issue and comment triggers)${issueRun === false ? '; this run has none' : ''}`,
          severity: issueRun === false ? 'error' : 'warning',
        });
      }
    }
  };
  check('branch', branchTemplate, BRANCH_PLACEHOLDERS);
  check('title', titleTemplate, TITLE_PLACEHOLDERS);
  if (problems.length === 0) {
    // Found now, not after the model ran: placeholders fill in as [a-z0-9-], so the rest decides.
    const sample = branchTemplate.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_VALUES[name] ?? 'x');
    if (!isValidBranchName(sample))
      problems.push({
        at: ['pr', 'branch'],
        message: `"${branchTemplate}" does not make a git branch name (e.g. "${sample}"): no spaces or ~ ^ : ? * [ \\, no "..", "//" or "@{", no part starting with "." or ending in ".lock" or "."`,
        severity: 'error',
      });
  }
  return problems;
}

/** A setting's path in the task and its text. */
type Field = [(string | number)[], string];

/**
 * Each stdio MCP server's program exists (on PATH, or as a path from its working directory), and
 * every `${VAR}` its arguments, environment and headers name is set.
 */
export function mcpProblems(
  servers: Record<string, McpServerConfig>,
  workspace: string,
  env: NodeJS.ProcessEnv,
): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  for (const [name, server] of Object.entries(servers)) {
    const fail = (at: (string | number)[], message: string) =>
      problems.push({ at: ['mcp_servers', name, ...at], message, severity: 'error' });
    // Every string a server's start expands: `${VAR}` must be set in the run's environment.
    const expanded: Field[] =
      'url' in server
        ? Object.entries(server.headers ?? {}).map(([k, v]): Field => [['headers', k], v])
        : [
            ...server.args.map((a, i): Field => [['args', i], a]),
            ...Object.entries(server.env ?? {}).map(([k, v]): Field => [['env', k], v]),
          ];
    for (const [at, text] of expanded)
      for (const variable of unsetVariables(text, env))
        fail(at, `environment variable ${variable} is not set`);
    if ('command' in server) {
      const cwd = path.resolve(workspace, server.cwd ?? '.');
      const missing = missingProgram(server.command, cwd, env.PATH ?? '');
      if (missing) fail(['command'], missing);
    }
  }
  return problems;
}

/** Why `command` cannot be started as spawn() would look it up, or undefined when it can. */
function missingProgram(command: string, cwd: string, pathVar: string): string | undefined {
  if (command.includes('/')) {
    const file = path.resolve(cwd, command);
    return isExecutable(file) ? undefined : `${file} is not an executable file`;
  }
  const dirs = pathVar.split(path.delimiter).filter(Boolean);
  return dirs.some((dir) => isExecutable(path.join(dir, command)))
    ? undefined
    : `"${command}" is not found on PATH`;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The model: a name, a key (in the variable its provider reads), a base URL where one is needed,
 * and a price when a cost limit is set — checked by building the provider, as the run does; the
 * provider is returned for the run to use. The SDKs load only for models that need them.
 */
export async function checkModel(
  model: ModelConfig,
  env: NodeJS.ProcessEnv,
  maxCostUsd: number,
): Promise<{ provider?: ModelProvider; problem?: PreflightProblem }> {
  if (model.provider === 'script') return {};
  const { createProvider } = await import('../model/create-provider.ts');
  try {
    return {
      provider: createProvider(model, env, { maxCostUsd, ...baseUrlFromEnv(model.provider, env) }),
    };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return { problem: { at: ['model'], message: err.message, severity: 'error' } };
  }
}

/** ANTHROPIC_BASE_URL / OPENAI_BASE_URL (the action's `base-url`) when the task names none. */
function baseUrlFromEnv(provider: string, env: NodeJS.ProcessEnv): { baseUrl?: string } {
  const url = provider === 'anthropic' ? env.ANTHROPIC_BASE_URL : env.OPENAI_BASE_URL;
  return url ? { baseUrl: url } : {};
}

/** An embeddings endpoint codebase_search could not send a key to (or must not). */
function searchProblems(
  search: TaskFile['search'],
  workspace: string,
  env: NodeJS.ProcessEnv,
): PreflightProblem[] {
  try {
    searchSettings(search, workspace, env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return [{ at: ['search', 'embeddings'], message: err.message, severity: 'error' }];
  }
}

/** Every check; `skipModel` when the caller brings its own provider (tests, replay). */
export async function preflight(
  input: PreflightInput,
  options: { skipModel?: boolean } = {},
): Promise<{ problems: PreflightProblem[]; provider?: ModelProvider }> {
  const problems = [
    ...templateProblems(input.branchTemplate, input.task.pr.title, input.issueRun),
    ...mcpProblems(input.task.mcp_servers, input.workspace, input.env),
    ...searchProblems(input.task.search, input.workspace, input.env),
  ];
  if (options.skipModel) return { problems };
  const model = await checkModel(input.model, input.env, input.maxCostUsd);
  if (model.problem) problems.push(model.problem);
  return { problems, ...(model.provider ? { provider: model.provider } : {}) };
}
