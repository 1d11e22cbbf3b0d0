import { describe, expect, it } from 'vitest';
import { toAnthropicMessages, toAnthropicParams } from '../../src/model/convert-anthropic.ts';
import { toOpenAIMessage, toOpenAIMessages } from '../../src/model/convert-openai.ts';
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

describe('images in tool results (browser screenshots)', () => {
  const image = { mediaType: 'image/png' as const, data: 'iVBORw0KGgo=', path: 'screenshots/001-launch.png' };
  const calls = [
    { id: 'b1', name: 'browser_action', args: { action: 'launch' } },
    { id: 'r1', name: 'read_file', args: { path: 'a' } },
  ];
  const withImage: Message[] = [
    { role: 'user', content: 'task' },
    { role: 'assistant', text: '', toolCalls: calls },
    {
      role: 'tool',
      callId: 'b1',
      name: 'browser_action',
      output: 'launch done.',
      isError: false,
      images: [image],
    },
    { role: 'tool', callId: 'r1', name: 'read_file', output: 'text', isError: false },
    { role: 'assistant', text: 'next', toolCalls: [] },
  ];

  it('anthropic: an image block after the text inside the tool_result', () => {
    const [, , results] = toAnthropicMessages(withImage);
    expect(results?.content).toContainEqual({
      type: 'tool_result',
      tool_use_id: 'b1',
      content: [
        { type: 'text', text: 'launch done.' },
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: image.data } },
      ],
      is_error: false,
    });
  });

  it('openai: tool messages stay text; the images follow all results of the turn as a user message', () => {
    const out = toOpenAIMessages(withImage, true);
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'user', 'assistant']);
    expect(out[2]).toEqual({ role: 'tool', tool_call_id: 'b1', content: 'launch done.' });
    expect(out[4]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Image from the browser_action result (call b1): screenshots/001-launch.png' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${image.data}` } },
      ],
    });
    // Prefix-stable: the conversation without its last message converts to a prefix.
    expect(toOpenAIMessages(withImage.slice(0, -1), true)).toEqual(out.slice(0, -1));
  });

  it('openai-compatible: no image is sent; the result says where the file is', () => {
    const out = toOpenAIMessages(withImage, false);
    expect(out.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'tool', 'assistant']);
    expect(out[2]?.content).toContain('[Image not shown');
    expect(out[2]?.content).toContain('screenshots/001-launch.png');
    expect(JSON.stringify(out)).not.toContain(image.data);
  });
});
