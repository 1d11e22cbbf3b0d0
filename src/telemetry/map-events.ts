import type { AuditEventType } from '../audit/types.ts';
import { clip, inputMessages, outputMessage, textMessage } from './content.ts';
import {
  num,
  runEndAttributes,
  runStartAttributes,
  str,
  usage,
  type Attributes,
  type Payload,
} from './event-attributes.ts';
import type { InstrumentName } from './instruments.ts';

/**
 * What the exporter does with one audit event: start or end a span (ids are the mapper's own
 * numbers), add a span event, or record a metric value. Times are epoch milliseconds.
 */
export type TelemetryOp =
  | {
      op: 'start';
      span: number;
      parent?: number;
      name: string;
      kind: 'internal' | 'client';
      time: number;
      attributes: Attributes;
    }
  | { op: 'end'; span: number; time: number; name?: string; attributes?: Attributes; error?: string }
  | { op: 'event'; span: number; name: string; time: number; attributes: Attributes }
  | { op: 'record'; instrument: InstrumentName; value: number; attributes: Attributes };

export interface RunFacts {
  runId: string;
  /** `provider:name` as the run names its model (run.started `model`). */
  model: string;
  includeContent: boolean;
}

interface Turn {
  span: number;
  depth: number;
  /** When the last thing in the turn happened: the turn span ends there. */
  last: number;
  chat?: number;
}

interface Call {
  span: number;
  name: string;
  turn: number;
  attributes: Attributes;
}

/**
 * Maps the audit event stream to spans and metric values (pure: no clock, no I/O). The trace of a
 * run: `invoke_agent nightshift` → `turn` → `chat {model}` and `execute_tool {tool}`; a subtask
 * is an `invoke_agent` span under the tool call that started it, with its own turns. Content
 * (prompts, responses, tool arguments and outputs, policy reasons) is added only when the run
 * exports content; the payloads it comes from are the audit log's, already redacted.
 */
export class TelemetryMapper {
  readonly #facts: RunFacts;
  readonly #provider: string;
  readonly #modelName: string;
  #nextSpan = 1;
  #run: number | undefined;
  readonly #runAttributes: Attributes = {};
  readonly #turns = new Map<number, Turn>();
  /** The open turn of each agent, by depth (0: the task, 1..: subtasks). */
  readonly #openTurn = new Map<number, number>();
  /** Open tool calls by call id; a stack, since a subtask may reuse its parent's call id. */
  readonly #calls = new Map<string, Call[]>();
  /** Allowed calls still running, innermost last: a subtask starts under the last one. */
  readonly #executing: Call[] = [];
  /** Agent spans by depth; [0] is the run. */
  readonly #agents = new Map<number, number>();
  #ops: TelemetryOp[] = [];

  constructor(facts: RunFacts) {
    this.#facts = facts;
    const colon = facts.model.indexOf(':');
    this.#provider = colon > 0 ? facts.model.slice(0, colon) : facts.model;
    this.#modelName = colon > 0 ? facts.model.slice(colon + 1) : facts.model;
  }

