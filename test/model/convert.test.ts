import { describe, expect, it } from 'vitest';
import { toAnthropicMessages, toAnthropicParams } from '../../src/model/convert-anthropic.ts';
import { toOpenAIMessage } from '../../src/model/convert-openai.ts';
import type { Message } from '../../src/model/types.ts';
import { request } from './helpers.ts';

const badCall = { id: 'c1', name: 'read_file', args: undefined, rawArgs: '{oops', parseError: 'bad JSON' };
const conversation: Message[] = [
  { role: 'user', content: 'task' },
  { role: 'assistant', text: '', toolCalls: [badCall] },
  { role: 'tool', callId: 'c1', name: 'read_file', output: '', isError: true },
  { role: 'user', content: 'nudge' },
  { role: 'assistant', text: '', toolCalls: [] },
  { role: 'user', content: 'nudge again' },
];

describe('message conversion', () => {
  it('anthropic: results and following user text share one turn; empty parts get placeholders', () => {
    expect(toAnthropicMessages(conversation)).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'task' }] },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'c1', name: 'read_file', input: {} }] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'c1', content: '(no output)', is_error: true },
          { type: 'text', text: 'nudge' },
        ],
      },
      { role: 'assistant', content: [{ type: 'text', text: '(empty response)' }] },
      { role: 'user', content: [{ type: 'text', text: 'nudge again' }] },
    ]);
  });

  it('anthropic: converting a longer conversation never changes the earlier messages', () => {
    for (let n = 1; n < conversation.length; n++) {
      // Up to the last block: a merged user turn may gain blocks after it.
      const short = JSON.stringify(toAnthropicMessages(conversation.slice(0, n))).slice(0, -']}]'.length);
      expect(JSON.stringify(toAnthropicMessages(conversation)).startsWith(short)).toBe(true);
    }
  });

  it('anthropic: breakpoints on the last tool, the system prompt and the conversation tail only', () => {
    const params = toAnthropicParams('m', request(conversation));
    const marked = JSON.stringify(params).match(/cache_control/g) ?? [];
    expect(marked).toHaveLength(3);
    expect(params.messages.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'text', text: 'nudge again', cache_control: { type: 'ephemeral' } }],
    });
    expect(Object.keys(params)).toEqual(['model', 'max_tokens', 'tools', 'system', 'messages']);
  });

  it('openai: unparsable arguments go back as {}, empty turns get a placeholder, errors are marked', () => {
    expect(conversation.map(toOpenAIMessage).slice(1, 5)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'ERROR: ' },
      { role: 'user', content: 'nudge' },
      { role: 'assistant', content: '(empty response)' },
    ]);
  });
});
