import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  CallToolResultSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { AuditSink } from '../audit/types.ts';
import type { ToolResult } from '../tools/types.ts';
import { VERSION } from '../version.ts';
import { listCatalog, type McpResourceInfo, type McpToolInfo } from './catalog.ts';
import { MCP_LIMITS, type CatalogNotes } from './catalog-limits.ts';
import { BoundedHttpTransport } from './http-transport.ts';
import { callResultToTool, readResultToTool } from './result.ts';
import { createMcpValidator } from './schema.ts';
import { ProcessGroupStdioTransport } from './stdio-transport.ts';
import type { PreparedTransport } from './transport.ts';

const END_SESSION_TIMEOUT_MS = 2000;

interface ConnectOptions {
  connectTimeoutMs: number;
  callTimeoutMs: number;
  /** Masks the run's secrets: what the server sends is redacted before it is cut. */
  redact: (text: string) => string;
  audit?: AuditSink;
  signal?: AbortSignal;
}

/** One connected MCP server: its tools and resources, calls with timeouts, shutdown. */
export class McpConnection {
  readonly tools = new Map<string, McpToolInfo>();
  readonly resources: McpResourceInfo[] = [];
  /** What MCP_LIMITS left out or cut of the server's listings. */
  notes: CatalogNotes | undefined;
  /** Why the server can no longer be used (it exited, dropped the connection); unset while up. */
  #down: string | undefined;
  #closing: Promise<void> | undefined;
  #shuttingDown = false;

  private constructor(
    readonly name: string,
    private readonly client: Client,
    private readonly prepared: PreparedTransport,
    private readonly callTimeoutMs: number,
    private readonly redact: (text: string) => string,
  ) {}

