import path from 'node:path';
import type { Policy, PolicyExample } from '../config/policy.ts';
import { realpathDeep, resolvePath } from '../validate/resolve-path.ts';
import { decide } from './decide.ts';
import { protectedPaths } from './protected-paths.ts';
import type { ShellAnalyzer } from './shell/types.ts';
import { toolAccess } from './tool-access.ts';
import type { Decision, ResolvedAccess } from './types.ts';

export interface CheckResult extends Decision {
  tool: string;
  /** What the call was taken to touch, paths resolved. */
  access: ResolvedAccess[];
}

export interface CheckOptions {
  analyzer: ShellAnalyzer;
  /** Directory paths are resolved against (default: the current directory). */
  workspace?: string;
  mode?: string;
}

/** `nightshift policy check`: the decision a call would get, as printed JSON. */
export function checkPolicy(
  policy: Policy,
  tool: string,
  args: Record<string, unknown>,
  options: CheckOptions,
): CheckResult {
  // Confinement compares real paths: a relative or symlinked --workspace is resolved first.
  const workspace = realpathDeep(path.resolve(options.workspace ?? process.cwd()));
  const protectedFiles = protectedPaths(policy);
  const resolve = (p: string) => resolvePath(workspace, p, protectedFiles);
  const { group, access } = toolAccess(tool, args);
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
    ...(options.mode ? { mode: options.mode } : {}),
  });
  return { ...decision, tool, access: resolved };
}

export interface ExampleFailure {
  example: PolicyExample;
  got: CheckResult;
}

/** `nightshift policy test`: runs the policy's own examples; `expect` is compared with `decision`. */
export function testPolicy(
  policy: Policy,
  analyzer: ShellAnalyzer,
  workspace?: string,
): { passed: number; failed: ExampleFailure[] } {
  const failed: ExampleFailure[] = [];
  let passed = 0;
  for (const example of policy.examples) {
    const got = checkPolicy(policy, example.tool, example.args, {
      analyzer,
      ...(workspace ? { workspace } : {}),
      ...(example.mode ? { mode: example.mode } : {}),
    });
    if (got.decision === example.expect) passed++;
    else failed.push({ example, got });
  }
  return { passed, failed };
}
