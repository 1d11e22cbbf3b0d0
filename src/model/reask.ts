import type { Pricer } from './pricing.ts';
import { withRetry, type RetryOptions } from './retry.ts';
import type { ModelRequest, ModelResponse, ProviderEvent, Usage } from './types.ts';
import { normalizeUsage } from './usage.ts';

/** One model answer before pricing. */
export type Turn = Omit<ModelResponse, 'costUsd'>;

export interface ReaskOptions {
  /** Re-asks of an empty answer (no text, no tool call) before it is returned as is. */
  maxEmptyReasks?: number;
}

const cutOffNote = (limit: number, names: string) =>
  `[NOTE] Your previous reply hit the output limit of ${limit} tokens in the middle of a ${names} call, so the call was cut off and discarded. ` +
  'Make the call again with less content: split large file writes or edits into several smaller calls.';

/**
 * A provider's complete(): each request to the API (`once`) retried on transient errors, the
 * answer re-asked as below, then priced.
 */
export function completeTurn(
  once: (request: ModelRequest) => Promise<Turn>,
  request: ModelRequest,
  signal: AbortSignal,
  onEvent: ((e: ProviderEvent) => void) | undefined,
  options: ReaskOptions & { retry?: RetryOptions; price?: Pricer },
): Promise<ModelResponse> {
  const ask = (req: ModelRequest) => withRetry(() => once(req), signal, onEvent, options.retry);
  return askWithReasks(ask, request, options.price, onEvent, options);
}

/**
 * Asks the model, re-asking in two cases the run loop cannot fix on its own:
 * - an empty answer is re-asked with the same request (up to `maxEmptyReasks` times);
 * - a tool call cut off by max_tokens is re-asked once, with a note appended to the
 *   conversation for that one request. If the second answer is cut off too, it is returned:
 *   the cut-off call carries a parseError and the pipeline answers it with an error result.
 * The returned usage and cost include the discarded answers: they were paid for.
 * Each re-ask is reported as a model.retry event with delayMs 0.
 */
export async function askWithReasks(
  ask: (request: ModelRequest) => Promise<Turn>,
  request: ModelRequest,
  price: Pricer | undefined,
  onEvent: ((e: ProviderEvent) => void) | undefined,
  options: ReaskOptions = {},
): Promise<ModelResponse> {
  const maxEmpty = options.maxEmptyReasks ?? 2;
  let usage: Usage = { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  let current = request;
  let empties = 0;
  let cutOffAsked = false;
  for (let reask = 1; ; reask++) {
    const turn = await ask(current);
    // Counts from the wire are normalized before they are summed, priced or compared to limits.
    usage = addUsage(usage, normalizeUsage(turn.usage));
    const cut =
      turn.stopReason === 'max_tokens' ? turn.toolCalls.filter((c) => c.parseError !== undefined) : [];
    if (cut.length > 0 && !cutOffAsked) {
      cutOffAsked = true;
      onEvent?.({
        type: 'model.retry',
        attempt: reask,
        error: 'tool call cut off at max_tokens; re-asking with a note',
        delayMs: 0,
      });
      const names = [...new Set(cut.map((c) => c.name))].join('/');
      current = {
        ...request,
        messages: [
          ...request.messages,
          { role: 'user', content: cutOffNote(request.maxOutputTokens, names) },
        ],
      };
      continue;
    }
    const empty = turn.text.trim() === '' && turn.toolCalls.length === 0 && turn.stopReason !== 'max_tokens';
    if (empty && empties < maxEmpty) {
      empties += 1;
      onEvent?.({ type: 'model.retry', attempt: reask, error: 'empty response; re-asking', delayMs: 0 });
      continue;
    }
    return { ...turn, usage, costUsd: price ? price(usage) : 0 };
  }
}

const addUsage = (a: Usage, b: Usage): Usage => ({
  input: a.input + b.input,
  output: a.output + b.output,
  cacheRead: a.cacheRead + b.cacheRead,
  cacheWrite: a.cacheWrite + b.cacheWrite,
});
