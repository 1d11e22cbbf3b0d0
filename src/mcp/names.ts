import { createHash } from 'node:crypto';

/** Function names providers accept: OpenAI `^[a-zA-Z0-9_-]{1,64}$`, the stricter of the two. */
export const MAX_TOOL_NAME = 64;

/** A server or tool name with the characters function names may not hold replaced by `_`. */
export const sanitize = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);

/** Map key of a server tool in the result of assignToolNames. */
export const toolKey = (server: string, tool: string) => `${server}\u0000${tool}`;

/**
 * Assigns each (server, tool) pair its function name `mcp--SERVER--TOOL`. Names that are too long
 * or that collide after sanitizing get a hash suffix of the original pair; pairs are processed in
 * sorted order so the same servers always yield the same names, whatever order they listed in.
 */
export function assignToolNames(pairs: ReadonlyArray<{ server: string; tool: string }>): Map<string, string> {
  const keys = pairs
    .map((p) => ({ ...p, key: toolKey(p.server, p.tool) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const taken = new Set<string>();
  const names = new Map<string, string>();
  for (const { server, tool, key } of keys) {
    let name = `mcp--${sanitize(server)}--${sanitize(tool)}`;
    if (name.length > MAX_TOOL_NAME || taken.has(name))
      name = `${name.slice(0, MAX_TOOL_NAME - 9)}_${shortHash(key)}`;
    taken.add(name);
    names.set(key, name);
  }
  return names;
}
