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
 * `max_completion_tokens`. `images`: whether tool results' images are sent (see toOpenAIMessages).
 */
export function toOpenAIParams(
  model: string,
  request: ModelRequest,
  legacyMaxTokens: boolean,
  images = !legacyMaxTokens,
): Params {
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
    messages: [{ role: 'system', content: request.system }, ...toOpenAIMessages(request.messages, images)],
  };
}

/**
 * Chat Completions tool messages hold text only, so the images of a run of tool results (browser
 * screenshots) follow it as one user message of image parts, before the next assistant turn; the
 * position never changes later, so requests stay prefix-stable. Without `images` (a compatible
 * server may not take them) each result says where its image is instead.
 */
export function toOpenAIMessages(messages: readonly Message[], images: boolean): ChatMessage[] {
  const out: ChatMessage[] = [];
  let pending: OpenAI.Chat.ChatCompletionContentPart[] = [];
  const flush = () => {
    if (pending.length) out.push({ role: 'user', content: pending });
    pending = [];
  };
  for (const m of messages) {
    if (m.role !== 'tool') flush();
    if (m.role !== 'tool' || !m.images?.length) {
      out.push(toOpenAIMessage(m));
      continue;
    }
    const paths = m.images.map((i) => i.path).join(', ');
    if (!images) {
      const note = `\n[Image not shown: this model endpoint is not sent images. Saved as ${paths} in the run's out dir.]`;
      out.push(toOpenAIMessage({ ...m, output: `${m.output}${note}` }));
      continue;
    }
    out.push(toOpenAIMessage(m));
    pending.push(
      { type: 'text', text: `Image from the ${m.name} result (call ${m.callId}): ${paths}` },
      ...m.images.map((i) => ({
        type: 'image_url' as const,
        image_url: { url: `data:${i.mediaType};base64,${i.data}` },
      })),
    );
  }
  flush();
  return out;
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
  // The SDK does not check the body's shape: a server's garbage is a bad response, not a TypeError.
  const choices: unknown = (completion as { choices?: unknown } | null)?.choices;
  const choice = Array.isArray(choices)
    ? (choices[0] as OpenAI.Chat.ChatCompletion.Choice | undefined)
    : undefined;
  if (!choice) throw new ModelApiError('openai response has no choices', 'bad_response');
  const message: unknown = (choice as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null)
    throw new ModelApiError('openai response has a choice without a message', 'bad_response');
  const calls: unknown = choice.message.tool_calls ?? [];
  if (!Array.isArray(calls))
    throw new ModelApiError('openai response has tool_calls that are not an array', 'bad_response');
  const toolCalls = (calls as unknown[]).flatMap((c) => {
    if (typeof c !== 'object' || c === null) return [];
    const call = c as {
      id?: unknown;
      type?: unknown;
      function?: { name?: unknown; arguments?: unknown } | null;
    };
    // `type` is optional on some compatible servers; a call without a function has no name.
    if (call.type !== undefined && call.type !== 'function') return [];
    return [toolCallFromRaw(call.id, call.function?.name, call.function?.arguments)];
  });
  const u = completion.usage;
  const cached = u?.prompt_tokens_details?.cached_tokens ?? 0;
  const content: unknown = choice.message.content;
  return {
    text: typeof content === 'string' ? content : '',
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
