import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { limitResources, limitTools, MCP_LIMITS, type CatalogNotes } from './catalog-limits.ts';
import { compileArgsCheck, createMcpValidator, type ArgsCheck } from './schema.ts';

export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  check: ArgsCheck;
}

export interface McpResourceInfo {
  uri: string;
  name: string;
  mimeType?: string;
}

/** A server that keeps handing out cursors is broken; stop rather than loop forever. */
const MAX_PAGES = 50;

/**
 * The items of a paged listing, page by page, until the server has listed `maxItems`: each page is
 * held in memory until the limits pick from it, and a server could hand out 50 pages of 10 MB
 * (millions of tools, gigabytes once parsed). `complete` is false when pages were left unread.
 */
async function paginate<T>(
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
  maxItems: number,
): Promise<{ items: T[]; complete: boolean }> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const { items, nextCursor } = await page(cursor);
    all.push(...items);
    if (!nextCursor) return { items: all, complete: true };
    if (all.length >= maxItems) return { items: all, complete: false };
    cursor = nextCursor;
  }
  throw new Error(`the server listed more than ${MAX_PAGES} pages`);
}

/**
 * The tools (with compiled argument checks) and resources a connected server offers, within
 * MCP_LIMITS, and what the limits changed. `redact` masks secrets in descriptions before they are
 * cut and shown.
 */
export async function listCatalog(
  client: Client,
  /** The options of each listing request (the time left before the connect deadline). */
  request: () => RequestOptions,
  redact: (text: string) => string,
): Promise<{ tools: McpToolInfo[]; resources: McpResourceInfo[]; notes: CatalogNotes }> {
  const listed = await paginate(async (cursor) => {
    const r = await client.listTools(cursor ? { cursor } : {}, request());
    return { items: r.tools, nextCursor: r.nextCursor };
  }, MCP_LIMITS.listedTools);
  const listedResources = client.getServerCapabilities()?.resources
    ? await paginate(async (cursor) => {
        const r = await client.listResources(cursor ? { cursor } : {}, request());
        return { items: r.resources, nextCursor: r.nextCursor };
      }, MCP_LIMITS.listedResources)
    : { items: [], complete: true };
  const { tools, notes } = limitTools(listed.items, redact);
  const resources = limitResources(
    listedResources.items.map((r) => ({
      uri: r.uri,
      name: r.name,
      ...(r.mimeType ? { mimeType: r.mimeType } : {}),
    })),
    redact,
  );
  const pagesNotRead = [
    ...(listed.complete ? [] : ['tools' as const]),
    ...(listedResources.complete ? [] : ['resources' as const]),
  ];
  const validator = createMcpValidator();
  return {
    tools: tools.map((t) => ({ ...t, check: compileArgsCheck(t.inputSchema, validator) })),
    resources: resources.resources,
    notes: { ...notes, resources_left_out: resources.leftOut, pages_not_read: pagesNotRead },
  };
}