  /** The operations one audit event (its payload as written) maps to, at `time`. */
  observe(type: AuditEventType, e: Payload, time: number): TelemetryOp[] {
    this.#ops = [];
    if (type === 'run.started') this.#runStarted(e, time);
    else if (this.#run !== undefined) this.#event(this.#run, type, e, time);
    return this.#ops;
  }

  #event(run: number, type: AuditEventType, e: Payload, time: number): void {
    switch (type) {
      case 'model.request':
        return this.#modelRequest(e, time);
      case 'model.retry': {
        const chat = this.#turns.get(num(e.turn))?.chat;
        if (chat !== undefined)
          this.#push({
            op: 'event',
            span: chat,
            name: 'nightshift.model.retry',
            time,
            attributes: {
              'nightshift.retry.attempt': num(e.attempt),
              'nightshift.retry.delay_ms': num(e.delay_ms),
              ...(typeof e.status === 'number' ? { 'http.response.status_code': e.status } : {}),
            },
          });
        return;
      }
      case 'model.response':
        return this.#modelResponse(e, time);
      case 'tool.call':
        return this.#toolCall(e, time);
      case 'tool.rejected':
        return this.#toolRejected(e, time);
      case 'tool.decision':
        return this.#toolDecision(e, time);
      case 'tool.result':
        return this.#toolResult(e, time);
      case 'subtask.started':
        return this.#subtaskStarted(e, time);
      case 'subtask.finished':
        return this.#subtaskFinished(e, time);
      case 'mode.switched': {
        const at = this.#executing.at(-1)?.span ?? run;
        this.#push({
          op: 'event',
          span: at,
          name: 'nightshift.mode.switched',
          time,
          attributes: { 'nightshift.mode.from': str(e.from), 'nightshift.mode.to': str(e.to) },
        });
        return;
      }
      case 'limit.reached':
        this.#push({
          op: 'event',
          span: run,
          name: 'nightshift.limit.reached',
          time,
          attributes: {
            'nightshift.limit': str(e.limit),
            'nightshift.limit.value': num(e.value),
            'nightshift.limit.max': num(e.max),
          },
        });
        return;
      case 'checks.finished':
        return this.#check(run, e, time);
      case 'git.committed':
        this.#runAttributes['nightshift.git.commit'] = str(e.sha);
        this.#runAttributes['nightshift.git.branch'] = str(e.branch);
        return;
      case 'pr.created':
      case 'pr.updated':
        this.#runAttributes['nightshift.pr.operation'] = type === 'pr.created' ? 'created' : 'updated';
        this.#runAttributes['nightshift.pr.url'] = str(e.url);
        if (typeof e.number === 'number') this.#runAttributes['nightshift.pr.number'] = e.number;
        return;
      case 'run.finished':
        return this.#runFinished(run, e, time);
      default:
        return;
    }
  }

  #runStarted(e: Payload, time: number): void {
    if (this.#run !== undefined) return;
    const attributes = runStartAttributes(e, this.#facts.runId, this.#modelAttributes());
    this.#run = this.#start(undefined, 'invoke_agent nightshift', 'internal', time, attributes);
    this.#agents.set(0, this.#run);
  }

  #modelRequest(e: Payload, time: number): void {
    const depth = num(e.depth);
    this.#closeTurn(depth);
    const turnNo = num(e.turn);
    const parent = this.#agents.get(depth) ?? this.#agents.get(0);
    const span = this.#start(parent, 'turn', 'internal', time, {
      'nightshift.turn': turnNo,
      'nightshift.mode': str(e.mode),
      'nightshift.depth': depth,
    });
    const chat = this.#start(span, `chat ${this.#modelName}`, 'client', time, {
      ...this.#modelAttributes(),
      'nightshift.turn': turnNo,
      'nightshift.request_bytes': num(e.request_bytes),
      ...(this.#facts.includeContent ? { 'gen_ai.input.messages': inputMessages(e.messages) } : {}),
    });
    this.#turns.set(turnNo, { span, depth, last: time, chat });
    this.#openTurn.set(depth, turnNo);
  }

  #modelResponse(e: Payload, time: number): void {
    const turn = this.#turns.get(num(e.turn));
    if (turn?.chat === undefined) return;
    const used = usage(e, this.#modelAttributes());
    const calls = Array.isArray(e.tool_calls) ? e.tool_calls : [];
    this.#push({
      op: 'end',
      span: turn.chat,
      time,
      attributes: {
        ...used.attributes,
        'nightshift.tool_calls': calls.length,
        ...(this.#facts.includeContent ? { 'gen_ai.output.messages': outputMessage(e.text, calls) } : {}),
      },
    });
    delete turn.chat;
    turn.last = time;
    for (const v of used.values) this.#record(v.instrument, v.value, v.attributes);
  }

  #toolCall(e: Payload, time: number): void {
    const turnNo = num(e.turn);
    const parent = this.#turns.get(turnNo)?.span ?? this.#run;
    const id = str(e.call_id);
    // Named when it ends: a name the model made up (unknown_tool) must not become a span name.
    const span = this.#start(parent, 'execute_tool', 'internal', time, {
      'gen_ai.operation.name': 'execute_tool',
      'gen_ai.tool.call.id': clip(id),
      'gen_ai.tool.type': 'function',
      'nightshift.turn': turnNo,
      ...(this.#facts.includeContent
        ? { 'gen_ai.tool.call.arguments': clip(JSON.stringify(e.args ?? null)) }
        : {}),
    });
    const call: Call = { span, name: str(e.name), turn: turnNo, attributes: {} };
    if (typeof e.requested_name === 'string')
      call.attributes['nightshift.tool.requested_name'] = clip(e.requested_name);
    const stack = this.#calls.get(id) ?? [];
    stack.push(call);
    this.#calls.set(id, stack);
  }

  #toolRejected(e: Payload, time: number): void {
    const call = this.#takeCall(e.call_id);
    if (!call) return;
    const stage = str(e.stage);
    const known = stage !== 'unknown_tool';
    this.#settle(call, time, 'rejected', `rejected at the ${stage} stage`, known, {
      'nightshift.tool.rejection_stage': stage,
      ...(this.#facts.includeContent ? { 'nightshift.tool.message': clip(str(e.message)) } : {}),
    });
  }

  #toolDecision(e: Payload, time: number): void {
    const call = this.#calls.get(str(e.call_id))?.at(-1);
    if (!call) return;
    const rule = str(e.rule);
    Object.assign(call.attributes, {
      'nightshift.policy.decision': str(e.decision),
      'nightshift.policy.resolved': str(e.resolved),
      'nightshift.policy.rule': rule,
      ...(this.#facts.includeContent ? { 'nightshift.policy.reason': clip(str(e.reason)) } : {}),
    });
    if (e.resolved === 'deny') {
      this.#takeCall(e.call_id);
      this.#settle(call, time, 'denied', `denied by ${rule}`, true, {});
      this.#record('nightshift.tool.denials', 1, {
        'gen_ai.tool.name': call.name,
        'nightshift.policy.rule': rule,
      });
    } else {
      this.#executing.push(call);
    }
  }

  #toolResult(e: Payload, time: number): void {
    const call = this.#takeCall(e.call_id);
    if (!call) return;
    const at = this.#executing.lastIndexOf(call);
    if (at >= 0) this.#executing.splice(at, 1);
    const sandbox = (e.sandbox ?? {}) as Payload;
    this.#settle(
      call,
      time,
      e.ok === true ? 'ok' : 'failed',
      e.ok === true ? undefined : 'the tool failed',
      true,
      {
        'nightshift.tool.duration_ms': num(e.duration_ms),
        'nightshift.tool.output_bytes': num(e.output_bytes),
        ...(typeof sandbox.exit_cause === 'string'
          ? { 'nightshift.sandbox.exit_cause': sandbox.exit_cause }
          : {}),
        ...(this.#facts.includeContent ? { 'gen_ai.tool.call.result': clip(str(e.output)) } : {}),
      },
    );
  }

  #settle(
    call: Call,
    time: number,
    outcome: 'ok' | 'failed' | 'denied' | 'rejected',
    error: string | undefined,
    known: boolean,
    attributes: Attributes,
  ): void {
    this.#push({
      op: 'end',
      span: call.span,
      time,
      ...(known ? { name: `execute_tool ${call.name}` } : {}),
      attributes: {
        ...call.attributes,
        ...attributes,
        'nightshift.tool.outcome': outcome,
        ...(known
          ? { 'gen_ai.tool.name': call.name }
          : { 'nightshift.tool.requested_name': clip(call.name) }),
        ...(error ? { 'error.type': outcome } : {}),
      },
      ...(error ? { error } : {}),
    });
    const turn = this.#turns.get(call.turn);
    if (turn) turn.last = time;
    this.#record('nightshift.tool.calls', 1, {
      // Unknown names come from the model: one value for all keeps the metric's series bounded.
      'gen_ai.tool.name': known ? call.name : '_OTHER',
      'nightshift.tool.outcome': outcome,
      ...(typeof attributes['nightshift.tool.rejection_stage'] === 'string'
        ? { 'nightshift.tool.rejection_stage': attributes['nightshift.tool.rejection_stage'] }
        : {}),
    });
  }

  #subtaskStarted(e: Payload, time: number): void {
    const depth = num(e.depth);
    const parent = this.#executing.at(-1)?.span ?? this.#agents.get(depth - 1) ?? this.#run;
    const span = this.#start(parent, 'invoke_agent nightshift', 'internal', time, {
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'nightshift',
      'nightshift.mode': str(e.mode),
      'nightshift.depth': depth,
      ...(this.#facts.includeContent ? { 'gen_ai.input.messages': textMessage('user', e.message) } : {}),
    });
    this.#agents.set(depth, span);
  }

  #subtaskFinished(e: Payload, time: number): void {
    const depth = num(e.depth);
    this.#closeTurn(depth);
    const span = this.#agents.get(depth);
    if (span === undefined || depth === 0) return;
    this.#agents.delete(depth);
    this.#push({
      op: 'end',
      span,
      time,
      attributes: this.#facts.includeContent
        ? { 'gen_ai.output.messages': textMessage('assistant', e.result) }
        : {},
    });
  }

  #check(run: number, e: Payload, time: number): void {
    const exit = e.exit_code;
    const span = this.#start(run, 'nightshift.check', 'internal', time - num(e.duration_ms), {
      'nightshift.check.command': clip(str(e.command)),
      ...(typeof exit === 'number' ? { 'process.exit.code': exit } : {}),
    });
    this.#push({
      op: 'end',
      span,
      time,
      ...(exit === 0 ? {} : { error: `exit code ${str(exit ?? 'none')}` }),
    });
  }

  #runFinished(run: number, e: Payload, time: number): void {
    const reason = str(e.exit_reason);
    // Whatever is still open ended with the run (a cancel, a limit, an error mid-call).
    for (const stack of this.#calls.values())
      for (const call of stack.reverse()) {
        // Past validation (it has a decision), the name is a real tool's.
        const known = 'nightshift.policy.rule' in call.attributes;
        this.#push({
          op: 'end',
          span: call.span,
          time,
          ...(known ? { name: `execute_tool ${call.name}` } : {}),
          attributes: { ...call.attributes, ...(known ? { 'gen_ai.tool.name': call.name } : {}) },
          error: `unfinished: ${reason}`,
        });
      }
    this.#calls.clear();
    this.#executing.length = 0;
    for (const turn of this.#turns.values())
      if (turn.chat !== undefined) {
        this.#push({ op: 'end', span: turn.chat, time, attributes: { 'error.type': reason }, error: reason });
        delete turn.chat;
        turn.last = time;
      }
    for (const depth of [...this.#openTurn.keys()]) this.#closeTurn(depth);
    for (const [depth, agent] of [...this.#agents].reverse())
      if (depth > 0) this.#push({ op: 'end', span: agent, time, error: `unfinished: ${reason}` });
    this.#agents.clear();
    const status = str(e.status);
    this.#push({
      op: 'end',
      span: run,
      time,
      attributes: { ...this.#runAttributes, ...runEndAttributes(e, this.#facts.includeContent) },
      ...(status === 'completed' ? {} : { error: reason }),
    });
    const totals = (e.totals ?? {}) as Payload;
    this.#record('nightshift.run.duration', num(totals.duration_ms) / 1000, {
      'nightshift.run.status': status,
      'nightshift.exit_reason': reason,
    });
    this.#run = undefined;
  }

  #closeTurn(depth: number): void {
    const turnNo = this.#openTurn.get(depth);
    if (turnNo === undefined) return;
    this.#openTurn.delete(depth);
    const turn = this.#turns.get(turnNo);
    if (!turn) return;
    this.#turns.delete(turnNo);
    this.#push({ op: 'end', span: turn.span, time: turn.last });
  }

  #takeCall(id: unknown): Call | undefined {
    const stack = this.#calls.get(str(id));
    const call = stack?.pop();
    if (stack?.length === 0) this.#calls.delete(str(id));
    return call;
  }

  #modelAttributes(): Attributes {
    return {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': this.#provider,
      'gen_ai.request.model': this.#modelName,
    };
  }

  #start(
    parent: number | undefined,
    name: string,
    kind: 'internal' | 'client',
    time: number,
    attributes: Attributes,
  ): number {
    const span = this.#nextSpan++;
    this.#push({
      op: 'start',
      span,
      ...(parent !== undefined ? { parent } : {}),
      name,
      kind,
      time,
      attributes,
    });
    return span;
  }

  #record(instrument: InstrumentName, value: number, attributes: Attributes): void {
    this.#push({ op: 'record', instrument, value, attributes });
  }

  #push(op: TelemetryOp): void {
    this.#ops.push(op);
  }
}
