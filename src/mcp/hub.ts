import path from 'node:path';
import { artifactDir } from '../audit/artifact-file.ts';
import type { Redactor } from '../audit/redact.ts';
import type { AuditSink } from '../audit/types.ts';
import type { McpServerConfig } from '../config/task.ts';
import { DEFAULT_LIMITS } from '../policy/limits.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import type { AnyTool, ToolResult } from '../tools/types.ts';
import { noteLeftOut, type CatalogNotes } from './catalog-limits.ts';
import { McpConnection } from './connection.ts';
import type { EnvSource } from './expand.ts';
import { assignToolNames } from './names.ts';
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
  /** A stdio server whose stderr log passes this many bytes is killed. Default: limits.max_command_output_bytes' default. */
  maxStderrBytes?: number;
  /** When true, a server that fails to connect fails connect() (after shutting the others down). */
  failOnConnectError?: boolean;
  audit?: AuditSink;
  /** Learns the credentials the servers are given, and masks secrets in their stderr logs. */
  redactor?: Redactor;
  signal?: AbortSignal;
  /** Stdio servers start in it, like commands: they run code the repository and task chose. */
  sandbox: Sandbox;
}

type FailedServer = { name: string; status: 'failed'; error: string };
export type McpServerStatus = { name: string; status: 'connected'; connection: McpConnection } | FailedServer;
/** A server just started, with its `mcp.connected` event still to emit (once its tools are final). */
type Opened = { status: McpServerStatus; announce?: () => void };

/** Restarts of one server per run after it exited or dropped its connection. */
export const MAX_RESTARTS = 2;

/** Every MCP server of a run, connected once at the start and shut down by close(). */
export class McpHub {
  readonly #servers: McpServerStatus[];
  readonly #configs: Record<string, McpServerConfig>;
  readonly #options: McpHubOptions;
  readonly #restarts = new Map<string, { count: number; pending?: Promise<void> }>();
  /** Per server, the tools left out because their function names collide: tool → reason. */
  readonly #collided = new Map<string, Map<string, string>>();
  #tools: AnyTool[] | undefined;
  #closing: Promise<void> | undefined;

  private constructor(
    servers: McpServerStatus[],
    configs: Record<string, McpServerConfig>,
    options: McpHubOptions,
  ) {
    this.#servers = servers;
    this.#configs = configs;
    this.#options = options;
  }

  /**
   * Connects every server in parallel. A `${VAR}` that is not set throws ConfigError before any
   * server starts. A server that fails to connect is recorded (`mcp.error`) and left out: its
   * tools are absent and the tool descriptions tell the model so — unless failOnConnectError.
   */
  static async connect(servers: Record<string, McpServerConfig>, options: McpHubOptions): Promise<McpHub> {
    const prepared = Object.entries(servers).map(
      ([name, config]) => [name, config, prepareTransport(name, config, transportOptions(options))] as const,
    );
    // Before any server starts: what a server prints or returns is masked from its first byte.
    for (const [, , transport] of prepared)
      for (const secret of transport.secrets) options.redactor?.addSecret(secret);
    artifactDir(options.outDir, 'mcp');
    const opened = await Promise.all(
      prepared.map(([name, config, transport]) => connectOne(name, config, transport, options)),
    );
    const statuses = opened.map((o) => o.status);
    const hub = new McpHub(statuses, servers, options);
    hub.#leaveOutCollisions();
    for (const o of opened) o.announce?.();
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
    return this.#through(server, (conn) => conn.callTool(tool, args, signal));
  }

  readResource(server: string, uri: string, signal: AbortSignal): Promise<ToolResult> {
    return this.#through(server, (conn) => conn.readResource(uri, signal));
  }

  /** A request to a server, which is started again first if it went down. */
  async #through(server: string, request: (conn: McpConnection) => Promise<ToolResult>): Promise<ToolResult> {
    const conn = await this.#ready(server);
    if (typeof conn === 'string') return { ok: false, output: conn };
    const result = await request(conn);
    return conn.down && !result.ok
      ? { ok: false, output: result.output + this.#restartNote(server) }
      : result;
  }

  /** Shuts every server down; idempotent and safe after a cancel. */
  close(): Promise<void> {
    this.#closing ??= Promise.all(this.#connected().map((c) => c.close())).then(() => undefined);
    return this.#closing;
  }

