import * as z from '../zod.ts';
import { SERVER_NAME_CHARS, serverNameProblems } from '../mcp/names.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';
import { customToolsSchema } from './custom-tool.ts';
import { modeListSchema } from './mode.ts';
import { limitsSchema } from './policy.ts';
import { scriptSchema } from './script.ts';

export const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cache_read: z.number().nonnegative().optional(),
  cache_write: z.number().nonnegative().optional(),
});
export type Price = z.output<typeof priceSchema>;

/**
 * A variable holding a key for a server other than the vendor's own: a secret-looking name, so
 * that commands never see it and the audit log redacts it.
 */
const apiKeyEnvSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name (letters, digits, _)')
  .refine(looksLikeSecretName, {
    message:
      'a name nightshift treats as a secret (e.g. ending in _API_KEY, _KEY or _TOKEN), so commands never see the key and logs redact it',
  });

export const modelSchema = z.strictObject({
  provider: z.enum(['anthropic', 'openai', 'openai-compatible', 'script']),
  name: z.string().optional(),
  base_url: z.string().nullable().optional(),
  /**
   * The environment variable holding the key for `base_url`: the vendor's own variable
   * (ANTHROPIC_API_KEY, OPENAI_API_KEY) is sent only to the vendor's host. A secret-looking name,
   * so that commands never see it and the audit log redacts it.
   */
  api_key_env: apiKeyEnvSchema.optional(),
  max_output_tokens: z.number().int().positive().default(8192),
  price: priceSchema.nullable().optional(),
  /** Seconds a streamed response may send nothing (keep-alive pings do not count) before it is retried; default 60. */
  stream_idle_timeout: z.number().positive().optional(),
  /** For the script provider: a path (relative to the task file) or the turns inline. */
  script: z.union([z.string(), scriptSchema]).optional(),
});
export type ModelConfig = z.output<typeof modelSchema>;

const envMap = z.record(z.string(), z.string());
export const mcpServerSchema = z.union([
  z.strictObject({
    command: z.string(),
    args: z.array(z.string()).default([]),
    env: envMap.optional(),
    cwd: z.string().optional(),
    timeout: z.number().positive().optional(),
  }),
  z.strictObject({
    url: z.string().url(),
    headers: envMap.optional(),
    timeout: z.number().positive().optional(),
  }),
]);
export type McpServerConfig = z.output<typeof mcpServerSchema>;

/**
 * A server's name goes into its tools' function names, `mcp--SERVER--TOOL`: one that would make
 * two servers' names alike (`a--b`, `a-`, or one cut off in a long name) is refused here.
 */
const mcpServerNameSchema = z
  .string()
  .regex(SERVER_NAME_CHARS, 'server names use letters, digits, _ and -')
  .superRefine((name, ctx) => {
    for (const message of serverNameProblems(name)) ctx.addIssue({ code: 'custom', message, input: name });
  });

/** Slash command names as Roo Code makes them from file names (`.roo/commands/NAME.md`). */
export const COMMAND_NAME = /^[a-z0-9][a-z0-9_-]*$/;

/** A slash command the task defines; run_slash_command prefers it to `.roo/commands/NAME.md`. */
export const commandSchema = z.strictObject({
  description: z.string().min(1).optional(),
  argument_hint: z.string().min(1).optional(),
  /** The template; `$ARGUMENTS` becomes the arguments the model passes. */
  prompt: z.string().trim().min(1),
});
export type TaskCommand = z.output<typeof commandSchema>;

/** codebase_search: optional semantic ranking from an OpenAI-compatible embeddings endpoint. */
export const searchSchema = z.strictObject({
  embeddings: z
    .strictObject({
      /** The endpoint's base URL with /v1; default OpenAI's. */
      base_url: z.string().url().optional(),
      model: z.string().min(1),
      /** As model.api_key_env: the variable holding the key for base_url. */
      api_key_env: apiKeyEnvSchema.optional(),
    })
    .optional(),
  /** Where embeddings are cached between runs, relative to the workspace. */
  cache_dir: z.string().min(1).default('.nightshift/cache'),
});
export type SearchConfig = z.output<typeof searchSchema>;
/**
 * OpenTelemetry export (docs/telemetry.md). Each setting wins over its standard `OTEL_*` variable;
 * `${VAR}` in header values expands from the environment, like an MCP server's headers.
 */
export const telemetrySchema = z.strictObject({
  enabled: z.boolean().default(true),
  /** Base URL: `/v1/traces` and `/v1/metrics` are appended (default http://localhost:4318). */
  endpoint: z.string().min(1).optional(),
  traces_endpoint: z.string().min(1).optional(),
  metrics_endpoint: z.string().min(1).optional(),
  headers: envMap.optional(),
  service_name: z.string().min(1).optional(),
  resource_attributes: z.record(z.string().min(1), z.string()).optional(),
  /** Export prompts, responses, tool arguments and outputs (redacted); default false. */
  include_content: z.boolean().optional(),
  traces: z.boolean().default(true),
  metrics: z.boolean().default(true),
});
export type TelemetryConfig = z.output<typeof telemetrySchema>;
export const commitSigningSchema = z.enum(['none', 'github', 'ssh']);
export type CommitSigning = z.output<typeof commitSigningSchema>;

const identitySchema = z.strictObject({ name: z.string().min(1), email: z.string().min(1) });

export const prSchema = z.strictObject({
  enabled: z.boolean().default(true),
  branch: z.string().default('nightshift/{slug}'),
  base: z.string().nullable().default(null),
  title: z.string().default('{title}'),
  labels: z.array(z.string()).default(['nightshift']),
  assignees: z.array(z.string()).default([]),
  reviewers: z.array(z.string()).default([]),
  draft: z.union([z.boolean(), z.literal('auto')]).default('auto'),
  author: identitySchema.optional(),
  /** The commit's committer; the author when unset. */
  committer: identitySchema.optional(),
  /**
   * `github`: the commit is made through GitHub's API, which signs it (verified); `ssh`: signed
   * with the key in NIGHTSHIFT_COMMIT_SIGNING_KEY (the action's `commit-signing-key`).
   */
  commit_signing: commitSigningSchema.default('none'),
  /** Refuse to start (exit 2) when the workspace has uncommitted or untracked files. */
  require_clean_tree: z.boolean().default(false),
});

export const taskSchema = z.strictObject({
  version: z.literal(1),
  title: z.string().min(1),
  prompt: z.string().min(1),
  mode: z.string().default('code'),
  /** Relative to the task file; unset: the root of the repository holding the task file. */
  workspace: z.string().optional(),
  model: modelSchema.default({ provider: 'script', max_output_tokens: 8192 }),
  policy: z.string().default('builtin:standard'),
  limits: limitsSchema.default({}),
  modes: modeListSchema.default([]),
  instructions: z.array(z.string()).default([]),
  mcp_servers: z.record(mcpServerNameSchema, mcpServerSchema).default({}),
  commands: z
    .record(
      z.string().regex(COMMAND_NAME, 'command names use lower-case letters, digits, _ and -'),
      commandSchema,
    )
    .default({}),
  /** Tools the model calls that run a command template (see docs/tools.md); the policy decides each run. */
  custom_tools: customToolsSchema.default({}),
  pr: prSchema.default(prSchema.parse({})),
  apply_diff: z
    .strictObject({
      /** Similarity (0–1) a fuzzy SEARCH match needs; exact and whitespace-tolerant matches come first. */
      fuzzy_threshold: z.number().min(0.5).max(1).default(0.9),
    })
    .default({ fuzzy_threshold: 0.9 }),
  search: searchSchema.default({ cache_dir: '.nightshift/cache' }),
  telemetry: telemetrySchema.optional(),
  /** A structured result: attempt_completion must carry a `result_json` valid against `schema`. */
  output: z
    .strictObject({
      schema: z.record(z.string(), z.unknown()).describe('JSON Schema (draft 2020-12) of result_json'),
    })
    .optional(),
});
export type TaskFile = z.output<typeof taskSchema>;

/**
 * A task file that only configures issue-triggered runs (model, policy, pr): the issue supplies
 * the title and the prompt, so the file may leave them out. Built when first asked for (copying
 * the task schema costs ~1.5 ms, and most runs never need it).
 */
const buildConfigOnly = () =>
  taskSchema.extend({
    title: z.string().min(1).optional(),
    prompt: z.string().min(1).optional(),
  });
let configOnly: ReturnType<typeof buildConfigOnly> | undefined;
export const configOnlyTaskSchema = () => (configOnly ??= buildConfigOnly());
