import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP server speaking the Anthropic Messages (`POST /v1/messages`) and OpenAI Chat
 * Completions (`POST /v1/chat/completions`) wire formats, JSON and SSE, for the real SDKs.
 * Each request takes the next scripted reply (or asks `fallback`); every request is recorded.
 *
 *   const server = await startModelServer();
 *   server.reply({ text: 'hi', toolCalls: [{ name: 'read_file', args: { path: 'a' } }] });
 *   server.fail({ status: 429, headers: { 'retry-after': '0' } });
 *   new Anthropic({ baseURL: server.url, ... });  new OpenAI({ baseURL: server.openaiUrl, ... });
 *
 * `POST /v1/embeddings` answers every input with a deterministic vector (hashedEmbedding), so
 * embedding clients get real responses; those requests are recorded with api `embeddings`.
 */

export interface ScriptedToolCall {
  id?: string;
  name: string;
  args?: unknown;
  /** Sent verbatim as the argument text (e.g. malformed JSON). Streaming only for Anthropic. */
  rawArgs?: string;
}

export interface ScriptedTurn {
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** Default: tool_use when there are tool calls, else end_turn. */
  stop?: 'end_turn' | 'tool_use' | 'max_tokens';
  usage?: { input?: number; output?: number; cacheRead?: number; cacheWrite?: number };
  /** Streaming: send this many SSE events, then destroy the socket (a dropped connection). */
  dropAfterEvents?: number;
  /** Streaming: send this many SSE events, then an in-stream error event (e.g. overloaded) and end. */
  errorAfterEvents?: number;
  /**
   * Streaming: send the headers and this many SSE events, then nothing more (a stalled stream)
   * until the client gives up or the server closes. With `pingEveryMs`, keep-alives keep coming.
   */
  stallAfterEvents?: number;
  /** With `stallAfterEvents`: the interval of keep-alive pings (Anthropic `event: ping`, OpenAI `: ping`). */
  pingEveryMs?: number;
  /** Streaming: send the events this far apart (a slow but live stream). */
  eventGapMs?: number;
}

export interface ScriptedFailure {
  /** An HTTP error with the provider's error body. */
  status?: number;
  headers?: Record<string, string>;
  message?: string;
  /** Destroy the socket before any response. */
  drop?: boolean;
  /** Never answer (until the client gives up or the server closes): for cancel and timeout tests. */
  hang?: boolean;
  /** Answer with this body verbatim (a garbled payload); status defaults to 200. */
  rawBody?: string;
}

export type ScriptedReply = ({ kind: 'turn' } & ScriptedTurn) | ({ kind: 'fail' } & ScriptedFailure);

export interface RecordedRequest {
  api: 'anthropic' | 'openai' | 'embeddings';
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body text, for "no secret in any request body" checks. */
  raw: string;
  body: Record<string, unknown>;
  /** The connection closed (answered, or given up by the client, e.g. on a stalled stream). */
  closed: boolean;
}

