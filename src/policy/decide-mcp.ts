import type { Policy } from '../config/policy.ts';
import { bestGlob, type GlobMatch } from './match-glob.ts';
import { quote, type Part } from './part.ts';
import { resourceUriForms } from './resource-uri.ts';

const RESOURCE = 'resource:';

/**
 * An MCP tool call: the server's allow/deny lists (globs on tool names), else `mcp.default`. A
 * resource read (`resource:<uri>`) is matched in the URI's normal forms, so no spelling of a URI
 * gets past a deny rule; a URI that cannot be normalised is refused whatever the policy says.
 */
export function mcpPart(server: string, tool: string, policy: Policy): Part {
  if (tool.startsWith(RESOURCE)) return resourcePart(server, tool.slice(RESOURCE.length), policy);
  const what = `MCP tool ${quote(`${server}/${tool}`)}`;
  const rules = serverRules(server, policy);
  const match = rules && bestGlob(tool, rules, 'name');
  return match ? matched(server, what, match) : byDefault(server, what, policy);
}

/**
 * A resource read: denied when a deny rule decides any of the URI's forms (resourceUriForms),
 * allowed when an allow rule decides one of its full forms, else `mcp.default`.
 */
function resourcePart(server: string, uri: string, policy: Policy): Part {
  const forms = resourceUriForms(uri);
  if ('refused' in forms)
    return {
      verdict: 'deny',
      rule: 'invariant:resource-uri',
      reason: `MCP resource ${quote(uri)} ${forms.refused}: resource rules are matched on URIs in one normal form, and this one has none`,
      invariant: true,
    };
  const [name = ''] = forms.uris;
  const what = `MCP resource ${quote(`${server}/${RESOURCE}${name}`)}`;
  const rules = serverRules(server, policy);
  if (!rules) return byDefault(server, what, policy);
  const decided = [...forms.uris, ...forms.bases].map((form) => ({
    form,
    match: bestGlob(RESOURCE + form, rules, 'resource'),
  }));
  const deciding =
    decided.find((d) => d.match?.list === 'deny') ??
    decided.slice(0, forms.uris.length).find((d) => d.match?.list === 'allow');
  if (!deciding?.match) return byDefault(server, what, policy);
  const as = deciding.form === name ? '' : ` (read as ${quote(RESOURCE + deciding.form)})`;
  return matched(server, what + as, deciding.match);
}

const serverRules = (server: string, policy: Policy) =>
  Object.hasOwn(policy.mcp.servers, server) ? policy.mcp.servers[server] : undefined;

function matched(server: string, what: string, match: GlobMatch): Part {
  const rule = `mcp.servers.${server}.${match.list}[${match.index}]`;
  return { verdict: match.list, rule, reason: `${what} matches ${rule} ${quote(match.pattern)}` };
}

function byDefault(server: string, what: string, policy: Policy): Part {
  const verdict = policy.mcp.default;
  return {
    verdict,
    rule: 'mcp.default',
    reason: `${what} matches no rule for server ${quote(server)}; mcp.default is ${verdict}`,
  };
}
