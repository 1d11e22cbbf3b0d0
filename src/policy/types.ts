import type { Access, ToolGroupOrAlways } from '../tools/types.ts';

export type Verdict = 'allow' | 'deny' | 'ask';

/** An access with its path resolved against the workspace (symlinks followed). */
export type ResolvedAccess =
  | (Extract<Access, { kind: 'read' | 'edit' }> & ResolvedPath)
  | Extract<Access, { kind: 'command' | 'mcp' | 'browser' }>;

export interface ResolvedPath {
  /** Absolute path after resolving `..`, `~` and symlinks (of the deepest existing ancestor). */
  abs: string;
  /** Path relative to the workspace, with `/` separators; meaningless when `inside` is false. */
  rel: string;
  inside: boolean;
  /** Set when the path is one tools may never write (.git, out dir, policy file, audit log). */
  protected?: string;
}

export interface DecisionInput {
  tool: string;
  group: ToolGroupOrAlways;
  args: unknown;
  access: ResolvedAccess[];
}

export interface Decision {
  decision: Verdict;
  /** What the decision became without a human: `ask` resolves per `on_ask`. */
  resolved: 'allow' | 'deny';
  /** Stable id of the rule that decided, e.g. `command.deny[2]`, `default`, `invariant:outside-workspace`. */
  rule: string;
  reason: string;
  /** `on_ask: fail` turned this ask into a halt. */
  halt?: boolean;
}
