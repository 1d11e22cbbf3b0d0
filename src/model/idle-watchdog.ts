import { ModelApiError } from './errors.ts';

/** A stream that sent nothing for this long is stalled (docs/task.md: `model.stream_idle_timeout`). */
export const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60_000;

/**
 * Guards one streamed attempt: `signal` aborts when the caller's does, or when `kick()` was not
 * called for `ms` — from the request's start until the headers, then between events. Only events
 * the SDK yields kick it, and both SDKs drop keep-alives (Anthropic `event: ping`, SSE comment
 * lines), so a server that only pings times out like a silent one.
 */
export class IdleWatchdog {
  readonly signal: AbortSignal;
  readonly #controller = new AbortController();
  readonly #ms: number;
  #timer: NodeJS.Timeout;
  #fired = false;

  constructor(outer: AbortSignal, ms: number) {
    this.#ms = ms;
    this.signal = AbortSignal.any([outer, this.#controller.signal]);
    this.#timer = this.#arm();
  }

  kick(): void {
    clearTimeout(this.#timer);
    this.#timer = this.#arm();
  }

  stop(): void {
    clearTimeout(this.#timer);
  }

  /** The error to throw instead of the SDK's abort when the watchdog fired: retried like a dropped stream. */
  stalled(provider: string): ModelApiError | undefined {
    if (!this.#fired) return undefined;
    return new ModelApiError(
      `${provider} stream stalled: nothing received for ${this.#ms / 1000} s (model.stream_idle_timeout)`,
      'connection',
    );
  }

  #arm(): NodeJS.Timeout {
    return setTimeout(() => {
      this.#fired = true;
      this.#controller.abort(new Error('stream idle timeout'));
    }, this.#ms);
  }
}
