import type Anthropic from '@anthropic-ai/sdk';
import type { Message, ModelRequest, StopReason } from './types.ts';

type Params = Anthropic.MessageCreateParamsNonStreaming;
type Block = Anthropic.ContentBlockParam;

const CACHE = { type: 'ephemeral' } as const;
/** Anthropic rejects empty text blocks; an empty turn still has to stay in the history. */
export const EMPTY_TURN = '(empty response)';
const EMPTY_OUTPUT = '(no output)';

/**
 * The Messages API request for a normalized request. Each message converts on its own and the
 * conversation only grows at the end, so every request is a byte prefix of the next one except
 * for the moving tail breakpoint. Breakpoints (3 of the 4 allowed): the last tool (caches all
 * tools), the system prompt, and the last block of the conversation, so each turn reads the
 * previous turn's cache and writes one for the next.
 */
export function toAnthropicParams(model: string, request: ModelRequest): Params {
  const tools: Anthropic.Tool[] = request.tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.inputSchema as Anthropic.Tool.InputSchema,
  }));
  const lastTool = tools.at(-1);
  if (lastTool) lastTool.cache_control = CACHE;
  const messages = toAnthropicMessages(request.messages);
  const tail = messages.at(-1);
  if (tail && Array.isArray(tail.content)) {
    const last = tail.content.at(-1);
    if (last && last.type !== 'thinking' && last.type !== 'redacted_thinking') last.cache_control = CACHE;
  }
  // Keys in the order the API builds the prompt (tools, system, messages), so that the byte
  // prefix of the body is the cached prefix too.
  return {
    model,
    max_tokens: request.maxOutputTokens,
    ...(tools.length ? { tools } : {}),
    system: [{ type: 'text', text: request.system, cache_control: CACHE }],
    messages,
  };
}

/** Tool results and user text that follow each other share one user turn, results first. */
export function toAnthropicMessages(messages: readonly Message[]): Anthropic.MessageParam[] {
  const out: { role: 'user' | 'assistant'; content: Block[] }[] = [];
  const push = (role: 'user' | 'assistant', block: Block) => {
    const last = out.at(-1);
    if (last?.role === role) last.content.push(block);
    else out.push({ role, content: [block] });
  };
  for (const m of messages) {
    if (m.role === 'user') push('user', { type: 'text', text: m.content || EMPTY_OUTPUT });
    else if (m.role === 'tool') {
      const text = m.output || EMPTY_OUTPUT;
      push('user', {
        type: 'tool_result',
        tool_use_id: m.callId,
        // Images (browser screenshots) follow the text inside the result, as image blocks.
        content: m.images?.length
          ? [
              { type: 'text', text },
              ...m.images.map((i) => ({
                type: 'image' as const,
                source: { type: 'base64' as const, media_type: i.mediaType, data: i.data },
              })),
            ]
          : text,
        is_error: m.isError,
      });
    } else {
      const blocks: Block[] = [];
      if (m.text || m.toolCalls.length === 0) blocks.push({ type: 'text', text: m.text || EMPTY_TURN });
      for (const c of m.toolCalls)
        blocks.push({ type: 'tool_use', id: c.id, name: c.name, input: c.args ?? {} });
      out.push({ role: 'assistant', content: blocks });
    }
  }
  return out;
}

export function fromAnthropicStop(reason: string | null, hasToolCalls: boolean): StopReason {
  if (reason === 'tool_use' || (hasToolCalls && reason === 'end_turn')) return 'tool_use';
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'end_turn';
  if (reason === 'max_tokens') return 'max_tokens';
  return 'other';
}
