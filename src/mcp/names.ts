import { createHash } from 'node:crypto';

/** Function names providers accept: OpenAI `^[a-zA-Z0-9_-]{1,64}$`, the stricter of the two. */
export const MAX_TOOL_NAME = 64;

const PREFIX = 'mcp--';
const SEPARATOR = '--';
/** `_` + 8 hex digits, what a name too long for MAX_TOOL_NAME ends in once cut. */
const HASH_SUFFIX = 9;

/**
 * The longest server name whose function names, cut or not, all start with `mcp--SERVER--`:
 * 64 − `mcp--` − `--` − the hash suffix = 48. With that prefix always whole, and SERVER holding
 * no `--` and not ending in `-` (serverNameProblems), no two servers' function names can be equal.
 */
export const MAX_SERVER_NAME = MAX_TOOL_NAME - PREFIX.length - SEPARATOR.length - HASH_SUFFIX;

/** The characters a server name may hold (it goes into function names and file names as it is). */
export const SERVER_NAME_CHARS = /^[a-zA-Z0-9_-]+$/;

/**
 * What makes a server name ambiguous in `mcp--SERVER--TOOL`, where TOOL is whatever the server
 * lists: with `--` in it, server `a--b` with tool `c` and server `a` with tool `b--c` share a name;
 * ending in `-`, server `a-` with tool `b` and server `a` with tool `-b` do. Past MAX_SERVER_NAME a
 * cut name loses the server. Pure; the characters are SERVER_NAME_CHARS' business.
 */
export function serverNameProblems(name: string): string[] {
  const problems: string[] = [];
  if (name.includes(SEPARATOR) || name.endsWith('-'))
    problems.push(
      'a server name may not hold "--" or end in "-": tools are named mcp--SERVER--TOOL, and each name must say which server its tool is of',
    );
  if (name.length > MAX_SERVER_NAME)
    problems.push(
      `a server name has at most ${MAX_SERVER_NAME} characters, so that every tool name (at most ${MAX_TOOL_NAME}) starts with mcp--SERVER--`,
    );
  return problems;
}

/** A server or tool name with the characters function names may not hold replaced by `_`. */
export const sanitize = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');
const shortHash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 8);

/** Map key of a server tool in the result of assignToolNames. */
export const toolKey = (server: string, tool: string) => `${server}\u0000${tool}`;

/**
 * A server tool's function name `mcp--SERVER--TOOL`, sanitized; one longer than 64 characters is
 * cut and ends in `_` + 8 hex digits of a hash of the original pair. Depends on the pair alone,
 * so the same servers always yield the same names, whatever else they list.
 */
export function functionName(server: string, tool: string): string {
  const name = `${PREFIX}${sanitize(server)}${SEPARATOR}${sanitize(tool)}`;
  return name.length > MAX_TOOL_NAME
    ? `${name.slice(0, MAX_TOOL_NAME - HASH_SUFFIX)}_${shortHash(toolKey(server, tool))}`
    : name;
}

export interface ServerToolPair {
  server: string;
  tool: string;
}

/**
 * The server and tool a function name `mcp--SERVER--TOOL` reads as, for `nightshift policy check`,
 * which has no servers to ask: the server ends at the first `--`, the only reading a server name
 * the task accepts allows (serverNameProblems). Undefined when that is no server name. A run never
 * reads names back: each server tool declares its own pair.
 */
export function readFunctionName(name: string): ServerToolPair | undefined {
  const match = /^mcp--(.+?)--(.+)$/.exec(name);
  const [, server = '', tool = ''] = match ?? [];
  const valid = SERVER_NAME_CHARS.test(server) && serverNameProblems(server).length === 0;
  return match && valid ? { server, tool } : undefined;
}

export interface AssignedNames {
  /** toolKey → function name, for the pairs that have one of their own. */
  names: Map<string, string>;
  /** The pairs left out because another pair's function name is the same, with why. */
  collisions: (ServerToolPair & { reason: string })[];
}

/** Pairs named in a collision reason; the rest are counted. */
const NAMED_OTHERS = 3;

/**
 * Each (server, tool) pair's function name, or why it has none: pairs whose names are equal
 * (after sanitizing, `a.b` and `a_b`; after cutting and hashing; or across servers whose names
 * the task file would refuse) are all left out. Keeping one would let the listing order or the
 * server's choice of names decide which tool answers to a name the model, a `tools.NAME` policy
 * override and the audit log read as another. Names are compared as written: OpenAI and
 * Anthropic match function names case-sensitively, and so does the registry. Pure.
 */
export function assignToolNames(pairs: readonly ServerToolPair[]): AssignedNames {
  const byName = new Map<string, ServerToolPair[]>();
  for (const pair of pairs) {
    const name = functionName(pair.server, pair.tool);
    const same = byName.get(name);
    if (same) same.push(pair);
    else byName.set(name, [pair]);
  }
  const names = new Map<string, string>();
  const collisions: AssignedNames['collisions'] = [];
  for (const [name, same] of byName) {
    if (same.length === 1) {
      const [{ server, tool }] = same as [ServerToolPair];
      names.set(toolKey(server, tool), name);
      continue;
    }
    for (const pair of same) {
      const others = same.filter((p) => p !== pair);
      const listed = others
        .slice(0, NAMED_OTHERS)
        .map((p) => (p.server === pair.server ? `"${p.tool}"` : `"${p.tool}" of server "${p.server}"`));
      const more = others.length > NAMED_OTHERS ? ` and ${others.length - NAMED_OTHERS} more` : '';
      collisions.push({
        ...pair,
        reason: `its function name ${name} would also be that of tool ${listed.join(', ')}${more}`,
      });
    }
  }
  return { names, collisions };
}
