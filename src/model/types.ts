/** The one normalized message format every provider converts to and from. */

export interface ToolCall {
  id: string;
  name: string;
  /** Parsed arguments; `undefined` when the provider sent arguments that were not valid JSON. */
  args: unknown;
  /** The raw argument text when it could not be parsed, so the rejection can quote it. */
  rawArgs?: string;
  parseError?: string;
}

export type Message =
  | { role: 'user'; content: string }
  | { role: 'assistant'; text: string; toolCalls: ToolCall[] }
  | { role: 'tool'; callId: string; name: string; output: string; isError: boolean; images?: ImageBlock[] };

/** An image a tool result carries (a browser screenshot), sent after its text. */
export interface ImageBlock {
  mediaType: 'image/png';
  /** Base64 of the bytes. */
  data: string;
  /** The file in the run's out dir: what the audit log records instead of the bytes. */
  path: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema (draft 2020-12 subset) of the parameters object. */
  inputSchema: Record<string, unknown>;
}

export interface ModelRequest {
  turn: number;
  system: string;
  messages: readonly Message[];
  tools: readonly ToolDefinition[];
  maxOutputTokens: number;
}

export interface Usage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'other';

export interface ModelResponse {
  text: string;
  toolCalls: ToolCall[];
  stopReason: StopReason;
  usage: Usage;
  costUsd: number;
}

/** Attempts, retries and other provider-side happenings the run records in the audit log. */
export type ProviderEvent = {
  type: 'model.retry';
  attempt: number;
  status?: number;
  error: string;
  delayMs: number;
};

export interface ModelProvider {
  /** `provider:name`, as recorded in run.started. */
  readonly id: string;
  /** The model's context window in tokens, when the catalog lists it. */
  readonly contextTokens?: number;
  complete(
    request: ModelRequest,
    signal: AbortSignal,
    onEvent?: (e: ProviderEvent) => void,
  ): Promise<ModelResponse>;
  /** Starts loading what the first request needs (its SDK) while the run sets up. */
  preload?(): void;
  close?(): Promise<void>;
}

export const emptyUsage = (): Usage => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });
