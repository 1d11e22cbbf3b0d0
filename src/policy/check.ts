import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import type { Policy, PolicyExample } from '../config/policy.ts';
import { didYouMean } from '../validate/suggest.ts';
import { realpathDeep, resolvePath } from '../validate/resolve-path.ts';
import type { CommandContext } from './decide-command.ts';
import { decide } from './decide.ts';
import { protectedPaths } from './protected-paths.ts';
import type { ShellAnalyzer } from './shell/types.ts';
import { KNOWN_TOOLS, toolAccess } from './tool-access.ts';
import type { Decision, ResolvedAccess } from './types.ts';
import { namesBy, type WorkspaceLink } from './workspace-links.ts';
import { TOOL_ALIASES } from '../tools/aliases.ts';
import type { AnyTool } from '../tools/types.ts';

export interface CheckResult extends Decision {
  tool: string;
  /** What the call was taken to touch, paths resolved. */
  access: ResolvedAccess[];
}

export interface CheckOptions {
  analyzer: ShellAnalyzer;
  /** The policy's custom tools, compiled (compileCustomTools): decided like a run decides them. */
  customTools?: readonly AnyTool[];
  /** Directory paths are resolved against (default: the current directory). */
  workspace?: string;
  mode?: string;
  /** The workspace's links to other places in it (walkWorkspace): a file is decided under each name. */
  links?: readonly WorkspaceLink[];
  /** The top of the workspace's repository, when above it (CommandContext.repositoryTop). */
  repositoryTop?: string;
  /**
   * The workspace's path below the top of its repository (workspaceInRepository), when below it:
   * a file is decided under the repository's name for it too, as a run decides it.
   */
  inRepository?: string;
  /** What the repository's history holds of denied files (CommandContext.history). */
  history?: CommandContext['history'];
}

/**
 * `nightshift policy check`: the decision a call would get, as printed JSON. A tool nightshift
 * does not have is a ConfigError (exit 2): a typo must not come back as a reassuring `allow`.
 */
export function checkPolicy(
  policy: Policy,
  called: string,
  calledArgs: Record<string, unknown>,
  options: CheckOptions,
): CheckResult {
  // A name models call by habit (edit_file) is decided as the tool a run would run for it.
  const alias = TOOL_ALIASES.get(called);
  const tool = alias ? alias.target : called;
  const args = alias ? alias.args(calledArgs) : calledArgs;
  // Confinement compares real paths: a relative or symlinked --workspace is resolved first.
  const workspace = realpathDeep(path.resolve(options.workspace ?? process.cwd()));
  const protectedFiles = protectedPaths(policy);
  const resolve = (p: string) => resolvePath(workspace, p, protectedFiles);
  const custom = options.customTools?.find((t) => t.name === tool);
  if (custom) {
    // A run rejects bad arguments before any decision; here that is a denial naming the problem.
    const parsed = custom.params.safeParse(args);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => i.message).join('; ');
      return { tool, access: [], decision: 'deny', resolved: 'deny', rule: 'params', reason };
    }
  }
  const known = custom
    ? { group: custom.group, access: custom.access?.(args) ?? [] }
    : toolAccess(tool, args);
  if (!known) {
    throw new ConfigError(
      `unknown tool "${tool}"${didYouMean(tool, KNOWN_TOOLS)}; tools: ${KNOWN_TOOLS.join(', ')}, the policy's custom tools, and MCP server tools as mcp--SERVER--TOOL`,
    );
  }
  const { group, access } = known;
  let resolved: ResolvedAccess[];
  try {
    resolved = access.map((a) => (a.kind === 'read' || a.kind === 'edit' ? { ...a, ...resolve(a.path) } : a));
  } catch (err) {
    return {
      tool,
      access: [],
      decision: 'deny',
      resolved: 'deny',
      rule: 'invariant:bad-path',
      reason: (err as Error).message,
    };
  }
  const decision = decide({ tool, group, args, access: resolved }, policy, {
    workspace,
    analyzer: options.analyzer,
    resolve,
    names: namesBy(options.links ?? [], options.inRepository),
    ...(options.repositoryTop ? { repositoryTop: options.repositoryTop } : {}),
    ...(options.history ? { history: options.history } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
  });
  return { ...decision, tool, access: resolved };
}

/** An example whose decision is not the one expected, or that cannot be decided (unknown tool). */
export type ExampleFailure = { example: PolicyExample } & ({ got: CheckResult } | { error: string });

/**
 * `nightshift policy test`: runs the policy's own examples; `expect` is compared with `decision`.
 * An example naming a tool nightshift does not have fails, whatever it expects.
 */
export function testPolicy(
  policy: Policy,
  analyzer: ShellAnalyzer,
  workspace?: string,
  customTools?: readonly AnyTool[],
): { passed: number; failed: ExampleFailure[] } {
  const failed: ExampleFailure[] = [];
  let passed = 0;
  for (const example of policy.examples) {
    let got: CheckResult;
    try {
      got = checkPolicy(policy, example.tool, example.args, {
        analyzer,
        ...(customTools ? { customTools } : {}),
        ...(workspace ? { workspace } : {}),
        ...(example.mode ? { mode: example.mode } : {}),
      });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      failed.push({ example, error: err.message });
      continue;
    }
    if (got.decision === example.expect) passed++;
    else failed.push({ example, got });
  }
  return { passed, failed };
}
