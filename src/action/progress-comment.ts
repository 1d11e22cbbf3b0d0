import type { AuditEventType } from '../audit/types.ts';
import type { Octokit } from '../forge/github.ts';
import type { RunResult } from '../run/types.ts';
import type { TodoItem } from '../tools/types.ts';
import { markdownLine, markdownLines } from '../forge/untrusted-text.ts';
import { PROGRESS_MARKER } from './own-comment.ts';

/** What a running comment shows: counts so far and the model's todo list. */
export interface LiveState {
  turns: number;
  toolCalls: number;
  todos: TodoItem[];
}

const TODO_MARK = { completed: '- [x] ', in_progress: '- [ ] ⏳ ', pending: '- [ ] ' } as const;
/** Caps on the model's text in a comment (GitHub refuses a comment over 65,536 characters). */
const MAX_TODOS = 50;
const TODO_CHARS = 200;
const COMPLETION_CHARS = 4_000;
const MESSAGE_CHARS = 1_000;

/** Folds one audit event into the live state; true when the comment would read differently. */
export function trackLive(live: LiveState, line: string, type: AuditEventType): boolean {
  if (type === 'model.response') live.turns += 1;
  else if (type === 'tool.call') live.toolCalls += 1;
  else if (type === 'todo.updated') live.todos = (JSON.parse(line) as { todos: TodoItem[] }).todos;
  else return false;
  return true;
}

export type Progress =
  | { phase: 'running'; runUrl?: string; live?: LiveState }
  | { phase: 'finished'; result: RunResult; runUrl?: string }
  | { phase: 'error'; message: string; runUrl?: string };

/**
 * The comment's text for each phase. Pure. The todos, the completion and an error's message are
 * the model's or a tool's text: shown literally, their mentions, references and closing keywords
 * inert (forge/untrusted-text.ts), like the pull request body.
 */
export function progressBody(p: Progress): string {
  const run = p.runUrl ? ` ([workflow run](${p.runUrl}))` : '';
  const lines = [PROGRESS_MARKER];
  if (p.phase === 'running') {
    lines.push(`⏳ nightshift is working on this issue${run}. This comment is updated as the run goes.`);
    const live = p.live;
    if (live) {
      lines.push('', `${live.turns} turns · ${live.toolCalls} tool calls so far`);
      if (live.todos.length > 0) lines.push('', ...todoLines(live.todos));
    }
  } else if (p.phase === 'error') {
    lines.push(`💥 nightshift could not run${run}: ${markdownLine(p.message, MESSAGE_CHARS)}`);
  } else {
    const r = p.result;
    const noChanges = r.exitReason === 'no_changes';
    const icon = noChanges ? '⚠️' : r.status === 'completed' ? '✅' : r.status === 'limit' ? '⏱️' : '❌';
    lines.push(`${icon} nightshift finished: **${r.status}** (${r.exitReason})${run}`);
    if (noChanges) lines.push('', 'The run completed without changing any file.');
    if (r.pr.url) lines.push('', `Pull request ${r.pr.operation}: ${r.pr.url}`);
    else lines.push('', 'No pull request was opened.');
    if (r.completion)
      lines.push(
        '',
        ...markdownLines(r.completion, COMPLETION_CHARS)
          .split('\n')
          .map((l) => (l ? `> ${l}` : '>')),
      );
    const t = r.totals;
    lines.push(
      '',
      `${t.turns} turns · ${t.tool_calls} tool calls · ${t.denied} denied · $${t.cost_usd.toFixed(4)}`,
    );
  }
  return lines.join('\n');
}

function todoLines(todos: TodoItem[]): string[] {
  const more = todos.length - MAX_TODOS;
  return [
    ...todos.slice(0, MAX_TODOS).map((t) => `${TODO_MARK[t.status]}${markdownLine(t.text, TODO_CHARS)}`),
    ...(more > 0 ? [`- …and ${more} more`] : []),
  ];
}

/**
 * Edits of the running comment, at most one per `minMs` (GitHub rate-limits, and a comment that
 * changes every second helps nobody): an edit offered sooner is held and only the latest is sent
 * when the interval is over. `stop` drops what is held and waits for what was sent, so the final
 * edit comes last.
 */
export class ThrottledEdits {
  #last: number;
  #held: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #sent: Promise<void> = Promise.resolve();

  constructor(
    private readonly edit: (body: string) => Promise<void>,
    private readonly minMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#last = now(); // the comment was just created
  }

  offer(body: string): void {
    this.#held = body;
    if (this.#timer) return;
    const wait = this.#last + this.minMs - this.now();
    if (wait <= 0) this.#flush();
    else {
      this.#timer = setTimeout(() => this.#flush(), wait);
      this.#timer.unref();
    }
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#held = undefined;
    await this.#sent;
  }

  #flush(): void {
    this.#timer = undefined;
    const body = this.#held;
    if (body === undefined) return;
    this.#held = undefined;
    this.#last = this.now();
    this.#sent = this.#sent.then(() => this.edit(body));
  }
}

/** One comment per run on the triggering issue: created at the start, edited as it goes and at the end. */
export class ProgressComment {
  private constructor(
    private readonly octokit: Octokit,
    private readonly target: { owner: string; repo: string },
    readonly id: number,
  ) {}

  static async create(
    octokit: Octokit,
    target: { owner: string; repo: string; issueNumber: number },
    body: string,
  ): Promise<ProgressComment> {
    const { owner, repo, issueNumber } = target;
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return new ProgressComment(octokit, { owner, repo }, data.id);
  }

  async update(body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.target, comment_id: this.id, body });
  }
}
