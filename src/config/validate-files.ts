import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import * as z from '../zod.ts';
import { auditEventSchema } from '../audit/schema.ts';
import { ConfigError, type ConfigProblem } from './errors.ts';
import { DEFAULT_LIMITS } from '../policy/limits.ts';
import { effectiveLimits, loadPolicy } from '../policy/load-policy.ts';
import { compileCustomTools } from '../run/custom-tools.ts';
import { preflight, type PreflightProblem } from '../run/preflight.ts';
import { resolveModes } from '../tools/modes.ts';
import { didYouMean } from '../validate/suggest.ts';
import { deniedUnderEveryName } from './denied-every-name.ts';
import { loadTask } from './load-task.ts';
import { compileOutputSchema } from './output-schema.ts';
import { loadDataFile, readConfigText } from './load-yaml.ts';
import { policyFileSchema, type Policy } from './policy.ts';
import { scriptSchema } from './script.ts';
import { taskSchema } from './task.ts';

export type ConfigKind = 'task' | 'policy' | 'script';
export type SchemaKind = ConfigKind | 'audit';

export interface FileReport {
  file: string;
  kind: ConfigKind;
  ok: boolean;
  /** Every problem found, each at FILE:LINE:COL (a task's problems may point into its script). */
  problems: ConfigProblem[];
  /** What holds only in some runs (`{issue}` outside an issue-triggered one); not an error. */
  warnings?: ConfigProblem[];
}

/**
 * `nightshift validate FILE...`: checks each file as what its content says it is (a YAML list is a
 * script, a mapping with a task's keys is a task, anything else a policy). A task is loaded fully
 * (its workspace must exist and its script file must be valid too) and then gets the checks a run
 * makes before its first model call (run/preflight.ts), with `env` as the run's environment.
 */
export async function validateFiles(
  files: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const file of files) {
    let kind: ConfigKind = 'policy';
    try {
      const text = readConfigText(file);
      kind = detectKind(text);
      const found: Found =
        kind === 'task'
          ? await checkTask(file, env)
          : { problems: kind === 'policy' ? await checkPolicy(file) : checkScript(file), warnings: [] };
      const { problems, warnings } = found;
      reports.push({
        file,
        kind,
        ok: problems.length === 0,
        problems,
        ...(warnings.length ? { warnings } : {}),
      });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      reports.push({ file, kind, ok: false, problems: problemsOf(err, file) });
    }
  }
  return reports;
}

interface Found {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
}

/** A ConfigError's located problems, or its message as a problem at the top of `file`. */
function problemsOf(err: ConfigError, file: string): ConfigProblem[] {
  if (err.problems.length > 0) return err.problems;
  return [{ file, line: 1, col: 1, message: err.message.replace(`${file}: `, '') }];
}

function checkScript(file: string): ConfigProblem[] {
  loadDataFile(file, scriptSchema);
  return [];
}

/** A policy as a run would load it: schema, then its `extends` chain, then its custom tools. */
async function checkPolicy(file: string): Promise<ConfigProblem[]> {
  const abs = path.resolve(file);
  const policy = loadPolicy(abs, path.dirname(abs));
  await compileCustomTools(policy);
  return [];
}

/**
 * A task as a run would load it: its script, its policy and its mode must all be valid; then the
 * run's preflight (templates, model and key, price under a cost limit, MCP servers).
 */
async function checkTask(file: string, env: NodeJS.ProcessEnv): Promise<Found> {
  const loaded = loadTask(file);
  const { task, taskDir, workspace } = loaded;
  const problems: ConfigProblem[] = [];
  let policy: Policy | undefined;
  try {
    policy = loadPolicy(task.policy, taskDir);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...(err.problems.length > 0 ? err.problems : [loaded.at(['policy'], err.message)]));
  }
  try {
    // As a run does: a .roomodes the read rules deny under any of its names is not loaded, nor
    // quoted in an error.
    const denied = policy && deniedUnderEveryName(policy.read, workspace);
    const modes = [...resolveModes(task.modes, workspace, denied).keys()];
    if (!modes.includes(task.mode)) {
      const hint = didYouMean(task.mode, modes);
      problems.push(loaded.at(['mode'], `unknown mode "${task.mode}"${hint}; modes: ${modes.join(', ')}`));
    }
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...problemsOf(err, path.join(workspace, '.roomodes')));
  }
  const compiling = [
    ...(task.output ? [compileOutputSchema(task.output.schema, loaded.at)] : []),
    ...(policy ? [compileCustomTools(policy, { tools: task.custom_tools, at: loaded.at })] : []),
  ];
  for (const compiled of await Promise.allSettled(compiling)) {
    if (compiled.status === 'fulfilled') continue;
    if (!(compiled.reason instanceof ConfigError)) throw compiled.reason;
    problems.push(...compiled.reason.problems);
  }
  const limits = effectiveLimits(policy?.limits ?? DEFAULT_LIMITS, [task.limits], []);
  const checked = await preflight({
    task,
    model: task.model,
    branchTemplate: task.pr.branch,
    issueRun: undefined, // the same file may configure issue-triggered runs
    maxCostUsd: limits.max_cost_usd,
    workspace,
    env,
  });
  const at = (severity: PreflightProblem['severity']) =>
    checked.problems.filter((p) => p.severity === severity).map((p) => loaded.at(p.at, p.message));
  return { problems: [...problems, ...at('error')], warnings: at('warning') };
}

/** Keys only a task has: a file with any of them is checked as a task (even without `prompt`). */
const TASK_ONLY_KEYS = [
  'prompt',
  'title',
  'mode',
  'workspace',
  'model',
  'policy',
  'modes',
  'instructions',
  'mcp_servers',
  'output',
];

/** What a config file is, by its content; a file with syntax errors is judged by what did parse. */
export function detectKind(text: string): ConfigKind {
  const contents = parseDocument(text).contents;
  if (isSeq(contents)) return 'script';
  if (isMap(contents) && TASK_ONLY_KEYS.some((key) => contents.has(key))) return 'task';
  return 'policy';
}

const SCHEMAS: Record<SchemaKind, { schema: () => z.ZodType; title: string }> = {
  task: { schema: () => taskSchema, title: 'nightshift task file' },
  policy: { schema: () => policyFileSchema, title: 'nightshift policy file' },
  script: { schema: () => scriptSchema, title: 'nightshift script (one item per assistant turn)' },
  audit: { schema: auditEventSchema, title: 'nightshift audit log event (one JSONL line)' },
};

export const SCHEMA_KINDS = Object.keys(SCHEMAS) as SchemaKind[];

/** JSON Schema (draft 2020-12) of a file kind, as written by users (`io: input`: defaults optional). */
export function schemaFor(kind: SchemaKind): Record<string, unknown> {
  const { schema, title } = SCHEMAS[kind];
  const { $schema, ...rest } = z.toJSONSchema(schema(), { io: 'input' }) as Record<string, unknown>;
  return { $schema, title, ...rest };
}

/** The committed form of schemas/KIND.schema.json: pretty JSON with a trailing newline. */
export const schemaText = (kind: SchemaKind): string => `${JSON.stringify(schemaFor(kind), null, 2)}\n`;