  /** Connects and lists; on any failure the server is shut down again and the error thrown. */
  static async open(name: string, prepared: PreparedTransport, opts: ConnectOptions): Promise<McpConnection> {
    // The SDK checks structured results against a tool's output schema with this validator.
    const client = new Client(
      { name: 'nightshift', version: VERSION },
      { jsonSchemaValidator: createMcpValidator() },
    );
    const conn = new McpConnection(name, client, prepared, opts.callTimeoutMs, opts.redact);
    // One deadline for initialize and every page of the listings: a server answering each page
    // just in time would otherwise hold the run's start for as many timeouts as it has pages.
    const deadline = Date.now() + opts.connectTimeoutMs;
    const request = () => ({
      timeout: Math.max(1, deadline - Date.now()),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
    try {
      const connecting = client
        .connect(prepared.transport, request())
        .then(() => listCatalog(client, request, opts.redact));
      const catalog = await beforeDeadline(connecting, deadline, opts.signal);
      for (const tool of catalog.tools) conn.tools.set(tool.name, tool);
      conn.resources.push(...catalog.resources);
      conn.notes = catalog.notes;
    } catch (err) {
      await conn.close();
      throw new Error(conn.#explain(err, 'connect', opts.connectTimeoutMs), { cause: err });
    }
    client.onclose = () => {
      if (conn.#shuttingDown) return;
      conn.#down = `the server ${conn.#exitDescription() ?? 'closed the connection'}`;
      opts.audit?.emit('mcp.error', { server: name, phase: 'disconnected', error: conn.#down });
    };
    // Transport noise (a garbage line, a failed SSE reconnect) is not fatal: the pending call
    // still ends by its result, the disconnect above, or its timeout.
    client.onerror = () => undefined;
    return conn;
  }

  /** Why the server can no longer be used, once it exited or dropped the connection. */
  get down(): string | undefined {
    return this.#down;
  }

  get pid(): number | undefined {
    return this.prepared.transport instanceof ProcessGroupStdioTransport
      ? this.prepared.transport.pid
      : undefined;
  }

  /** The name and version the server gave, for the audit log: masked, then cut (see cutInfo). */
  get serverVersion(): { name: string; version: string } | undefined {
    const v = this.client.getServerVersion();
    return v ? { name: cutInfo(this.redact(v.name)), version: cutInfo(this.redact(v.version)) } : undefined;
  }

  async callTool(tool: string, args: Record<string, unknown>, signal: AbortSignal): Promise<ToolResult> {
    const timeoutMs = this.callTimeoutMs;
    const info = this.tools.get(tool);
    if (!info)
      return fail(
        `MCP server "${this.name}" has no tool "${tool}". Its tools: ${[...this.tools.keys()].join(', ') || '(none)'}.`,
      );
    const problem = info.check(args);
    if (problem)
      return fail(
        `Invalid arguments for ${this.name}/${tool}: ${problem}. Fix the arguments to match the tool's input schema.`,
      );
    if (this.#down) return fail(`MCP server "${this.name}" is unavailable: ${this.#down}.`);
    try {
      const result = await this.client.callTool({ name: tool, arguments: args }, CallToolResultSchema, {
        timeout: timeoutMs,
        signal,
      });
      // Parsed with CallToolResultSchema: the legacy `toolResult` form in the return type cannot occur.
      return callResultToTool(result as CallToolResult, this.redact);
    } catch (err) {
      if (signal.aborted) throw err;
      return fail(this.#explain(err, `tool "${tool}"`, timeoutMs));
    }
  }

  async readResource(uri: string, signal: AbortSignal): Promise<ToolResult> {
    if (this.#down) return fail(`MCP server "${this.name}" is unavailable: ${this.#down}.`);
    try {
      return readResultToTool(
        await this.client.readResource({ uri }, { timeout: this.callTimeoutMs, signal }),
        this.redact,
      );
    } catch (err) {
      if (signal.aborted) throw err;
      return fail(this.#explain(err, `resource ${uri}`, this.callTimeoutMs));
    }
  }

  /**
   * Shuts the server down (stdio: its whole process group; HTTP: the session is ended with a
   * DELETE, as the protocol asks of clients, so the server can free it). Idempotent, never throws.
   */
  close(): Promise<void> {
    this.#shuttingDown = true;
    this.#closing ??= this.#endSession()
      .then(() => this.client.close())
      .catch(() => this.prepared.transport.close().catch(() => undefined));
    return this.#closing;
  }

  async #endSession(): Promise<void> {
    const t = this.prepared.transport;
    if (!(t instanceof StreamableHTTPClientTransport) || !t.sessionId || this.#down) return;
    // A server that does not answer must not hold up the end of the run.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, END_SESSION_TIMEOUT_MS)));
    await Promise.race([t.terminateSession().catch(() => undefined), timeout]).finally(() =>
      clearTimeout(timer),
    );
  }

  #exitDescription(): string | undefined {
    const t = this.prepared.transport;
    return t instanceof ProcessGroupStdioTransport || t instanceof BoundedHttpTransport
      ? t.exitDescription
      : undefined;
  }

  #explain(err: unknown, what: string, timeoutMs: number): string {
    const server = `MCP server "${this.name}"`;
    if (err instanceof McpError && err.code === Number(ErrorCode.RequestTimeout)) {
      return `${server} did not answer ${what} within ${timeoutMs} ms; the call was cancelled`;
    }
    if (err instanceof McpError && err.code === Number(ErrorCode.ConnectionClosed)) {
      const exit = this.#exitDescription();
      return `${server} closed the connection during ${what}${exit ? ` (${exit})` : ''}`;
    }
    // The HTTP status (401, 404, 502...) is what tells a user which setting is wrong.
    const status = err instanceof StreamableHTTPError && err.code !== undefined ? ` (HTTP ${err.code})` : '';
    // fetch says only "fetch failed"; the reason (ECONNREFUSED, a DNS error) is in its cause.
    const { cause } = err as Error;
    const reason = cause instanceof Error ? ` (${this.redact(cause.message)})` : '';
    // Error texts can carry a whole HTML error page from a proxy: keep the start, masked first
    // (a cut must never keep part of a secret).
    const message = this.redact((err as Error).message).slice(0, 500);
    return `${server} failed on ${what}${status}: ${message}${reason}`;
  }
}

const fail = (output: string): ToolResult => ({ ok: false, output });

/**
 * `work`, or the connect timeout's error at `deadline` (or the abort's reason): the SDK awaits
 * some steps with no timeout of its own (connect() awaits the POST of `notifications/initialized`,
 * which a server can leave unanswered), and only requests get the timeout of their options.
 */
function beforeDeadline<T>(work: Promise<T>, deadline: number, signal?: AbortSignal): Promise<T> {
  // Settles after the race was lost (the transport is closed then): nothing left to report.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new McpError(ErrorCode.RequestTimeout, 'Request timed out')),
      Math.max(0, deadline - Date.now()),
    );
    if (!signal) return;
    onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  });
}

/** A server's name or version is whatever it sent (megabytes fit a message): the start is kept. */
function cutInfo(text: string): string {
  const max = MCP_LIMITS.serverInfoChars;
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}
