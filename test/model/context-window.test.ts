import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/model/types.ts';
import { elideOldToolOutputs, messageChars } from '../../src/run/context-window.ts';

const big = (n: number) => 'x'.repeat(n);
const turn = (id: string, output: string): Message[] => [
  { role: 'assistant', text: '', toolCalls: [{ id, name: 'read_file', args: { path: id } }] },
  { role: 'tool', callId: id, name: 'read_file', output, isError: false },
];
const conversation: Message[] = [
  { role: 'user', content: 'task' },
  ...turn('a', big(5000)),
  ...turn('b', big(5000)),
  ...turn('c', big(5000)),
];
const size = (ms: Message[]) => ms.reduce((n, m) => n + messageChars(m), 0);

describe('elideOldToolOutputs', () => {
  it('elides the oldest outputs first, just enough to fit, without touching the input', () => {
    const before = JSON.stringify(conversation);
    const { messages, elided } = elideOldToolOutputs(conversation, 11_000);
    expect(elided).toEqual(['a']);
    expect(size(messages)).toBeLessThanOrEqual(11_000);
    expect(messages[2]).toMatchObject({
      role: 'tool',
      callId: 'a',
      output: expect.stringMatching(/^\[output elided .*5000 characters/) as unknown,
    });
    expect(messages[4]).toBe(conversation[4]);
    expect(JSON.stringify(conversation)).toBe(before);
  });

  it('keeps the outputs of the latest turn and reports what it could do', () => {
    const { messages, elided } = elideOldToolOutputs(conversation, 100);
    expect(elided).toEqual(['a', 'b']);
    expect(messages[6]).toBe(conversation[6]);
    expect(size(messages)).toBeGreaterThan(100); // the caller fails the run with a clear reason
  });

  it('does nothing when the conversation fits, and never elides twice', () => {
    expect(elideOldToolOutputs(conversation, 1e6)).toEqual({ messages: conversation, elided: [] });
    const once = elideOldToolOutputs(conversation, 11_000).messages;
    expect(elideOldToolOutputs(once, 11_000).elided).toEqual([]);
  });
});
