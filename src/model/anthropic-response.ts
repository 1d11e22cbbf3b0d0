import type Anthropic from '@anthropic-ai/sdk';
import { fromAnthropicStop } from './convert-anthropic.ts';
import { ModelApiError } from './errors.ts';
import { toolCallFromRaw, toolCallFromValue } from './tool-args.ts';
import { stringifyIteratively } from '../validate/depth.ts';
import type { Turn } from './reask.ts';
import type { ToolCall, Usage } from './types.ts';

type UsageLike = Partial<Pick<Anthropic.MessageDeltaUsage, 'input_tokens' | 'output_tokens'>> &
  Partial<Pick<Anthropic.Usage, 'cache_creation_input_tokens' | 'cache_read_input_tokens'>>;

/** Anthropic's input_tokens already excludes cache reads and writes: the normalized meaning. */
function usageOf(u: UsageLike | null | undefined, into: Usage): Usage {
  // A server (or proxy) that leaves usage out is not a crash: the counts it did send are kept.
  return {
    input: u?.input_tokens ?? into.input,
    output: u?.output_tokens ?? into.output,
    cacheRead: u?.cache_read_input_tokens ?? into.cacheRead,
    cacheWrite: u?.cache_creation_input_tokens ?? into.cacheWrite,
  };
}

/** Text as sent, or nothing: a number or an object where text belongs is not the model's text. */
const textOf = (text: unknown): string => (typeof text === 'string' ? text : '');

const zero: Usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };

export function fromAnthropicMessage(message: Anthropic.Message): Turn {
  let text = '';
  const toolCalls: ToolCall[] = [];
  // The SDK does not check the body's shape: a server's garbage is a bad response, not a TypeError.
  const content: unknown = (message as { content?: unknown } | null)?.content;
  if (!Array.isArray(content))
    throw new ModelApiError('anthropic response has no content array', 'bad_response');
  for (const block of content as (Anthropic.ContentBlock | null)[]) {
    if (typeof block !== 'object' || block === null)
      throw new ModelApiError('anthropic response has a content block that is not an object', 'bad_response');
    if (block.type === 'text') text += textOf(block.text);
    else if (block.type === 'tool_use') toolCalls.push(toolCallFromValue(block.id, block.name, block.input));
  }
  // The JSON API parses what it can of a call cut off by max_tokens, so the last call is
  // incomplete whatever its input looks like.
  const last = toolCalls.at(-1);
  if (message.stop_reason === 'max_tokens' && last) {
    toolCalls[toolCalls.length - 1] = {
      ...last,
      args: undefined,
      rawArgs: last.rawArgs ?? stringifyIteratively(last.args),
      parseError: 'the call was cut off by the output token limit',
    };
  }
  return {
    text,
    toolCalls,
    stopReason: fromAnthropicStop(message.stop_reason, toolCalls.length > 0),
    usage: usageOf(message.usage, zero),
  };
}

/**
 * Accumulates raw stream events. The SDK's MessageStream helper is not used on purpose: it
 * parses tool input with a lenient partial-JSON parser that silently accepts a cut-off object
 * and throws (killing the stream) on malformed JSON. Here the raw input text is kept and parsed
 * strictly once the block ends, so both cases become a ToolCall with a parseError.
 */
export class AnthropicStreamAccumulator {
  #text = '';
  #tools: { index: number; id: string; name: string; json: string; input: unknown }[] = [];
  #stop: string | null = null;
  #usage: Usage = zero;
  #done = false;

  add(event: Anthropic.RawMessageStreamEvent): void {
    switch (event.type) {
      case 'message_start':
        this.#usage = usageOf(event.message?.usage, zero);
        break;
      case 'content_block_start':
        if (event.content_block.type === 'text') this.#text += textOf(event.content_block.text);
        else if (event.content_block.type === 'tool_use') {
          const { id, name, input } = event.content_block;
          this.#tools.push({ index: event.index, id, name, json: '', input });
        }
        break;
      case 'content_block_delta': {
        const block = this.#tools.find((t) => t.index === event.index);
        if (event.delta.type === 'text_delta') this.#text += textOf(event.delta.text);
        else if (event.delta.type === 'input_json_delta' && block)
          block.json += textOf(event.delta.partial_json);
        break;
      }
      case 'message_delta':
        this.#stop = event.delta.stop_reason;
        this.#usage = usageOf(event.usage, this.#usage);
        break;
      case 'message_stop':
        this.#done = true;
        break;
    }
  }

  /** The turn; a stream that ended before message_stop was cut and is retried as a connection error. */
  finish(): Turn {
    if (!this.#done)
      throw new ModelApiError('anthropic stream interrupted: ended before message_stop', 'connection');
    const toolCalls = this.#tools.map((b) =>
      b.json === '' ? toolCallFromValue(b.id, b.name, b.input ?? {}) : toolCallFromRaw(b.id, b.name, b.json),
    );
    return {
      text: this.#text,
      toolCalls,
      stopReason: fromAnthropicStop(this.#stop, toolCalls.length > 0),
      usage: this.#usage,
    };
  }
}
