// A loopback OpenAI Chat Completions server for the benchmarks that run the bundled CLI or action
// against a model that costs nothing: each answer is one streamed tool call, chosen by the caller.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The tool call one answer makes. */
export interface ScriptedCall {
  name: string;
  args: object;
}

export interface ModelServer {
  server: Server;
  /** The base URL the OpenAI SDK takes (with `/v1`). */
  url: string;
  /** performance.now() when the first POST /v1/chat/completions since the last reset() arrived. */
  firstRequest: () => number | undefined;
  reset: () => void;
}

/** The request's messages, so that a script can tell which turn is being asked for. */
export interface ChatRequest {
  messages: { role: string }[];
}

/** The SSE frames of a streamed completion that makes one tool call (as the OpenAI SDK's `.stream()` expects). */
function frames(call: ScriptedCall, turn: number): string {
  const chunk = (delta: object, finish: string | null = null, usage?: object) => ({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'gpt-4.1-mini',
    choices: usage ? [] : [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    ...(usage ? { usage } : {}),
  });
  const list = [
    chunk({ role: 'assistant', content: '' }),
    chunk({
      tool_calls: [
        {
          index: 0,
          id: `call_${turn}`,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.args) },
        },
      ],
    }),
    chunk({}, 'tool_calls'),
    chunk({}, null, { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 }),
  ];
  return `${list.map((f) => `data: ${JSON.stringify(f)}\n\n`).join('')}data: [DONE]\n\n`;
}

/** Starts the server on 127.0.0.1; `answer` picks the tool call for each request. */
export function startModelServer(answer: (request: ChatRequest) => ScriptedCall): Promise<ModelServer> {
  let first: number | undefined;
  let served = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/chat/completions') first ??= performance.now();
    const body: Buffer[] = [];
    req.on('data', (d: Buffer) => body.push(d));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const call = answer(JSON.parse(Buffer.concat(body).toString('utf8')) as ChatRequest);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.end(frames(call, ++served));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        firstRequest: () => first,
        reset: () => (first = undefined),
      }),
    ),
  );
}
