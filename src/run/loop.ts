import type { RejectionStage, AuditSink } from '../audit/types.ts';
import type { ModeConfig } from '../config/mode.ts';
import type { Policy } from '../config/policy.ts';
import type { Message, ModelProvider, ModelResponse, ToolCall, ToolDefinition } from '../model/types.ts';
import { isContextOverflow } from '../model/errors.ts';
import type { Decision } from '../policy/types.ts';
import { boundArgsDepth } from '../validate/depth.ts';
import { uniqueCallIds } from './call-ids.ts';
import { MistakeCounter } from '../validate/mistakes.ts';
import { RepetitionTracker } from '../validate/repetition.ts';
import { resolveCallName } from '../validate/resolve-name.ts';
import type { Validation } from '../validate/validate-call.ts';
import { toolDefinition, type ToolSet } from '../tools/registry.ts';
import { MAX_TOOL_OUTPUT_BYTES, truncateHeadTail } from '../tools/truncate.ts';
import type { AnyTool, RunControls, TodoItem, ToolContext, ToolResult } from '../tools/types.ts';
import { elideOldToolOutputs, messageChars } from './context-window.ts';
import { limitAfterResponse, limitBeforeTurn, type LimitHit } from './limits.ts';
import { RunStop } from './stop.ts';
import { denialOutput, NOT_RUN_AFTER_COMPLETION } from './tool-messages.ts';
import type { RunTotals } from './types.ts';

/** Everything the loop needs, wired by runTask(); the loop itself does no file or policy I/O. */
export interface LoopDeps {
  provider: ModelProvider;
  tools: ToolSet;
  modes: ReadonlyMap<string, ModeConfig>;
  policy: Policy;
  audit: AuditSink;
  redact: (text: string) => string;
  systemPrompt(mode: ModeConfig, tools: readonly AnyTool[]): string;
  toolAllowed(mode: ModeConfig, tool: AnyTool): boolean;
  /**
   * Stages exists → mode → params → file restriction → repetition (one tracker per agent);
   * `depth` 0 is the task itself (its attempt_completion carries the structured result).
   */
  validate(
    call: ToolCall,
    mode: ModeConfig,
    available: readonly AnyTool[],
    repetition: RepetitionTracker,
    depth: number,
  ): Validation | Promise<Validation>;
  /** The decision on a call; `command` is the shell line a custom tool expanded to. */
  authorize(tool: AnyTool, args: unknown, mode: ModeConfig): Promise<Decision & { command?: string }>;
  toolContext: Omit<ToolContext, 'run' | 'signal'>;
  maxOutputTokens: number;
  /** Conversation size (characters) past which the oldest tool outputs are elided. */
  contextBudgetChars: number;
  signal: AbortSignal;
}

export interface AgentOutcome {
  completion: string;
  /** The task's structured result (`output.schema`), already validated. */
  resultJson?: unknown;
}

/** One agent's conversation: its messages, mode and what of them the audit log already holds. */
interface Conversation {
  mode: ModeConfig;
  messages: Message[];
  repetition: RepetitionTracker;
  logged: number;
  loggedBytes: number;
  depth: number;
}

const MAX_SUBTASK_DEPTH = 3;
const NO_TOOL_NUDGE =
  '[ERROR] You did not use a tool. This run is unattended: nobody will reply to text. Use a tool to make progress, or attempt_completion when the task is done.';

/**
 * The agent loop: ask the model, then for each tool call in order validate → decide → execute →
 * result, until attempt_completion, a limit, a safety halt or an error (thrown as RunStop).
 */
export class AgentLoop {
  readonly totals: RunTotals;
  todos: TodoItem[] = [];
  readonly #mistakes: MistakeCounter;
  #root: Conversation | undefined;
  /** Every call id of the run so far (see uniqueCallIds). */
  readonly #callIds = new Set<string>();

  constructor(
    private readonly deps: LoopDeps,
    totals: RunTotals,
  ) {
    this.totals = totals;
    this.#mistakes = new MistakeCounter(deps.policy.limits.consecutive_mistakes);
  }

  /** Runs one agent (the root task or a subtask) until it completes. */
  async run(modeSlug: string, userMessage: string, depth = 0): Promise<AgentOutcome> {
    const conversation: Conversation = {
      mode: this.#mode(modeSlug),
      messages: [{ role: 'user', content: userMessage }],
      repetition: new RepetitionTracker(this.deps.policy.limits.identical_calls),
      logged: 0,
      loggedBytes: 0,
      depth,
    };
    if (depth === 0) this.#root = conversation;
    return this.#converse(conversation);
  }

