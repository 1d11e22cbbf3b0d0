import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RequestOptions } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { compileArgsCheck, type ArgsCheck } from './schema.ts';

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

async function paginate<T>(
  page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const { items, nextCursor } = await page(cursor);
    all.push(...items);
    if (!nextCursor) return all;
    cursor = nextCursor;
  }
  throw new Error(`the server listed more than ${MAX_PAGES} pages`);
}

/** The tools (with compiled argument checks) and resources a connected server offers. */
export async function listCatalog(
  client: Client,
  request: RequestOptions,
): Promise<{ tools: McpToolInfo[]; resources: McpResourceInfo[] }> {
  const tools = await paginate(async (cursor) => {
    const r = await client.listTools(cursor ? { cursor } : {}, request);
    return { items: r.tools, nextCursor: r.nextCursor };
  });
  const resources = client.getServerCapabilities()?.resources
    ? await paginate(async (cursor) => {
        const r = await client.listResources(cursor ? { cursor } : {}, request);
        return { items: r.resources, nextCursor: r.nextCursor };
      })
    : [];
  return {
    tools: tools.map((t) => {
      const inputSchema = t.inputSchema as Record<string, unknown>;
      return {
        name: t.name,
        description: t.description ?? '',
        inputSchema,
        check: compileArgsCheck(inputSchema),
      };
    }),
    resources: resources.map((r) => ({
      uri: r.uri,
      name: r.name,
      ...(r.mimeType ? { mimeType: r.mimeType } : {}),
    })),
  };
}