export interface ModelServer {
  /** Root URL: the Anthropic SDK's baseURL. */
  url: string;
  /** `${url}/v1`: the OpenAI SDK's baseURL. */
  openaiUrl: string;
  requests: RecordedRequest[];
  reply(...turns: ScriptedTurn[]): void;
  fail(...failures: ScriptedFailure[]): void;
  /** Used when the queue is empty; by default such a request gets a 500 naming the problem. */
  fallback?: (req: RecordedRequest) => ScriptedReply;
  /** Replies not consumed yet. */
  pending(): number;
  /** Forgets queued replies, recorded requests and the fallback (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startModelServer(): Promise<ModelServer> {
  const queue: ScriptedReply[] = [];
  const server: ModelServer = {
    url: '',
    openaiUrl: '',
    requests: [],
    reply: (...turns) => queue.push(...turns.map((t) => ({ kind: 'turn' as const, ...t }))),
    fail: (...failures) => queue.push(...failures.map((f) => ({ kind: 'fail' as const, ...f }))),
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      server.requests.length = 0;
      server.fallback = undefined;
    },
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
  let n = 0;
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const api =
        req.url === '/v1/messages'
          ? 'anthropic'
          : req.url === '/v1/chat/completions'
            ? 'openai'
            : req.url === '/v1/embeddings'
              ? 'embeddings'
              : undefined;
      if (req.method !== 'POST' || !api)
        return send(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      const recorded: RecordedRequest = {
        api,
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as never,
        closed: false,
      };
      res.on('close', () => (recorded.closed = true));
      server.requests.push(recorded);
      if (api === 'embeddings') return send(res, 200, embeddingsResponse(recorded.body));
      const reply = queue.shift() ??
        server.fallback?.(recorded) ?? {
          kind: 'fail',
          status: 500,
          message: 'model server: no scripted reply left',
        };
      n += 1;
      if (reply.kind === 'fail') return failWith(res, api, reply);
      const turn = { ...reply, id: n };
      if (recorded.body.stream === true) return streamTurn(res, api, turn);
      send(res, 200, api === 'anthropic' ? anthropicMessage(turn) : openaiCompletion(turn));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  server.openaiUrl = `${server.url}/v1`;
  return server;
}

type Turn = ScriptedTurn & { id: number };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function failWith(res: ServerResponse, api: 'anthropic' | 'openai', f: ScriptedFailure) {
  if (f.drop) return res.socket?.destroy();
  if (f.hang) return;
  if (f.rawBody !== undefined) {
    res.writeHead(f.status ?? 200, { 'content-type': 'application/json', ...f.headers });
    return res.end(f.rawBody);
  }
  const status = f.status ?? 500;
  const message = f.message ?? `scripted ${status}`;
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error';
  const body =
    api === 'anthropic'
      ? { type: 'error', error: { type, message } }
      : { error: { message, type, code: null } };
  send(res, status, body, f.headers);
}

const toolId = (turn: Turn, i: number, c: ScriptedToolCall) => c.id ?? `call_${turn.id}_${i}`;
const argText = (c: ScriptedToolCall) => c.rawArgs ?? JSON.stringify(c.args ?? {});
/** The JSON API cannot carry malformed input: like the real one, it sends what parsed (here {}). */
function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
const stopOf = (t: Turn) => t.stop ?? (t.toolCalls?.length ? 'tool_use' : 'end_turn');
const usageOf = (t: Turn) => ({ input: 100, output: 20, cacheRead: 0, cacheWrite: 0, ...t.usage });

function anthropicUsage(t: Turn) {
  const u = usageOf(t);
  return {
    input_tokens: u.input,
    output_tokens: u.output,
    cache_read_input_tokens: u.cacheRead,
    cache_creation_input_tokens: u.cacheWrite,
  };
}

function anthropicMessage(t: Turn) {
  return {
    id: `msg_${t.id}`,
    type: 'message',
    role: 'assistant',
    model: 'loopback',
    content: [
      ...(t.text ? [{ type: 'text', text: t.text }] : []),
      ...(t.toolCalls ?? []).map((c, i) => ({
        type: 'tool_use',
        id: toolId(t, i, c),
        name: c.name,
        input: parseOr(argText(c)),
      })),
    ],
    stop_reason: stopOf(t),
    stop_sequence: null,
    usage: anthropicUsage(t),
  };
}

const OPENAI_FINISH = { end_turn: 'stop', tool_use: 'tool_calls', max_tokens: 'length' } as const;

function openaiUsage(t: Turn) {
  const u = usageOf(t);
  const prompt = u.input + u.cacheRead + u.cacheWrite;
  return {
    prompt_tokens: prompt,
    completion_tokens: u.output,
    total_tokens: prompt + u.output,
    prompt_tokens_details: { cached_tokens: u.cacheRead },
  };
}

function openaiCompletion(t: Turn) {
  const toolCalls = (t.toolCalls ?? []).map((c, i) => ({
    id: toolId(t, i, c),
    type: 'function',
    function: { name: c.name, arguments: argText(c) },
  }));
  return {
    id: `chatcmpl-${t.id}`,
    object: 'chat.completion',
    created: 0,
    model: 'loopback',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: t.text ?? null,
          refusal: null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: OPENAI_FINISH[stopOf(t)],
        logprobs: null,
      },
    ],
    usage: openaiUsage(t),
  };
}

/** Splits text in two so clients must reassemble deltas. */
const halves = (s: string) => (s.length < 2 ? [s] : [s.slice(0, s.length >> 1), s.slice(s.length >> 1)]);

