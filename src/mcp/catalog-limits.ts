import type { McpResourceInfo } from './catalog.ts';

/**
 * What one server may put in front of the model. Its tools' names, descriptions and schemas go
 * into every model request (and use_mcp_tool's description); without bounds one server could
 * make each request megabytes.
 */
export const MCP_LIMITS = {
  /** Tools kept per server, in the order listed. */
  tools: 128,
  /** Characters of a tool name (the MCP specification asks for 1 to 128). */
  nameChars: 128,
  /** Characters of a tool description; a longer one is cut, with a note saying so. */
  descriptionChars: 4000,
  /** Bytes of a tool's input schema as JSON. */
  schemaBytes: 32 * 1024,
  /** Bytes of a server's descriptions and schemas together. */
  serverBytes: 256 * 1024,
  /** Resources kept per server (the model sees 20 listed; the others can be read by URI). */
  resources: 1000,
  /** Characters of a resource's URI, name or MIME type. */
  resourceFieldChars: 1024,
  /** Tools and resources read from a paged listing: later pages are not asked for. */
  listedTools: 1024,
  listedResources: 2000,
  /** Characters of the name and of the version a server gives (`mcp.connected` `server_info`). */
  serverInfoChars: 256,
} as const;

export interface ListedTool {
  name: string;
  description?: string | undefined;
  inputSchema: Record<string, unknown>;
}

/** What the limits changed, for the audit log's `mcp.connected`. */
export interface CatalogNotes {
  /** Tools not offered, with why (at most 20 listed; `left_out_total` counts them all). */
  left_out: { tool: string; reason: string }[];
  left_out_total: number;
  /** Tools offered whose description was cut. */
  descriptions_cut: string[];
  /** Resources not listed. */
  resources_left_out: number;
  /** The listings whose later pages were not read (past MCP_LIMITS.listedTools / listedResources). */
  pages_not_read: ('tools' | 'resources')[];
}

const LISTED_LEFT_OUT = 20;

/** How the policy names a resource read: `resource:<uri>` under the server. */
const RESOURCE_ACCESS = 'resource:';

/**
 * The tools a server listed that are offered, descriptions redacted then cut (a cut must never
 * keep part of a secret), and what was left out. Pure.
 */
export function limitTools(
  tools: readonly ListedTool[],
  redact: (text: string) => string,
): { tools: Required<ListedTool>[]; notes: Omit<CatalogNotes, 'resources_left_out' | 'pages_not_read'> } {
  const kept: Required<ListedTool>[] = [];
  const leftOut: { tool: string; reason: string }[] = [];
  const cut: string[] = [];
  let bytes = 0;
  for (const tool of tools) {
    const json = JSON.stringify(tool.inputSchema);
    const schema = Buffer.byteLength(json);
    const reason = refusal(tool.name, schema, kept.length) ?? secretIn([tool.name, json], redact);
    if (reason) {
      leftOut.push({ tool: shortName(tool.name, redact), reason });
      continue;
    }
    const description = redact(tool.description ?? '');
    const shown =
      description.length > MCP_LIMITS.descriptionChars
        ? `${description.slice(0, MCP_LIMITS.descriptionChars)} … [description cut: ${description.length} characters]`
        : description;
    if (bytes + schema + Buffer.byteLength(shown) > MCP_LIMITS.serverBytes) {
      const budget = `the server's tool descriptions and schemas pass ${MCP_LIMITS.serverBytes / 1024} KiB`;
      leftOut.push({ tool: shortName(tool.name, redact), reason: budget });
      continue;
    }
    bytes += schema + Buffer.byteLength(shown);
    if (shown !== description) cut.push(tool.name);
    kept.push({ name: tool.name, description: shown, inputSchema: tool.inputSchema });
  }
  return {
    tools: kept,
    notes: {
      left_out: leftOut.slice(0, LISTED_LEFT_OUT),
      left_out_total: leftOut.length,
      descriptions_cut: cut,
    },
  };
}

/**
 * The notes with more tools left out (by the hub, once every server's function names are known),
 * listed while fewer than 20 are and counted in `left_out_total`. Pure.
 */
export function noteLeftOut(
  notes: CatalogNotes,
  more: readonly { tool: string; reason: string }[],
): CatalogNotes {
  return {
    ...notes,
    left_out: [...notes.left_out, ...more].slice(0, LISTED_LEFT_OUT),
    left_out_total: notes.left_out_total + more.length,
  };
}

/** Why a tool is left out whatever the others are, if it is. */
function refusal(name: string, schema: number, kept: number): string | undefined {
  if (name.length > MCP_LIMITS.nameChars)
    return `its name has ${name.length} characters, more than ${MCP_LIMITS.nameChars}`;
  if (schema > MCP_LIMITS.schemaBytes)
    return `its input schema has ${schema} bytes, more than ${MCP_LIMITS.schemaBytes / 1024} KiB`;
  if (kept >= MCP_LIMITS.tools) return `the server lists more than ${MCP_LIMITS.tools} tools`;
  // The policy names a resource read `resource:<uri>`, in the same lists as tool names: such a
  // tool would be decided by the rules for reading that resource.
  if (name.startsWith(RESOURCE_ACCESS))
    return 'its name starts with `resource:`, as the policy names resource reads';
  return undefined;
}

/**
 * A tool's name and input schema go to the model as listed (they cannot be masked: the model
 * calls the tool by them), so one that holds a secret of the run (the credential the task gave
 * the server, shown in a `default` or an `enum`) is left out, as is such a resource.
 */
function secretIn(fields: readonly string[], redact: (text: string) => string): string | undefined {
  return fields.some((f) => redact(f) !== f)
    ? 'its name or input schema holds a secret of the run'
    : undefined;
}

/**
 * The resources a server listed that are kept, and how many were not: one with a field over the
 * limit or holding a secret of the run (see secretIn). Pure.
 */
export function limitResources(
  resources: readonly McpResourceInfo[],
  redact: (text: string) => string = (text) => text,
): {
  resources: McpResourceInfo[];
  leftOut: number;
} {
  const fits = (r: McpResourceInfo) =>
    [r.uri, r.name, r.mimeType ?? ''].every(
      (f) => f.length <= MCP_LIMITS.resourceFieldChars && redact(f) === f,
    );
  const kept = resources.filter(fits).slice(0, MCP_LIMITS.resources);
  return { resources: kept, leftOut: resources.length - kept.length };
}

/** A name for the audit log: redacted, then cut (a cut must never keep part of a secret). */
function shortName(name: string, redact: (text: string) => string): string {
  const masked = redact(name);
  return masked.length > MCP_LIMITS.nameChars ? `${masked.slice(0, MCP_LIMITS.nameChars)}…` : masked;
}
