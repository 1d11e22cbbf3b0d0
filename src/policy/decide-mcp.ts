import type { Policy } from '../config/policy.ts';
import { bestGlob } from './match-glob.ts';
import { quote, type Part } from './part.ts';

/** An MCP tool call: the server's allow/deny lists (globs on tool names), else `mcp.default`. */
export function mcpPart(server: string, tool: string, policy: Policy): Part {
  const what = `MCP tool ${quote(`${server}/${tool}`)}`;
  const rules = Object.hasOwn(policy.mcp.servers, server) ? policy.mcp.servers[server] : undefined;
  const match = rules && bestGlob(tool, rules, 'name');
  if (match) {
    const rule = `mcp.servers.${server}.${match.list}[${match.index}]`;
    return { verdict: match.list, rule, reason: `${what} matches ${rule} ${quote(match.pattern)}` };
  }
  const verdict = policy.mcp.default;
  return {
    verdict,
    rule: 'mcp.default',
    reason: `${what} matches no rule for server ${quote(server)}; mcp.default is ${verdict}`,
  };
}
