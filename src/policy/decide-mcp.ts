import type { Policy } from '../config/policy.ts';
import { bestGlob } from './match-glob.ts';
import { quote, type Part } from './part.ts';
import { canonicalResourceUri } from './resource-uri.ts';

const RESOURCE = 'resource:';

/**
 * An MCP tool call: the server's allow/deny lists (globs on tool names), else `mcp.default`. A
 * resource read (`resource:<uri>`) is matched with its URI normalised, so no spelling of a URI
 * gets past a deny rule; a URI that cannot be normalised is refused whatever the policy says.
 */
export function mcpPart(server: string, tool: string, policy: Policy): Part {
  let name = tool;
  if (tool.startsWith(RESOURCE)) {
    const canonical = canonicalResourceUri(tool.slice(RESOURCE.length));
    if ('refused' in canonical)
      return {
        verdict: 'deny',
        rule: 'invariant:resource-uri',
        reason: `MCP resource ${quote(tool.slice(RESOURCE.length))} ${canonical.refused}: resource rules are matched on URIs in one normal form, and this one has none`,
        invariant: true,
      };
    name = RESOURCE + canonical.uri;
  }
  const what = `MCP ${name === tool ? 'tool' : 'resource'} ${quote(`${server}/${name}`)}`;
  const rules = Object.hasOwn(policy.mcp.servers, server) ? policy.mcp.servers[server] : undefined;
  const match = rules && bestGlob(name, rules, 'name');
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
