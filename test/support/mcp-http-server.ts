import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

export interface McpHttpServer {
  /** `http://127.0.0.1:PORT/mcp` */
  url: string;
  /** Stateful mode: the ids of the sessions clients ended with DELETE. */
  endedSessions: string[];
  close(): Promise<void>;
}

/**
 * A real streamable HTTP MCP server on 127.0.0.1: stateless (one McpServer per request, the SDK's
 * documented pattern), or with `stateful` one McpServer per session, which has an id and is
 * ended by a DELETE. Requests without `Authorization: Bearer <token>` get 401. Tools:
 * `add` (a + b, also as structured content), `fail` (an isError result), `hang` (never answers),
 * `crash` (destroys the connection mid-call). Answers are JSON, or SSE streams with `stream`.
 */
export async function startMcpHttpServer(
  token: string,
  { stream = false, stateful = false }: { stream?: boolean; stateful?: boolean } = {},
): Promise<McpHttpServer> {
  const endedSessions: string[] = [];
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
      return;
    }
    if (!stateful) {
      void handle(req, res, stream);
      return;
    }
    const id = req.headers['mcp-session-id'];
    const known = typeof id === 'string' ? sessions.get(id) : undefined;
    if (known) {
      void known.handleRequest(req, res);
      return;
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: !stream,
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
      onsessionclosed: (sid) => {
        endedSessions.push(sid);
        sessions.delete(sid);
      },
    });
    void mcpServer(req)
      .connect(transport)
      .then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    endedSessions,
    close: () =>
      new Promise((resolve) => {
        // `hang` leaves requests open: drop them rather than wait.
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, stream: boolean): Promise<void> {
  const server = mcpServer(req);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !stream,
  });
  res.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

function mcpServer(req: IncomingMessage): McpServer {
  const server = new McpServer({ name: 'loopback-http', version: '1.0.0' });
  server.registerTool(
    'add',
    {
      description: 'Add two numbers',
      inputSchema: { a: z.number(), b: z.number() },
      outputSchema: { sum: z.number() },
    },
    ({ a, b }) => ({ content: [{ type: 'text', text: `sum: ${a + b}` }], structuredContent: { sum: a + b } }),
  );
  server.registerTool('fail', { description: 'Always fails' }, () => ({
    content: [{ type: 'text', text: 'the tracker is down' }],
    isError: true,
  }));
  server.registerTool('hang', { description: 'Never answers' }, () => new Promise<never>(() => undefined));
  server.registerTool('crash', { description: 'Drops the connection' }, () => {
    req.socket.destroy();
    return new Promise<never>(() => undefined);
  });
  return server;
}
