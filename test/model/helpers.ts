import type { Message, ModelRequest, ProviderEvent, ToolDefinition } from '../../src/model/types.ts';

export const KEY = 'sk-test-SECRET-0123456789';
/** Tiny, deterministic backoff: tests never wait on real delays. */
export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 2, random: () => 0 };

export const TOOLS: ToolDefinition[] = [
  {
    name: 'read_file',
    description: 'Read a file.',
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string' } },
      required: ['path'],
      additionalProperties: false,
    },
  },
  {
    name: 'attempt_completion',
    description: 'Finish the task.',
    inputSchema: { type: 'object', properties: { result: { type: 'string' } }, required: ['result'] },
  },
];

export const request = (messages: Message[], turn = 1): ModelRequest => ({
  turn,
  system: 'You are nightshift.',
  messages,
  tools: TOOLS,
  maxOutputTokens: 1024,
});

export function collect() {
  const events: ProviderEvent[] = [];
  return { events, onEvent: (e: ProviderEvent) => events.push(e) };
}

/** A JSON body with cache_control markers removed: what prompt caching compares. */
export const withoutCacheControl = (raw: string): string =>
  JSON.stringify(JSON.parse(raw, (k, v: unknown) => (k === 'cache_control' ? undefined : v)));
