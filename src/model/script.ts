import type { ScriptTurn } from '../config/script.ts';
import {
  emptyUsage,
  type ModelProvider,
  type ModelRequest,
  type ModelResponse,
  type ToolCall,
} from './types.ts';

/** The script ran out before the model called attempt_completion. */
export class ScriptExhaustedError extends Error {
  override name = 'ScriptExhaustedError';
}

/**
 * Replays fixed assistant turns: the embedded default model for the demo, tests and
 * deterministic codemods. Each request takes the next turn, whatever the request says.
 */
export class ScriptProvider implements ModelProvider {
  readonly id: string;
  #next = 0;

  /** `start`: turns already used (a resumed run continues after them). */
  constructor(
    private readonly turns: readonly ScriptTurn[],
    source = 'inline',
    start = 0,
  ) {
    this.id = `script:${source}`;
    this.#next = start;
  }

  complete(request: ModelRequest, signal: AbortSignal): Promise<ModelResponse> {
    signal.throwIfAborted();
    const turn = this.turns[this.#next];
    if (!turn) {
      return Promise.reject(
        new ScriptExhaustedError(
          `the script has ${this.turns.length} turns and ran out at turn ${request.turn}`,
        ),
      );
    }
    this.#next += 1;
    const toolCalls = (turn.tool_calls ?? []).map((call, i): ToolCall => {
      const id = call.id ?? `call_${request.turn}_${i + 1}`;
      if (call.args_json === undefined) return { id, name: call.name, args: call.args ?? {} };
      try {
        return { id, name: call.name, args: JSON.parse(call.args_json) as unknown };
      } catch (err) {
        return {
          id,
          name: call.name,
          args: undefined,
          rawArgs: call.args_json,
          parseError: (err as Error).message,
        };
      }
    });
    const usage = { ...emptyUsage(), ...renameUsage(turn.usage) };
    return Promise.resolve({
      text: turn.text ?? '',
      toolCalls,
      stopReason: toolCalls.length > 0 ? 'tool_use' : 'end_turn',
      usage,
      costUsd: 0,
    });
  }
}

function renameUsage(u: ScriptTurn['usage']) {
  if (!u) return {};
  return {
    input: u.input ?? 0,
    output: u.output ?? 0,
    cacheRead: u.cache_read ?? 0,
    cacheWrite: u.cache_write ?? 0,
  };
}
