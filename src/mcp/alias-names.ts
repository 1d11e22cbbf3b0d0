import { sanitize, type ServerToolPair } from './names.ts';

/** The ways other agents write a server tool's function name: `mcp_S_T` and Claude Code's `mcp__S__T`. */
function writtenForms({ server, tool }: ServerToolPair): Set<string> {
  const forms = new Set<string>();
  for (const sep of ['_', '__'])
    for (const s of [server, sanitize(server)])
      for (const t of [tool, sanitize(tool)]) forms.add(`mcp${sep}${s}${sep}${t}`);
  return forms;
}

/**
 * The registered server tools a name written `mcp_SERVER_TOOL` or `mcp__SERVER__TOOL` can stand
 * for. Server and tool names may hold underscores themselves, so the name is never split: it is
 * compared with the forms of every registered pair, and more than one match means it is ambiguous.
 */
export function mcpAliasMatches<T extends { mcp?: ServerToolPair }>(name: string, tools: readonly T[]): T[] {
  if (!name.startsWith('mcp_')) return [];
  return tools.filter((t) => t.mcp !== undefined && writtenForms(t.mcp).has(name));
}