  #connected(): McpConnection[] {
    return this.#servers.flatMap((s) => (s.status === 'connected' ? [s.connection] : []));
  }

  /**
   * Takes the tools whose function names collide (assignToolNames) out of their servers, so that
   * every name the model sees, and every call, is one (server, tool); `only` (a restarted server)
   * limits it to that server, whose tools left out before stay out. Before mcp.connected, which
   * lists them in `left_out`.
   */
  #leaveOutCollisions(only?: string): void {
    const connections = this.#connected();
    const { collisions } = assignToolNames(
      connections.flatMap((c) => [...c.tools.keys()].map((tool) => ({ server: c.name, tool }))),
    );
    for (const { server, tool, reason } of collisions) {
      if (only !== undefined && server !== only) continue;
      const collided = this.#collided.get(server) ?? new Map<string, string>();
      this.#collided.set(server, collided);
      if (!collided.has(tool)) collided.set(tool, reason);
    }
    for (const conn of connections) {
      if (only !== undefined && conn.name !== only) continue;
      const left = [...(this.#collided.get(conn.name) ?? [])].filter(([tool]) => conn.tools.delete(tool));
      if (left.length && conn.notes)
        conn.notes = noteLeftOut(
          conn.notes,
          left.map(([tool, reason]) => ({ tool, reason })),
        );
    }
  }

  /**
   * The connection, or the message telling the model why there is none. A server that went down
   * is started again first, up to MAX_RESTARTS times per run: a crash should not cost the run
   * the server's tools for good. The call that was in flight is not repeated (it may have had
   * effects); the model decides.
   */
  async #ready(server: string): Promise<McpConnection | string> {
    const s = this.#servers.find((x) => x.name === server);
    if (!s)
      return `No MCP server "${server}". Servers: ${this.#servers.map((x) => x.name).join(', ') || '(none)'}.`;
    if (s.status === 'connected' && s.connection.down && !this.#closing) {
      const restarts = this.#restarts.get(server) ?? { count: 0 };
      this.#restarts.set(server, restarts);
      if (!restarts.pending && restarts.count < MAX_RESTARTS) {
        restarts.count++;
        restarts.pending = this.#restart(s.connection, restarts.count).finally(() => {
          restarts.pending = undefined;
        });
      }
      await restarts.pending;
    }
    const now = this.#servers.find((x) => x.name === server)!;
    if (now.status === 'failed') return `${now.error}. The server is unavailable for this run.`;
    const { down } = now.connection;
    return down
      ? `MCP server "${server}" is unavailable: ${down}; it was restarted ${MAX_RESTARTS} times.`
      : now.connection;
  }

  async #restart(old: McpConnection, attempt: number): Promise<void> {
    const { name } = old;
    const config = this.#configs[name]!;
    await old.close();
    const transport = prepareTransport(name, config, transportOptions(this.#options));
    const { status, announce } = await connectOne(name, config, transport, this.#options, attempt);
    const index = this.#servers.findIndex((x) => x.name === name);
    this.#servers[index] = status;
    this.#leaveOutCollisions(name);
    announce?.();
    // The run ended while the server was starting: it must not outlive the run.
    if (this.#closing && status.status === 'connected') await status.connection.close();
  }

  #restartNote(server: string): string {
    const count = this.#restarts.get(server)?.count ?? 0;
    return count < MAX_RESTARTS ? '. The server will be started again on the next call to it.' : '';
  }
}

function transportOptions(options: McpHubOptions) {
  return {
    env: options.env,
    cwd: options.cwd ?? process.cwd(),
    logDir: path.join(options.outDir, 'mcp'),
    graceMs: options.closeGraceMs ?? 2000,
    maxStderrBytes: options.maxStderrBytes ?? DEFAULT_LIMITS.max_command_output_bytes,
    sandbox: options.sandbox,
    redactor: options.redactor,
  };
}

/**
 * Connects one server; `restart` (1, 2, ...) when it is started again after going down. Its
 * `mcp.connected` is left to the caller (announce), which first takes out colliding tools.
 */
async function connectOne(
  name: string,
  config: McpServerConfig,
  prepared: PreparedTransport,
  options: McpHubOptions,
  restart?: number,
): Promise<Opened> {
  const started = Date.now();
  try {
    const connection = await McpConnection.open(name, prepared, {
      connectTimeoutMs: options.connectTimeoutMs ?? 30_000,
      // The task's per-server `timeout` is in seconds, as in Roo Code's mcp settings.
      callTimeoutMs: config.timeout ? config.timeout * 1000 : (options.callTimeoutMs ?? 60_000),
      redact: (text) => options.redactor?.redact(text) ?? text,
      ...(options.audit ? { audit: options.audit } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const durationMs = Date.now() - started;
    const announce = () =>
      options.audit?.emit('mcp.connected', {
        server: name,
        transport: prepared.kind,
        ...prepared.describe,
        ...(connection.pid ? { pid: connection.pid } : {}),
        server_info: connection.serverVersion ?? null,
        tools: [...connection.tools.keys()],
        resources: connection.resources.length,
        ...limitNotes(connection.notes),
        duration_ms: durationMs,
        ...(restart ? { restart } : {}),
      });
    return { status: { name, status: 'connected', connection }, announce };
  } catch (err) {
    const error = (err as Error).message;
    options.audit?.emit('mcp.error', {
      server: name,
      phase: restart ? 'restart' : 'connect',
      transport: prepared.kind,
      ...prepared.describe,
      error,
    });
    return { status: { name, status: 'failed', error } };
  }
}

/** What MCP_LIMITS changed in a server's listings, for mcp.connected; nothing when nothing. */
function limitNotes(notes: CatalogNotes | undefined): Partial<CatalogNotes> {
  if (!notes) return {};
  return {
    ...(notes.left_out_total ? { left_out: notes.left_out, left_out_total: notes.left_out_total } : {}),
    ...(notes.descriptions_cut.length ? { descriptions_cut: notes.descriptions_cut } : {}),
    ...(notes.resources_left_out ? { resources_left_out: notes.resources_left_out } : {}),
    ...(notes.pages_not_read.length ? { pages_not_read: notes.pages_not_read } : {}),
  };
}
