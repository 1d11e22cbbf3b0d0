import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AuditSink } from '../audit/types.ts';
import type { McpServerConfig } from '../config/task.ts';
import type { AnyTool, ToolResult } from '../tools/types.ts';
import { McpConnection } from './connection.ts';
import type { EnvSource } from './expand.ts';
import { serverTools } from './server-tool.ts';
import { prepareTransport, type PreparedTransport } from './transport.ts';

export interface McpHubOptions {
  /** Source of `${VAR}` values in args, env and headers (and of PATH/HOME for stdio servers). */
  env: EnvSource;
  /** The run's output directory: server stderr goes to `<outDir>/mcp/<server>.stderr.log`. */
  outDir: string;
  /** Where stdio servers start and relative `cwd`s resolve; default: the process's cwd. */
  cwd?: string;
  /** Per server, for initialize and the tool/resource listings. Default 30 s. */
  connectTimeoutMs?: number;
  /** Per call, unless the server's config sets `timeout` (seconds). Default 60 s. */
  callTimeoutMs?: number;
  /** Wait between the shutdown steps of a stdio server (stdin closed, SIGTERM, SIGKILL). Default 2 s. */
  closeGraceMs?: number;
  /** When true, a server that fails to connect fails connect() (after shutting the others down). */
  failOnConnectError?: boolean;
  audit?: AuditSink;
  signal?: AbortSignal;
}

type FailedServer = { name: string; status: 'failed'; error: string };
export type McpServerStatus = { name: string; status: 'connected'; connection: McpConnection } | FailedServer;

/** Every MCP server of a run, connected once at the start and shut down by close(). */
export class McpHub {
  readonly #servers: McpServerStatus[];
  #tools: AnyTool[] | undefined;
  #closing: Promise<void> | undefined;

  private constructor(servers: McpServerStatus[]) {
    this.#servers = servers;
  }

  /**
   * Connects every server in parallel. A `${VAR}` that is not set throws ConfigError before any
   * server starts. A server that fails to connect is recorded (`mcp.error`) and left out: its
   * tools are absent and the tool descriptions tell the model so — unless failOnConnectError.
   */
  static async connect(servers: Record<string, McpServerConfig>, options: McpHubOptions): Promise<McpHub> {
    const logDir = path.join(options.outDir, 'mcp');
    const prepared = Object.entries(servers).map(
      ([name, config]) =>
        [
          name,
          config,
          prepareTransport(name, config, {
            env: options.env,
            cwd: options.cwd ?? process.cwd(),
            logDir,
            graceMs: options.closeGraceMs ?? 2000,
          }),
        ] as const,
    );
    mkdirSync(logDir, { recursive: true });
    const statuses = await Promise.all(
      prepared.map(([name, config, transport]) => connectOne(name, config, transport, options)),
    );
    const hub = new McpHub(statuses);
    if (options.signal?.aborted) {
      await hub.close();
      options.signal.throwIfAborted();
    }
    const failed = statuses.find((s): s is FailedServer => s.status === 'failed');
    if (failed && options.failOnConnectError) {
      await hub.close();
      throw new Error(`MCP server "${failed.name}" failed to connect: ${failed.error}`);
    }
    return hub;
  }

  /** Connected and failed servers, in config order. */
  servers(): readonly McpServerStatus[] {
    return this.#servers;
  }

  /** One tool per server tool, named `mcp--SERVER--TOOL`, group `mcp`, with the server's input schema. */
  tools(): AnyTool[] {
    this.#tools ??= serverTools(this.#connected(), this);
    return this.#tools;
  }

  callTool(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<ToolResult> {
    const conn = this.#find(server);
    return typeof conn === 'string'
      ? Promise.resolve({ ok: false, output: conn })
      : conn.callTool(tool, args, signal);
  }

  readResource(server: string, uri: string, signal: AbortSignal): Promise<ToolResult> {
    const conn = this.#find(server);
    return typeof conn === 'string'
      ? Promise.resolve({ ok: false, output: conn })
      : conn.readResource(uri, signal);
  }

  /** Shuts every server down; idempotent and safe after a cancel. */
  close(): Promise<void> {
    this.#closing ??= Promise.all(this.#connected().map((c) => c.close())).then(() => undefined);
    return this.#closing;
  }

  #connected(): McpConnection[] {
    return this.#servers.flatMap((s) => (s.status === 'connected' ? [s.connection] : []));
  }

  /** The connection, or the message telling the model why there is none. */
  #find(server: string): McpConnection | string {
    const s = this.#servers.find((x) => x.name === server);
    if (!s)
      return `No MCP server "${server}". Servers: ${this.#servers.map((x) => x.name).join(', ') || '(none)'}.`;
    return s.status === 'connected' ? s.connection : `${s.error}. The server is unavailable for this run.`;
  }
}

async function connectOne(
  name: string,
  config: McpServerConfig,
  prepared: PreparedTransport,
  options: McpHubOptions,
): Promise<McpServerStatus> {
  const started = Date.now();
  try {
    const connection = await McpConnection.open(name, prepared, {
      connectTimeoutMs: options.connectTimeoutMs ?? 30_000,
      // The task's per-server `timeout` is in seconds, as in Roo Code's mcp settings.
      callTimeoutMs: config.timeout ? config.timeout * 1000 : (options.callTimeoutMs ?? 60_000),
      ...(options.audit ? { audit: options.audit } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    options.audit?.emit('mcp.connected', {
      server: name,
      transport: prepared.kind,
      ...prepared.describe,
      ...(connection.pid ? { pid: connection.pid } : {}),
      server_info: connection.serverVersion ?? null,
      tools: [...connection.tools.keys()],
      resources: connection.resources.length,
      duration_ms: Date.now() - started,
    });
    return { name, status: 'connected', connection };
  } catch (err) {
    const error = (err as Error).message;
    options.audit?.emit('mcp.error', {
      server: name,
      phase: 'connect',
      transport: prepared.kind,
      ...prepared.describe,
      error,
    });
    return { name, status: 'failed', error };
  }
}
