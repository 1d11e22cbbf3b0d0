import type { Policy } from '../config/policy.ts';
import { browserPart } from './decide-browser.ts';
import { commandParts, type CommandContext } from './decide-command.ts';
import { mcpPart } from './decide-mcp.ts';
import { pathPart } from './decide-path.ts';
import { strictest, type Part } from './part.ts';
import type { Decision, DecisionInput } from './types.ts';

export interface DecideContext extends CommandContext {
  workspace: string;
  /** The mode the call runs in; modes' own file restrictions are checked by the validator. */
  mode?: string;
}

/**
 * Decides one tool call. Pure apart from `ctx.resolve` (paths found inside commands).
 *
 * Order: invariants (confinement, protected paths, unanalyzable commands, secret variables) deny
 * whatever the policy says; then a per-tool override `tools.NAME`; then every access is decided
 * by its group's rules and the strictest part wins (deny > ask > allow).
 */
export function decide(input: DecisionInput, policy: Policy, ctx: DecideContext): Decision {
  const parts: Part[] = input.access.flatMap((access): Part[] => {
    switch (access.kind) {
      case 'read':
      case 'edit':
        return [pathPart(access.kind, access.path, access, policy, '', ctx.names)];
      case 'command':
        return commandParts(access.command, access.cwd, policy, ctx);
      case 'mcp':
        return [mcpPart(access.server, access.tool, policy)];
      case 'browser':
        return [browserPart(access.url, policy)];
    }
  });
  const invariant = parts.find((p) => p.invariant && p.verdict === 'deny');
  if (invariant) return finish(invariant, policy);
  const override = Object.hasOwn(policy.tools, input.tool) ? policy.tools[input.tool] : undefined;
  if (override) {
    return finish(
      {
        verdict: override,
        rule: `tools.${input.tool}`,
        reason: `${input.tool} is set to ${override} by tools.${input.tool}`,
      },
      policy,
    );
  }
  const worst = strictest(parts);
  if (!worst) return finish(noAccess(input), policy);
  if (worst.verdict !== 'allow' || parts.length === 1) return finish(worst, policy);
  const rules = [...new Set(parts.map((p) => p.rule))];
  return finish(
    {
      verdict: 'allow',
      rule: rules.join(', '),
      reason: `every part is allowed: ${parts.map((p) => p.reason).join('; ')}`,
    },
    policy,
  );
}

/**
 * Tools that steer the run or read its own records touch nothing; an edit, command or MCP tool
 * that declares nothing (e.g. apply_patch with an unparseable patch) is refused: fail closed.
 */
function noAccess(input: DecisionInput): Part {
  // Read tools that declare nothing read the run's own records or nightshift's texts
  // (read_command_output, fetch_instructions).
  if (input.group === 'always' || input.group === 'modes' || input.group === 'read') {
    return {
      verdict: 'allow',
      rule: 'default',
      reason: `${input.tool} touches no workspace file, command or MCP server`,
    };
  }
  return {
    verdict: 'deny',
    rule: 'default',
    reason: `${input.tool} (${input.group} group) declares nothing it touches, so it cannot be checked`,
  };
}

function finish(part: Part, policy: Policy): Decision {
  if (part.verdict !== 'ask')
    return { decision: part.verdict, resolved: part.verdict, rule: part.rule, reason: part.reason };
  if (policy.onAsk === 'fail') {
    return {
      decision: 'ask',
      resolved: 'deny',
      rule: part.rule,
      reason: `${part.reason} (ask, and on_ask: fail halts the run)`,
      halt: true,
    };
  }
  return {
    decision: 'ask',
    resolved: 'deny',
    rule: part.rule,
    reason: `${part.reason} (ask, denied: no human is available)`,
  };
}
