import type { z } from 'zod';
import type { Redactor } from '../audit/redact.ts';
import type { TaskCommand } from '../config/task.ts';
import type { BrowserSession } from '../browser/session.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import type { EmbeddingsEndpoint, EmbeddingUsage } from './codebase-search/embedder.ts';

export const TOOL_GROUPS = ['read', 'edit', 'command', 'mcp', 'modes', 'browser'] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number];
/** Tools in the `always` pseudo-group are available in every mode. */
export type ToolGroupOrAlways = ToolGroup | 'always';

/**
 * What a call touches, declared by the tool from its (validated) arguments. The pipeline resolves
 * paths and hands these to the policy engine; tools never ask for approval themselves.
 */
export type Access =
  | { kind: 'read'; path: string }
  | { kind: 'edit'; path: string }
  | { kind: 'command'; command: string; cwd?: string }
  | { kind: 'mcp'; server: string; tool: string }
  /** A browser action; `url` when it loads one (launch), absent when it acts on the open page. */
  | { kind: 'browser'; url?: string };

export interface ToolResult {
  ok: boolean;
  /** Text sent to the model (already truncated by the tool when large). */
  output: string;
  /**
   * What repetition detection compares instead of `output` when the output differs on every call
   * in ways that say nothing about progress (a command's output id, a once-per-run notice).
   */
  fingerprint?: string;
  /** Set by attempt_completion: the run ends with this result. */
  completion?: string;
  /** Set by attempt_completion when the task declares `output.schema`: the structured result. */
  resultJson?: unknown;
  /** Where a command ran and how it ended, for the audit log's tool.result. */
  sandbox?: CommandSandboxInfo;
  /** What codebase_search spent on its embeddings endpoint, for the audit log's tool.result. */
  embeddings?: EmbeddingUsage;
  /** The network proxy's decisions while the command ran: one sandbox.network event each. */
  network?: NetworkAttempt[];
  /** Images for the model (browser screenshots), after the text; also files in the out dir. */
  images?: ToolImage[];
  /** Audit events the call produced (browser.*), recorded with its call_id after tool.result. */
  events?: ToolEvent[];
}

export interface ToolImage {
  mediaType: 'image/png';
  /** Base64 of the image bytes. */
  data: string;
  /** Where the image is, relative to the run's out dir. */
  path: string;
}

export interface ToolEvent {
  type: 'browser.blocked' | 'browser.screenshot' | 'browser.closed';
  payload: Record<string, unknown>;
}

export interface NetworkAttempt {
  host: string;
  port: number;
  decision: 'allow' | 'deny';
  rule: string;
  reason?: string;
}

export interface CommandSandboxInfo {
  backend: 'bubblewrap' | 'none';
  exit_cause: 'exit' | 'signal' | 'timeout' | 'cancelled' | 'output_limit' | 'start_failed';
  /** Connections the proxy refused while the command ran, when any. */
  network_denied?: number;
}

export interface TodoItem {
  text: string;
  status: 'pending' | 'in_progress' | 'completed';
}

/** What the loop offers tools that steer the run itself (modes group and `always` tools). */
export interface RunControls {
  readonly modeSlug: string;
  switchMode(slug: string, reason: string | undefined): Promise<string>;
  startSubtask(modeSlug: string, message: string, todos?: TodoItem[]): Promise<string>;
  answerFollowup(question: string, suggestions: string[]): Promise<{ answer: string } | { fail: string }>;
  setTodos(todos: TodoItem[]): void;
}

export interface ToolContext {
  /** Real (symlink-resolved) absolute path of the workspace. */
  workspace: string;
  /** The run's output directory (audit log, patch, command outputs). */
  outDir: string;
  signal: AbortSignal;
  /** Where commands run: every process that runs model-influenced code starts through it. */
  sandbox: Sandbox;
  commandTimeoutMs: number;
  /** Bytes of output a command may print before it is killed (limits.max_command_output_bytes). */
  commandOutputBytes: number;
  /**
   * Whether the policy's read rules let the model see this workspace-relative path. Listings and
   * searches leave out what it may not read (a search of "." must not show a denied .env).
   */
  readable: (rel: string) => boolean;
  /** The task's own slash commands (`commands:`), by name; they win over `.roo/commands`. */
  commands?: Readonly<Record<string, TaskCommand>>;
  /** The run's browser (browser_action); absent where no browser is wired (policy check). */
  browser?: BrowserSession;
  /** codebase_search: the task's embeddings endpoint, if any, and where vectors are cached. */
  search?: { embeddings?: EmbeddingsEndpoint | undefined; cacheDir: string };
  /** Replace every registered secret value by ***. */
  redact(text: string): string;
  /** The run's redactor, for artifacts written in pieces (command logs); absent = no secrets. */
  redactor?: Redactor;
  run: RunControls;
}

export interface Tool<S extends z.ZodType = z.ZodType> {
  name: string;
  group: ToolGroupOrAlways;
  description: string;
  params: S;
  /** Set on an MCP server's tool: the server and tool it calls (names models write resolve to it). */
  mcp?: { server: string; tool: string };
  /** Set on a custom tool: which file kind declared it (the audit log's decision shows its command). */
  custom?: { source: 'task' | 'policy' };
  /** Paths, commands and servers the call touches; used for file restrictions and the policy. */
  access?(args: z.infer<S>): Access[];
  execute(args: z.infer<S>, ctx: ToolContext): Promise<ToolResult>;
}

/** Declares a tool: schema, description and execute in one place. */
export function defineTool<S extends z.ZodType>(tool: Tool<S>): Tool<S> {
  return tool;
}

export type AnyTool = Tool<z.ZodType>;
