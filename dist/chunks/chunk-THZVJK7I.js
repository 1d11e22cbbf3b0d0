#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  PROGRESS_MARKER
} from "./chunk-MNTO33OU.js";
import {
  markdownLine,
  markdownLines
} from "./chunk-RO45VQTL.js";

// src/action/progress-comment.ts
var TODO_MARK = { completed: "- [x] ", in_progress: "- [ ] \u23F3 ", pending: "- [ ] " };
var MAX_TODOS = 50;
var TODO_CHARS = 200;
var COMPLETION_CHARS = 4e3;
var MESSAGE_CHARS = 1e3;
function trackLive(live, line, type) {
  if (type === "model.response") live.turns += 1;
  else if (type === "tool.call") live.toolCalls += 1;
  else if (type === "todo.updated") live.todos = JSON.parse(line).todos;
  else return false;
  return true;
}
function progressBody(p) {
  const run = p.runUrl ? ` ([workflow run](${p.runUrl}))` : "";
  const lines = [PROGRESS_MARKER];
  if (p.phase === "running") {
    lines.push(`\u23F3 nightshift is working on this issue${run}. This comment is updated as the run goes.`);
    const live = p.live;
    if (live) {
      lines.push("", `${live.turns} turns \xB7 ${live.toolCalls} tool calls so far`);
      if (live.todos.length > 0) lines.push("", ...todoLines(live.todos));
    }
  } else if (p.phase === "error") {
    lines.push(`\u{1F4A5} nightshift could not run${run}: ${markdownLine(p.message, MESSAGE_CHARS)}`);
  } else {
    const r = p.result;
    const noChanges = r.exitReason === "no_changes";
    const icon = noChanges ? "\u26A0\uFE0F" : r.status === "completed" ? "\u2705" : r.status === "limit" ? "\u23F1\uFE0F" : "\u274C";
    lines.push(`${icon} nightshift finished: **${r.status}** (${r.exitReason})${run}`);
    if (noChanges) lines.push("", "The run completed without changing any file.");
    if (r.pr.url) lines.push("", `Pull request ${r.pr.operation}: ${r.pr.url}`);
    else lines.push("", "No pull request was opened.");
    if (r.completion)
      lines.push(
        "",
        ...markdownLines(r.completion, COMPLETION_CHARS).split("\n").map((l) => l ? `> ${l}` : ">")
      );
    const t = r.totals;
    lines.push(
      "",
      `${t.turns} turns \xB7 ${t.tool_calls} tool calls \xB7 ${t.denied} denied \xB7 $${t.cost_usd.toFixed(4)}`
    );
  }
  return lines.join("\n");
}
function todoLines(todos) {
  const more = todos.length - MAX_TODOS;
  return [
    ...todos.slice(0, MAX_TODOS).map((t) => `${TODO_MARK[t.status]}${markdownLine(t.text, TODO_CHARS)}`),
    ...more > 0 ? [`- \u2026and ${more} more`] : []
  ];
}
var ThrottledEdits = class {
  constructor(edit, minMs = 3e4, now = Date.now) {
    this.edit = edit;
    this.minMs = minMs;
    this.now = now;
    this.#last = now();
  }
  edit;
  minMs;
  now;
  #last;
  #held;
  #timer;
  #sent = Promise.resolve();
  offer(body) {
    this.#held = body;
    if (this.#timer) return;
    const wait = this.#last + this.minMs - this.now();
    if (wait <= 0) this.#flush();
    else {
      this.#timer = setTimeout(() => this.#flush(), wait);
      this.#timer.unref();
    }
  }
  async stop() {
    clearTimeout(this.#timer);
    this.#timer = void 0;
    this.#held = void 0;
    await this.#sent;
  }
  #flush() {
    this.#timer = void 0;
    const body = this.#held;
    if (body === void 0) return;
    this.#held = void 0;
    this.#last = this.now();
    this.#sent = this.#sent.then(() => this.edit(body));
  }
};
var ProgressComment = class _ProgressComment {
  constructor(octokit, target, id) {
    this.octokit = octokit;
    this.target = target;
    this.id = id;
  }
  octokit;
  target;
  id;
  static async create(octokit, target, body) {
    const { owner, repo, issueNumber } = target;
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body
    });
    return new _ProgressComment(octokit, { owner, repo }, data.id);
  }
  async update(body) {
    await this.octokit.rest.issues.updateComment({ ...this.target, comment_id: this.id, body });
  }
};

export {
  trackLive,
  progressBody,
  ThrottledEdits,
  ProgressComment
};
