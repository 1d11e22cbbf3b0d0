import type { Policy } from '../config/policy.ts';
import type { AnyTool } from '../tools/types.ts';
import { mcpPart } from './decide-mcp.ts';
import type { Verdict } from './types.ts';

/** The MCP tools whose arguments pick the server and tool; every other MCP tool is one server tool. */
const GENERIC_MCP_TOOLS = new Set(['use_mcp_tool', 'access_mcp_resource']);

/** Without a human, this verdict denies (an `ask` under `on_ask: fail` halts the run instead). */
const deniesUnattended = (verdict: Verdict, policy: Policy) =>
  verdict === 'deny' || (verdict === 'ask' && policy.onAsk === 'deny');

/**
 * The rule that denies a tool whatever its arguments, or undefined: `tools.NAME: deny`; an edit
 * tool when no `edit.allow` rule exists (builtin:readonly), a tool reading workspace files when
 * no `read.allow` rule exists; `execute_command` when no command may
 * run; browser_action when `browser.allow` is empty; an MCP server tool no rule allows; the generic MCP tools when no MCP tool is allowed at
 * all. Such a tool is not offered to the model: it could only be denied. A call to it anyway is
 * still decided by the policy, which denies it and names the rule.
 */
export function deniedOutright(
  tool: Pick<AnyTool, 'name' | 'group' | 'access'>,
  policy: Policy,
): string | undefined {
  const override = Object.hasOwn(policy.tools, tool.name) ? policy.tools[tool.name] : undefined;
  if (override) return deniesUnattended(override, policy) ? `tools.${tool.name}` : undefined;
  switch (tool.group) {
    case 'read':
      // read_command_output and fetch_instructions read no workspace file and declare no access.
      return tool.access && policy.read.allow.length === 0 ? 'read.default' : undefined;
    case 'edit':
      return policy.edit.allow.length === 0 ? 'edit.default' : undefined;
    case 'command':
      return policy.command.allow.length === 0 && deniesUnattended(policy.command.default, policy)
        ? 'command.default'
        : undefined;
    case 'mcp':
      return mcpDeniedOutright(tool, policy);
    case 'browser':
      return policy.browser.allow.length === 0 ? 'browser.default' : undefined;
    default:
      return undefined;
  }
}

function mcpDeniedOutright(tool: Pick<AnyTool, 'name' | 'access'>, policy: Policy): string | undefined {
  if (GENERIC_MCP_TOOLS.has(tool.name)) {
    const anyAllowed =
      !deniesUnattended(policy.mcp.default, policy) ||
      Object.values(policy.mcp.servers).some((rules) => rules.allow.length > 0);
    return anyAllowed ? undefined : 'mcp.default';
  }
  // A server tool declares the same server and tool whatever its arguments.
  const [access] = tool.access?.({}) ?? [];
  if (access?.kind !== 'mcp') return undefined;
  const part = mcpPart(access.server, access.tool, policy);
  return deniesUnattended(part.verdict, policy) ? part.rule : undefined;
}
