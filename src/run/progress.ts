import type { AuditEventType } from '../audit/types.ts';
import { target } from '../audit/summary.ts';

/** How a progress line reads at a glance; a terminal colours by it, a log ignores it. */
export type Tone = 'plain' | 'ok' | 'bad' | 'dim';

export interface LineInfo {
  tone: Tone;
  /** The turn the line belongs to: the action groups a turn's lines in its log. */
  turn?: number;
}

export type ProgressSink = (line: string, info?: LineInfo) => void;

export interface ProgressOptions {
  /** How often a line says the model or a command is still busy (default 15 s). */
  heartbeatMs?: number;
  now?: () => number;
}

interface PendingCall {
  name: string;
  target: string;
  rule?: string;
}

const DEFAULT_HEARTBEAT_MS = 15_000;

/**
 * Turns the run's audit events into progress lines as they happen: one per turn, one per tool
 * call (tool, target, decision, duration, outcome), one per retry with its wait, and a heartbeat
 * while the model or a command is busy. It reads the events as written (redacted), so a line
 * never shows what the log does not.
 */
export class ProgressReporter {
  readonly #sink: ProgressSink;
  readonly #heartbeatMs: number;
  readonly #now: () => number;
  readonly #calls = new Map<string, PendingCall>();
  #turn: number | undefined;
  #busy: { what: string; since: number } | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(sink: ProgressSink, options: ProgressOptions = {}) {
    this.#sink = sink;
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.#now = options.now ?? (() => performance.now());
  }

  observe(type: AuditEventType, e: Readonly<Record<string, unknown>>): void {
    switch (type) {
      case 'model.request':
        this.#turn = num(e.turn);
        this.#setBusy(`waiting for the model (turn ${this.#turn})`);
        break;
      case 'model.response':
        this.#setBusy(undefined);
        this.#line(turnLine(e), 'plain');
        break;
      case 'model.retry':
        this.#line(
          `  model request failed (${str(e.status ?? 'no status')}: ${firstLine(str(e.error), 80)}); retry ${str(e.attempt)} in ${seconds(num(e.delay_ms))}`,
          'bad',
        );
        break;
      case 'tool.call':
        this.#calls.set(str(e.call_id), { name: str(e.name), target: callTarget(e.args) });
        break;
      case 'tool.rejected': {
        const call = this.#take(e.call_id);
        this.#line(
          `  ${describe(call)} · rejected (${str(e.stage)}): ${firstLine(str(e.message), 100)}`,
          'bad',
        );
        break;
      }
      case 'tool.decision': {
        const call = this.#calls.get(str(e.call_id));
        if (!call) break;
        if (e.resolved === 'deny') {
          this.#calls.delete(str(e.call_id));
          this.#line(
            `  ${describe(call)} · denied (${str(e.rule)}): ${firstLine(str(e.reason), 100)}`,
            'bad',
          );
        } else {
          call.rule = str(e.rule);
          this.#setBusy(`${describe(call)} still running`);
        }
        break;
      }
      case 'tool.result': {
        const call = this.#take(e.call_id);
        this.#setBusy(undefined);
        const outcome = e.ok === true ? 'ok' : `failed: ${firstLine(str(e.output), 80)}`;
        this.#line(
          `  ${describe(call)} · allowed (${call.rule ?? '?'}) · ${seconds(num(e.duration_ms))} · ${outcome}`,
          e.ok === true ? 'ok' : 'bad',
        );
        break;
      }
      case 'mode.switched':
        this.#line(`  mode ${str(e.from)} → ${str(e.to)}`, 'plain');
        break;
      case 'subtask.started':
        this.#line(`  subtask in ${str(e.mode)} mode`, 'plain');
        break;
      case 'subtask.finished':
        this.#line(`  subtask in ${str(e.mode)} mode finished`, 'plain');
        break;
      case 'run.finished':
        this.close();
        break;
      default:
        break;
    }
  }

  /** Something outside the loop is running (a required check): heartbeats until `busy()`. */
  busy(what?: string): void {
    this.#setBusy(what);
  }

  /** Stops the heartbeat; lines after this (delivery) belong to no turn. */
  close(): void {
    this.#setBusy(undefined);
    this.#turn = undefined;
  }

  #setBusy(what: string | undefined): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#busy = what === undefined ? undefined : { what, since: this.#now() };
    if (!this.#busy) return;
    this.#timer = setInterval(() => this.#heartbeat(), this.#heartbeatMs);
    this.#timer.unref();
  }

  #heartbeat(): void {
    if (!this.#busy) return;
    this.#line(`  … ${this.#busy.what}: ${seconds(this.#now() - this.#busy.since)}`, 'dim');
  }

  #take(id: unknown): PendingCall {
    const call = this.#calls.get(str(id)) ?? { name: '?', target: '' };
    this.#calls.delete(str(id));
    return call;
  }

  #line(text: string, tone: Tone): void {
    this.#sink(text, { tone, ...(this.#turn !== undefined ? { turn: this.#turn } : {}) });
  }
}

function turnLine(e: Readonly<Record<string, unknown>>): string {
  const calls = Array.isArray(e.tool_calls) ? e.tool_calls.length : 0;
  const usage = (e.usage ?? {}) as Record<string, unknown>;
  const text = firstLine(str(e.text ?? ''), 80);
  return [
    `turn ${str(e.turn)}: ${calls} tool call${calls === 1 ? '' : 's'}`,
    `${str(usage.input ?? 0)} in / ${str(usage.output ?? 0)} out tokens`,
    `$${num(e.cost_usd).toFixed(4)}`,
    seconds(num(e.latency_ms)),
    ...(text ? [`"${text}"`] : []),
  ].join(' · ');
}

/** What the call is about (a path, a command), cut to one short line; nothing for no arguments. */
function callTarget(args: unknown): string {
  const text = target(args);
  return text === '{}' || text === 'null' ? '' : firstLine(text, 60);
}

const describe = (c: PendingCall) => (c.target ? `${c.name} ${c.target}` : c.name);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const seconds = (ms: number) => (ms < 1000 ? `${Math.round(ms)}ms` : `${(ms / 1000).toFixed(1)}s`);

/** The first line, cut to `max` characters: one progress line stays one line. */
function firstLine(text: string, max: number): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
