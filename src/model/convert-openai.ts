import type OpenAI from 'openai';
import { EMPTY_TURN } from './convert-anthropic.ts';
import { ModelApiError } from './errors.ts';
import type { Turn } from './reask.ts';
import { toolCallFromRaw } from './tool-args.ts';
import type { Message, ModelRequest, StopReason } from './types.ts';

type Params = Omit<OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, 'stream'>;
type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;

/**
 * The Chat Completions request. OpenAI caches the longest previously seen prefix on its own, so
 * the only job here is to keep requests prefix-stable: system first, tools fixed, each message
 * converted on its own, nothing earlier rewritten. `legacyMaxTokens`: openai-compatible servers
 * (Ollama, vLLM, llama.cpp) know `max_tokens`; OpenAI's reasoning models require
 * `max_completion_tokens`.
 */
export function toOpenAIParams(model: string, request: ModelRequest, legacyMaxTokens: boolean): Params {
  // Tools before messages, as the model sees them: the body's byte prefix is the cached prefix.
  return {
    model,
    ...(legacyMaxTokens
      ? { max_tokens: request.maxOutputTokens }
      : { max_completion_tokens: request.maxOutputTokens }),
    ...(request.tools.length
      ? {
          tools: request.tools.map((t) => ({
            type: 'function' as const,
            function: { name: t.name, description: t.description, parameters: t.inputSchema },
          })),
        }
      : {}),
    messages: [{ role: 'system', content: request.system }, ...request.messages.map(toOpenAIMessage)],
  };
}

export function toOpenAIMessage(m: Message): ChatMessage {
  if (m.role === 'user') return { role: 'user', content: m.content };
  // Chat Completions has no error flag on tool results: say it in the text.
  if (m.role === 'tool')
    return { role: 'tool', tool_call_id: m.callId, content: m.isError ? `ERROR: ${m.output}` : m.output };
  if (m.toolCalls.length === 0) return { role: 'assistant', content: m.text || EMPTY_TURN };
  return {
    role: 'assistant',
    content: m.text || null,
    tool_calls: m.toolCalls.map((c) => ({
      id: c.id,
      type: 'function' as const,
      // Arguments that did not parse are sent as {} (servers such as vLLM parse them back).
      function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) },
    })),
  };
}

export function fromChatCompletion(completion: OpenAI.Chat.ChatCompletion): Turn {
  const choice = completion.choices[0];
  if (!choice) throw new ModelApiError('openai response has no choices', 'bad_response');
  const toolCalls = (choice.message.tool_calls ?? []).flatMap((c) =>
    c.type === 'function' ? [toolCallFromRaw(c.id, c.function.name, c.function.arguments)] : [],
  );
  const u = completion.usage;
  const cached = u?.prompt_tokens_details?.cached_tokens ?? 0;
  return {
    text: choice.message.content ?? '',
    toolCalls,
    stopReason: fromOpenAIStop(choice.finish_reason, toolCalls.length > 0),
    // prompt_tokens includes the cached ones; normalized `input` does not.
    usage: {
      input: (u?.prompt_tokens ?? 0) - cached,
      output: u?.completion_tokens ?? 0,
      cacheRead: cached,
      cacheWrite: 0,
    },
  };
}

/** Some compatible servers answer `stop` even when the turn carries tool calls. */
function fromOpenAIStop(reason: string | null, hasToolCalls: boolean): StopReason {
  if (reason === 'tool_calls' || reason === 'function_call' || (hasToolCalls && reason === 'stop'))
    return 'tool_use';
  if (reason === 'stop') return 'end_turn';
  if (reason === 'length') return 'max_tokens';
  return 'other';
}
