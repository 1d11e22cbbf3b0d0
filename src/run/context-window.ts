import type { Message } from '../model/types.ts';

const ELIDED_PREFIX = '[output elided to fit the context window';
const placeholder = (chars: number) =>
  `${ELIDED_PREFIX}: ${chars} characters. Run the tool again if you still need it.]`;

/**
 * What an image counts for against the budget: a 900x600 screenshot is about 720 tokens to
 * Anthropic (width x height / 750), some 3,000 characters at 4 per token.
 */
export const IMAGE_CHARS = 3000;

/** Characters a message contributes to a request: the measure the budget is in. */
export function messageChars(m: Message): number {
  if (m.role === 'user') return m.content.length;
  if (m.role === 'tool') return m.output.length + (m.images?.length ?? 0) * IMAGE_CHARS;
  return (
    m.text.length +
    m.toolCalls.reduce((n, c) => n + c.name.length + (c.rawArgs ?? JSON.stringify(c.args ?? {})).length, 0)
  );
}

/**
 * Replaces the oldest tool outputs with a short placeholder until the conversation fits in
 * `budgetChars`. The outputs answering the latest assistant turn are kept: the model is acting
 * on them. Returns the call ids elided by this call (the loop records `context.elided`); when
 * nothing is left to elide and it still does not fit, the caller fails the run. Pure.
 */
export function elideOldToolOutputs(
  messages: readonly Message[],
  budgetChars: number,
): { messages: Message[]; elided: string[] } {
  let total = messages.reduce((n, m) => n + messageChars(m), 0);
  const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
  const out = [...messages];
  const elided: string[] = [];
  for (let i = 0; i < lastAssistant && total > budgetChars; i++) {
    const m = out[i];
    if (m?.role !== 'tool' || m.output.startsWith(ELIDED_PREFIX)) continue;
    const output = placeholder(m.output.length);
    if (output.length >= m.output.length && !m.images) continue;
    total -= messageChars(m) - output.length;
    const { images: _dropped, ...rest } = m;
    out[i] = { ...rest, output };
    elided.push(m.callId);
  }
  return { messages: out, elided };
}