  /**
   * Continues the root task's conversation with a new user turn (failed required checks) after it
   * completed, in the mode it ended in, under the same totals and limits.
   */
  async resume(userMessage: string): Promise<AgentOutcome> {
    if (!this.#root) throw new Error('resume before run');
    this.#root.messages.push({ role: 'user', content: userMessage });
    return this.#converse(this.#root);
  }

  /**
   * Continues a root conversation rebuilt from an earlier run's audit log (resume): the calls of
   * its last turn that never got a result are validated, decided and run now, under this run's
   * policy and limits (turn 0: before this run's first model request); then `note` tells the model
   * the run was resumed, and the loop goes on.
   */
  async continueFrom(from: {
    modeSlug: string;
    messages: readonly Message[];
    pending: readonly ToolCall[];
    note: string;
  }): Promise<AgentOutcome> {
    const conversation: Conversation = {
      mode: this.#mode(from.modeSlug),
      messages: [...from.messages],
      repetition: new RepetitionTracker(this.deps.policy.limits.identical_calls),
      logged: 0,
      loggedBytes: 0,
      depth: 0,
    };
    this.#root = conversation;
    if (from.pending.length > 0) {
      const { mode } = conversation;
      const available = this.deps.tools.forMode((t) => this.deps.toolAllowed(mode, t));
      const done = await this.#runCalls(conversation, from.pending, 0, available);
      if (done) return done;
    }
    conversation.messages.push({ role: 'user', content: from.note });
    return this.#converse(conversation);
  }

  async #converse(conversation: Conversation): Promise<AgentOutcome> {
    const { deps } = this;
    const { depth } = conversation;
    let { mode, messages } = conversation;
    let { logged, loggedBytes } = conversation;
    // The conversation object follows along, so a resumed one continues where this one stopped.
    const keep = () => Object.assign(conversation, { mode, messages, logged, loggedBytes });

    for (;;) {
      this.#stopIfLimit(limitBeforeTurn(this.totals, deps.policy.limits));
      deps.signal.throwIfAborted();
      const available = deps.tools.forMode((t) => deps.toolAllowed(mode, t));
      const definitions = available.map(toolDefinition);
      const system = deps.systemPrompt(mode, available);
      this.totals.turns += 1;
      const turn = this.totals.turns;
      messages = this.#fitContext(messages, turn);

      const fresh = messages.slice(logged);
      loggedBytes += fresh.reduce((n, m) => n + JSON.stringify(m).length, 0);
      logged = messages.length;
      deps.audit.emit('model.request', {
        turn,
        mode: mode.slug,
        depth,
        message_offset: logged - fresh.length,
        messages: fresh.map(withoutImageData),
        tools: definitions.map((d) => d.name),
        request_bytes: system.length + definitionBytes(definitions) + loggedBytes,
      });

      const started = performance.now();
      const ask = () =>
        deps.provider.complete(
          { turn, system, messages, tools: definitions, maxOutputTokens: deps.maxOutputTokens },
          deps.signal,
          (e) =>
            deps.audit.emit('model.retry', {
              turn,
              attempt: e.attempt,
              status: e.status ?? null,
              error: e.error,
              delay_ms: e.delayMs,
            }),
        );
      let response: ModelResponse;
      try {
        response = await ask();
      } catch (err) {
        // The provider says the window is full although our estimate did not: elide and ask once more.
        if (!isContextOverflow(err)) throw err;
        const size = messages.reduce((n, m) => n + messageChars(m), 0);
        messages = this.#fitContext(messages, turn, Math.floor(size * 0.7));
        response = await ask();
      }
      // Before anything serializes the calls: args nested thousands deep would overflow the stack.
      response = {
        ...response,
        toolCalls: uniqueCallIds(response.toolCalls.map(boundArgsDepth), this.#callIds),
      };
      this.#account(response);
      deps.audit.emit('model.response', {
        turn,
        stop_reason: response.stopReason,
        text: response.text,
        tool_calls: response.toolCalls.map((c) => ({
          id: c.id,
          name: c.name,
          args: c.args,
          ...(c.parseError ? { args_json: c.rawArgs, parse_error: c.parseError } : {}),
        })),
        usage: {
          input: response.usage.input,
          output: response.usage.output,
          cache_read: response.usage.cacheRead,
          cache_write: response.usage.cacheWrite,
        },
        cost_usd: response.costUsd,
        latency_ms: Math.round(performance.now() - started),
      });
      messages.push({ role: 'assistant', text: response.text, toolCalls: response.toolCalls });
      this.#stopIfLimit(limitAfterResponse(this.totals, deps.policy.limits));

      if (response.toolCalls.length === 0) {
        this.#mistake('a turn without a tool call');
        messages.push({ role: 'user', content: NO_TOOL_NUDGE });
        continue;
      }

      keep();
      const done = await this.#runCalls(conversation, response.toolCalls, turn, available);
      if (done) return done;
      ({ mode } = conversation);
    }
  }

  /**
   * Validate → decide → execute → result for each call of one turn, in order, each result added
   * to the conversation; the outcome when a call completed the agent. A mode switch takes effect
   * for the next turn.
   */
  async #runCalls(
    conversation: Conversation,
    calls: readonly ToolCall[],
    turn: number,
    available: readonly AnyTool[],
  ): Promise<AgentOutcome | undefined> {
    const { messages, repetition, depth } = conversation;
    const { mode } = conversation;
    for (const [index, call] of calls.entries()) {
      const outcome = await this.#handleCall(call, turn, mode, available, repetition, depth);
      messages.push({
        role: 'tool',
        callId: call.id,
        name: call.name,
        output: outcome.output,
        isError: !outcome.ok,
        ...(outcome.images?.length ? { images: outcome.images } : {}),
      });
      if (outcome.completion !== undefined) {
        // Every call needs a result before the conversation can be resumed (repair rounds).
        for (const skipped of calls.slice(index + 1))
          messages.push({
            role: 'tool',
            callId: skipped.id,
            name: skipped.name,
            output: NOT_RUN_AFTER_COMPLETION,
            isError: true,
          });
        return {
          completion: outcome.completion,
          ...(outcome.resultJson !== undefined ? { resultJson: outcome.resultJson } : {}),
        };
      }
      if (outcome.switchedTo) conversation.mode = this.#mode(outcome.switchedTo);
    }
    return undefined;
  }