function anthropicEvents(t: Turn): { event: string; data: unknown }[] {
  const usage = anthropicUsage(t);
  const ev = (event: string, data: Record<string, unknown>) => ({ event, data: { type: event, ...data } });
  const out = [
    ev('message_start', {
      message: {
        ...anthropicMessage(t),
        content: [],
        stop_reason: null,
        usage: { ...usage, output_tokens: 1 },
      },
    }),
  ];
  let index = 0;
  if (t.text) {
    out.push(ev('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    for (const text of halves(t.text))
      out.push(ev('content_block_delta', { index, delta: { type: 'text_delta', text } }));
    out.push(ev('content_block_stop', { index }));
    index++;
  }
  (t.toolCalls ?? []).forEach((c, i) => {
    out.push(
      ev('content_block_start', {
        index,
        content_block: { type: 'tool_use', id: toolId(t, i, c), name: c.name, input: {} },
      }),
    );
    for (const partial_json of halves(argText(c))) {
      out.push(ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }));
    }
    out.push(ev('content_block_stop', { index }));
    index++;
  });
  out.push(
    ev('message_delta', {
      delta: { stop_reason: stopOf(t), stop_sequence: null },
      usage: { output_tokens: usage.output_tokens },
    }),
  );
  out.push(ev('message_stop', {}));
  return out;
}

function openaiChunks(t: Turn): unknown[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: `chatcmpl-${t.id}`,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'loopback',
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  const out: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const content of t.text ? halves(t.text) : []) out.push(chunk({ content }));
  (t.toolCalls ?? []).forEach((c, index) => {
    const [first = '', ...rest] = halves(argText(c));
    out.push(
      chunk({
        tool_calls: [
          { index, id: toolId(t, index, c), type: 'function', function: { name: c.name, arguments: first } },
        ],
      }),
    );
    for (const part of rest) out.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  out.push(chunk({}, OPENAI_FINISH[stopOf(t)]));
  out.push({
    id: `chatcmpl-${t.id}`,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'loopback',
    choices: [],
    usage: openaiUsage(t),
  });
  return out;
}

function streamTurn(res: ServerResponse, api: 'anthropic' | 'openai', t: Turn) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const frames =
    api === 'anthropic'
      ? anthropicEvents(t).map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`)
      : [...openaiChunks(t).map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'];
  if (t.errorAfterEvents !== undefined) {
    const error =
      api === 'anthropic'
        ? `event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })}\n\n`
        : `data: ${JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error', code: null } })}\n\n`;
    res.end(frames.slice(0, t.errorAfterEvents).join('') + error);
    return;
  }
  if (t.stallAfterEvents !== undefined) {
    res.flushHeaders();
    res.write(frames.slice(0, t.stallAfterEvents).join(''));
    if (t.pingEveryMs === undefined) return;
    // The keep-alives real servers send: Anthropic a `ping` event, OpenAI-compatible an SSE comment.
    const ping = api === 'anthropic' ? 'event: ping\ndata: {"type": "ping"}\n\n' : ': ping\n\n';
    const timer = setInterval(() => res.write(ping), t.pingEveryMs);
    res.on('close', () => clearInterval(timer));
    return;
  }
  if (t.eventGapMs !== undefined) {
    const gap = t.eventGapMs;
    const next = (i: number) => {
      if (res.destroyed) return;
      if (i === frames.length) return void res.end();
      res.write(frames[i]);
      setTimeout(() => next(i + 1), gap);
    };
    return next(0);
  }
  if (t.dropAfterEvents !== undefined) {
    // Flush the first events, then cut the connection without ending the response.
    res.write(frames.slice(0, t.dropAfterEvents).join(''), () => res.socket?.destroy());
    return;
  }
  res.end(frames.join(''));
}

/** Dimensions of the loopback server's embeddings. */
export const EMBEDDING_DIMENSIONS = 64;

/**
 * A deterministic embedding: a hashed bag of the text's lower-cased words, normalised, so texts
 * sharing words are near each other and the same text always gets the same vector.
 */
export function hashedEmbedding(text: string): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0;
    v[h % EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** The OpenAI embeddings response for a request: one vector per input, tokens counted as words. */
function embeddingsResponse(body: Record<string, unknown>) {
  const inputs = typeof body.input === 'string' ? [body.input] : (body.input as string[]);
  const tokens = inputs.reduce((n, t) => n + (t.match(/\S+/g)?.length ?? 0), 0);
  return {
    object: 'list',
    model: body.model,
    data: inputs.map((t, index) => ({ object: 'embedding', index, embedding: hashedEmbedding(t) })),
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}
