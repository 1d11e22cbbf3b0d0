import { isBrowserPattern } from '../browser/url-policy.ts';
import * as z from '../zod.ts';
import { isHostPattern } from '../sandbox/host-pattern.ts';
import { customToolsSchema, type CustomToolConfig } from './custom-tool.ts';
import { durationSchema } from './duration.ts';

const verdict = z.enum(['allow', 'deny', 'ask']);
const globs = z.array(z.string());

export const limitsSchema = z.strictObject({
  max_turns: z.number().int().positive().optional(),
  max_tool_calls: z.number().int().positive().optional(),
  max_cost_usd: z.number().nonnegative().optional(),
  max_input_tokens: z.number().int().positive().optional(),
  max_output_tokens: z.number().int().positive().optional(),
  timeout: durationSchema.optional(),
  command_timeout: durationSchema.optional(),
  max_command_output_bytes: z.number().int().positive().optional(),
  max_processes: z.number().int().positive().optional(),
  max_tmpfs_bytes: z.number().int().positive().optional(),
  consecutive_mistakes: z.number().int().positive().optional(),
  identical_calls: z.number().int().positive().optional(),
});
export type Limits = z.output<typeof limitsSchema>;

export const policyExampleSchema = z.strictObject({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  mode: z.string().optional(),
  expect: verdict,
  note: z.string().optional(),
});

export const SANDBOX_SETTINGS = ['auto', 'bubblewrap', 'none', 'required'] as const;
export type SandboxSetting = (typeof SANDBOX_SETTINGS)[number];

/** A variable name, or a prefix ending in `*` (`NPM_CONFIG_*`). */
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*\*?$/, {
  message: 'expected a variable name such as NODE_ENV, or a prefix such as NPM_CONFIG_*',
});

/** A policy file as written. Every section is optional; `extends` layers it on another policy. */
export const policyFileSchema = z.strictObject({
  version: z.literal(1),
  extends: z.string().optional(),
  description: z.string().optional(),
  on_ask: z.enum(['deny', 'fail']).optional(),
  read: z.strictObject({ allow: globs.optional(), deny: globs.optional() }).optional(),
  edit: z.strictObject({ allow: globs.optional(), deny: globs.optional() }).optional(),
  command: z
    .strictObject({
      default: verdict.optional(),
      allow: z.array(z.string()).optional(),
      deny: z.array(z.string()).optional(),
    })
    .optional(),
  mcp: z
    .strictObject({
      default: verdict.optional(),
      servers: z
        .record(
          z.string(),
          z.strictObject({ allow: z.array(z.string()).optional(), deny: z.array(z.string()).optional() }),
        )
        .optional(),
    })
    .optional(),
  tools: z.record(z.string(), verdict).optional(),
  /** Tools the policy offers every task it governs; a task cannot redeclare one (see docs/tools.md). */
  custom_tools: customToolsSchema.optional(),
  followup: z.strictObject({ answer: z.string() }).optional(),
  env: z
    .strictObject({
      pass: z.array(envName).optional(),
      /** The first name of `pass`, kept working. */
      keep: z.array(envName).optional(),
    })
    .optional(),
  sandbox: z.enum(SANDBOX_SETTINGS).optional(),
  network: z
    .strictObject({
      allow: z
        .array(
          z.string().refine(isHostPattern, {
            message: 'expected a host name, "*.domain" or an IP address, optionally with ":port"',
          }),
        )
        .optional(),
    })
    .optional(),
  browser: z
    .strictObject({
      allow: z
        .array(
          z.string().refine(isBrowserPattern, {
            message:
              'expected a host name, "*.domain", an IPv4 address or range ("127.0.0.0/8") or a bracketed IPv6 address ("[::1]"), optionally with ":port"',
          }),
        )
        .optional(),
    })
    .optional(),
  limits: limitsSchema.optional(),
  pr: z
    .strictObject({
      max_files: z.number().int().positive().optional(),
      max_changed_lines: z.number().int().positive().optional(),
      /** Bytes the change adds: added lines, and the new content of binary files (which count 0 lines). */
      max_added_bytes: z.number().int().positive().optional(),
      require_checks: z.array(z.string()).optional(),
      /** Failed required checks go back to the model this many times before delivery (0 = off). */
      repair_rounds: z.number().int().min(0).max(10).optional(),
      /** A change the edit rules deny found in the final diff: revert it (default) or fail the run. */
      on_denied_change: z.enum(['revert', 'fail']).optional(),
      /** Follow-up runs on one pull request (reviews, failed CI), counted from its commits (0 = off). */
      max_followups: z.number().int().min(0).max(50).optional(),
    })
    .optional(),
  examples: z.array(policyExampleSchema).optional(),
});
export type PolicyFile = z.output<typeof policyFileSchema>;
export type PolicyExample = z.output<typeof policyExampleSchema>;

/** A policy with `extends` applied and every default filled in: what the engine decides with. */
export interface Policy {
  source: string;
  sha256: string;
  /** Absolute path of the policy file named for the run, undefined for builtins. */
  path?: string;
  /**
   * Every file the policy was built from: the one named, then the files its `extends` chain
   * reaches (builtins excluded), with absolute paths. Tools never write any of them.
   */
  files: { path: string; sha256: string }[];
  onAsk: 'deny' | 'fail';
  read: { allow: string[]; deny: string[] };
  edit: { allow: string[]; deny: string[] };
  command: { default: 'allow' | 'deny' | 'ask'; allow: string[]; deny: string[] };
  mcp: { default: 'allow' | 'deny' | 'ask'; servers: Record<string, { allow: string[]; deny: string[] }> };
  tools: Record<string, 'allow' | 'deny' | 'ask'>;
  /** Custom tools of every file in the chain, by name, each with where it is declared. */
  customTools: Record<string, PolicyCustomTool>;
  followup: { answer: string };
  /** Variables passed to commands besides the base set (env.pass and env.keep). */
  envPass: string[];
  sandbox: SandboxSetting;
  /** Hosts commands may reach through the filtering proxy; empty: no network. */
  network: { allow: string[] };
  /** Hosts browser_action may load anything from; loopback when no file sets it. */
  browser: { allow: string[] };
  limits: Required<Limits>;
  pr: {
    maxFiles: number;
    maxChangedLines: number;
    maxAddedBytes: number;
    requireChecks: string[];
    repairRounds: number;
    onDeniedChange: 'revert' | 'fail';
    maxFollowUps: number;
  };
  examples: PolicyExample[];
}

/** A custom tool as a policy file declares it, and where (its name's position, for later errors). */
export type PolicyCustomTool = CustomToolConfig & { declared: { file: string; line: number; col: number } };