  async #handleCall(
    call: ToolCall,
    turn: number,
    mode: ModeConfig,
    available: readonly AnyTool[],
    repetition: RepetitionTracker,
    depth: number,
  ): Promise<ToolResult & { switchedTo?: string }> {
    const { deps } = this;
    if (this.totals.tool_calls >= deps.policy.limits.max_tool_calls) {
      this.#stopIfLimit({
        limit: 'max_tool_calls',
        value: this.totals.tool_calls,
        max: deps.policy.limits.max_tool_calls,
      });
    }
    this.totals.tool_calls += 1;
    const named = resolveCallName(call, deps.tools);
    const resolved = named.ok ? named.call : call;
    deps.audit.emit('tool.call', {
      call_id: call.id,
      turn,
      name: resolved.name,
      ...(named.ok && named.requestedName ? { requested_name: named.requestedName } : {}),
      args: resolved.args ?? call.rawArgs ?? null,
    });

    const reject = (stage: RejectionStage, message: string): ToolResult => {
      this.totals.rejected += 1;
      deps.audit.emit('tool.rejected', { call_id: call.id, stage, message });
      this.#mistake(`${stage} rejection`);
      return { ok: false, output: message };
    };

    if (!named.ok) return reject('unknown_tool', named.message);
    const validation = await deps.validate(resolved, mode, available, repetition, depth);
    if (!validation.ok) return reject(validation.stage, validation.message);
    const { tool, args } = validation;

    const decision = await deps.authorize(tool, args, mode);
    deps.audit.emit('tool.decision', { call_id: call.id, ...decision });
    if (decision.halt)
      throw new RunStop('halted', 'policy_ask', `${call.name}: ${decision.reason} (on_ask: fail)`);
    if (decision.resolved === 'deny') {
      this.totals.denied += 1;
      this.#mistake('policy denial');
      const output = denialOutput(decision);
      repetition.settle(tool.name, args, output);
      return { ok: false, output };
    }

    let switchedTo: string | undefined;
    const controls = this.#controls(mode, depth, (slug) => (switchedTo = slug));
    const started = performance.now();
    let result: ToolResult;
    try {
      result = await tool.execute(args, { ...deps.toolContext, signal: deps.signal, run: controls });
    } catch (err) {
      if (err instanceof RunStop || deps.signal.aborted) throw err;
      result = { ok: false, output: `Error: ${(err as Error).message}` };
    }
    const output = truncateHeadTail(deps.redact(result.output), MAX_TOOL_OUTPUT_BYTES * 2).text;
    for (const attempt of result.network ?? [])
      deps.audit.emit('sandbox.network', { ...attempt, call_id: call.id });
    deps.audit.emit('tool.result', {
      call_id: call.id,
      ok: result.ok,
      duration_ms: Math.round((performance.now() - started) * 1000) / 1000,
      output_bytes: Buffer.byteLength(result.output),
      output,
      ...(result.sandbox ? { sandbox: result.sandbox } : {}),
      ...(result.embeddings ? { embeddings: result.embeddings } : {}),
    });
    for (const event of result.events ?? [])
      deps.audit.emit(event.type, { call_id: call.id, ...event.payload });
    repetition.settle(tool.name, args, `${result.ok}\n${result.fingerprint ?? output}`);
    if (result.ok) this.#mistakes.reset();
    else this.#mistake(`failed ${call.name}`);
    return { ...result, output, ...(switchedTo ? { switchedTo } : {}) };
  }

  #controls(mode: ModeConfig, depth: number, onSwitch: (slug: string) => void): RunControls {
    const { deps } = this;
    return {
      modeSlug: mode.slug,
      switchMode: (slug, reason) => {
        const target = deps.modes.get(slug);
        if (!target)
          return Promise.reject(
            new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(', ')}`),
          );
        deps.audit.emit('mode.switched', { from: mode.slug, to: slug, reason: reason ?? null });
        onSwitch(slug);
        return Promise.resolve(`Switched to ${target.name} mode (${slug}).`);
      },
      startSubtask: async (slug, message) => {
        if (!deps.modes.has(slug))
          throw new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(', ')}`);
        if (depth + 1 > MAX_SUBTASK_DEPTH) throw new Error(`subtasks nest at most ${MAX_SUBTASK_DEPTH} deep`);
        deps.audit.emit('subtask.started', { mode: slug, message, depth: depth + 1 });
        const outcome = await this.run(slug, message, depth + 1);
        deps.audit.emit('subtask.finished', { mode: slug, depth: depth + 1, result: outcome.completion });
        return outcome.completion;
      },
      answerFollowup: (question, suggestions) => {
        const rule = deps.policy.followup.answer;
        if (rule === 'fail')
          throw new RunStop('halted', 'followup_unanswered', `the model asked: ${question}`);
        const answer =
          rule === 'first_suggestion' && suggestions[0] !== undefined
            ? suggestions[0]
            : rule === 'first_suggestion'
              ? 'No human is available. State your assumption and continue.'
              : rule;
        deps.audit.emit('followup.answered', { question, suggestions, answer, rule: `followup.answer` });
        return Promise.resolve({ answer });
      },
      setTodos: (todos) => {
        this.todos = todos;
        deps.audit.emit('todo.updated', { todos });
      },
    };
  }

  /** Elides the oldest tool outputs when the conversation outgrows the model's window (rare). */
  #fitContext(messages: Message[], turn: number, budget = this.deps.contextBudgetChars): Message[] {
    if (!Number.isFinite(budget) || messages.reduce((n, m) => n + messageChars(m), 0) <= budget)
      return messages;
    const fitted = elideOldToolOutputs(messages, budget);
    const size = fitted.messages.reduce((n, m) => n + messageChars(m), 0);
    this.deps.audit.emit('context.elided', {
      turn,
      call_ids: fitted.elided,
      budget_chars: budget,
      chars_after: size,
    });
    if (size > budget) {
      throw new RunStop(
        'failed',
        'context_window_full',
        `the conversation needs ${size} characters after eliding old tool outputs; the model's window allows about ${budget}`,
      );
    }
    return fitted.messages;
  }

  #mode(slug: string): ModeConfig {
    const mode = this.deps.modes.get(slug);
    if (!mode) throw new RunStop('error', 'unknown_mode', `unknown mode "${slug}"`);
    return mode;
  }

  #account(r: ModelResponse): void {
    this.totals.input_tokens += r.usage.input;
    this.totals.output_tokens += r.usage.output;
    this.totals.cache_read_tokens += r.usage.cacheRead;
    this.totals.cache_write_tokens += r.usage.cacheWrite;
    this.totals.cost_usd += r.costUsd;
  }

  #mistake(what: string): void {
    if (this.#mistakes.record(what))
      throw new RunStop('halted', 'consecutive_mistakes', this.#mistakes.describe());
  }

  #stopIfLimit(hit: LimitHit | undefined): void {
    if (!hit) return;
    this.deps.audit.emit('limit.reached', { ...hit });
    throw new RunStop('limit', hit.limit, `${hit.limit} reached: ${hit.value} of ${hit.max}`);
  }
}

/** The log keeps an image as the file it is in the out dir, not as its bytes again. */
function withoutImageData(m: Message): Message | Record<string, unknown> {
  if (m.role !== 'tool' || !m.images) return m;
  return { ...m, images: m.images.map(({ mediaType, path }) => ({ media_type: mediaType, path })) };
}

const definitionSizes = new WeakMap<object, number>();

/** Serialized size of the tool definitions, once per definition (they are cached and reused). */
function definitionBytes(definitions: readonly ToolDefinition[]): number {
  let total = 0;
  for (const d of definitions) {
    let size = definitionSizes.get(d);
    if (size === undefined) {
      size = JSON.stringify(d).length;
      definitionSizes.set(d, size);
    }
    total += size;
  }
  return total;
}
