#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  clip
} from "./chunk-7VANGLES.js";

// src/audit/summary-units.ts
function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  if (ms < 1) return "<1 ms";
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const s = Math.round(ms / 1e3);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
}
function formatCost(usd) {
  return usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}
var formatCount = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
function outcomeLabel(s) {
  if (s.status === "unfinished") return "unfinished: no run.finished (killed, or still running)";
  return s.exitReason === s.status ? s.status : `${s.status}: ${s.exitReason}`;
}
function totalsLine(s) {
  const t = s.totals;
  return [
    `${t.turns} turns`,
    `${t.toolCalls} tool calls (${t.rejected} rejected, ${t.denied} denied)`,
    `${formatCount(t.inputTokens)} in / ${formatCount(t.outputTokens)} out tokens`,
    formatCost(t.costUsd),
    formatDuration(t.durationMs)
  ].join(" \xB7 ");
}
function callResult(c) {
  switch (c.outcome) {
    case "ok":
    case "error":
      return c.durationMs === void 0 ? c.outcome : `${c.outcome} ${formatDuration(c.durationMs)}`;
    case "rejected":
      return `rejected (${c.stage ?? "?"})`;
    default:
      return c.outcome;
  }
}
function clip2(text, max) {
  const flat = text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  return clip(flat, max);
}

// src/audit/summary-markdown.ts
var STATUS_ICON = {
  completed: "\u2705",
  failed: "\u274C",
  error: "\u274C",
  limit: "\u23F1\uFE0F",
  halted: "\u{1F6D1}",
  cancelled: "\u23F9\uFE0F",
  unfinished: "\u26A0\uFE0F"
};
var TODO_MARK = { completed: "- [x] ", in_progress: "- [ ] \u23F3 ", pending: "- [ ] " };
var MAX_TABLE_ROWS = 100;
var MAX_LISTED = 20;
function formatSummaryMarkdown(s) {
  const out = [
    `### ${STATUS_ICON[s.status]} nightshift: ${plain(s.title || "(untitled)", 120)}`,
    ""
  ];
  const outcome = `**${outcomeLabel(s)}** (exit ${s.exitCode ?? "-"})`;
  out.push(`${outcome} \xB7 ${totalsLine(s)}`, "");
  if (s.detail) out.push(`> ${plain(s.detail, 300)}`, "");
  if (s.sandbox?.backend === "none")
    out.push(
      `> \u26A0\uFE0F **No sandbox:** commands ran with the runner's own rights, files and network (${plain(s.sandbox.reason ?? "sandbox: none", 200)}).`,
      ""
    );
  else if (s.sandbox) out.push(`Sandbox: ${code(s.sandbox.backend)}, network ${s.sandbox.network}.`, "");
  if (s.completion) out.push(`**Result:** ${plain(s.completion, 1e3)}`, "");
  const delivered = [];
  if (s.pr.operation !== "none") {
    const label = s.pr.number === void 0 ? "pull request" : `#${s.pr.number}`;
    delivered.push(`**Pull request:** ${s.pr.url ? `[${label}](${s.pr.url})` : label} (${s.pr.operation})`);
  }
  if (s.commit) delivered.push(`**Commit:** ${code(s.commit.sha.slice(0, 12))} on ${code(s.commit.branch)}`);
  if (delivered.length) out.push(delivered.join(" \xB7 "), "");
  if (s.repairRounds > 0)
    out.push(`- \u{1F501} ${s.repairRounds} repair round(s): failed checks went back to the model`);
  for (const c of s.checks) {
    const icon = c.exitCode === 0 ? "\u2705" : "\u274C";
    out.push(
      `- ${icon} check ${code(c.command)}: exit ${c.exitCode ?? "killed"} in ${formatDuration(c.durationMs)}`
    );
  }
  for (const l of s.limits) out.push(`- \u23F1\uFE0F limit ${code(l.limit)} reached: ${l.value} of ${l.max}`);
  for (const n of s.notDelivered.slice(0, MAX_LISTED))
    out.push(`- \u21A9\uFE0F not delivered (${n.action}): ${code(n.path, 80)} ${n.change}, ${code(n.rule)}`);
  if (s.repairRounds || s.checks.length || s.limits.length || s.notDelivered.length) out.push("");
  listCalls(
    out,
    "Denied",
    s.calls.filter((c) => c.outcome === "denied"),
    (c) => `${code(c.rule ?? "?")}: ${plain(c.reason ?? "", 200)}`
  );
  listCalls(
    out,
    "Rejected",
    s.calls.filter((c) => c.outcome === "rejected"),
    (c) => `${c.stage ?? "?"}: ${plain(c.reason ?? "", 200)}`
  );
  if (s.screenshots.length || s.browserBlocked) out.push(...browserLines(s), "");
  if (s.todos.length) {
    out.push("**Todo**", "", ...s.todos.map((t) => `${TODO_MARK[t.status]}${plain(t.text, 200)}`), "");
  }
  if (s.calls.length) {
    out.push(`<details><summary>Tool calls (${s.calls.length})</summary>`, "");
    out.push("| seq | turn | tool | target | decision | rule | result |", "|---:|---:|---|---|---|---|---|");
    for (const c of s.calls.slice(0, MAX_TABLE_ROWS)) {
      const cells = [
        String(c.seq),
        String(c.turn),
        code(c.name),
        code(c.target, 60),
        c.decision ?? "\u2013",
        c.rule ? code(c.rule) : "\u2013",
        callResult(c)
      ];
      out.push(`| ${cells.join(" | ")} |`);
    }
    if (s.calls.length > MAX_TABLE_ROWS)
      out.push("", `\u2026and ${s.calls.length - MAX_TABLE_ROWS} more in the audit log.`);
    out.push("", "</details>", "");
  }
  const meta = [
    `run ${code(s.runId)}`,
    s.model && `model ${code(s.model)}`,
    s.mode && `mode ${code(s.mode)}`,
    s.policy && `policy ${code(s.policy)}`,
    s.version && `nightshift ${s.version}`
  ];
  out.push(`<sub>${meta.filter(Boolean).join(" \xB7 ")} \xB7 ${s.events} audit events</sub>`);
  return `${out.join("\n")}
`;
}
function browserLines(s) {
  const lines = [
    `**Browser:** ${s.screenshots.length} screenshot(s) in the out dir, ${s.browserBlocked} request(s) blocked by ${code("browser.allow")}`
  ];
  if (s.screenshots.length) lines.push("");
  for (const shot of s.screenshots.slice(0, MAX_LISTED))
    lines.push(`- [${code(shot.path, 80)}](${encodeURI(shot.path)}) ${code(shot.url, 100)}`);
  if (s.screenshots.length > MAX_LISTED)
    lines.push(`- \u2026and ${s.screenshots.length - MAX_LISTED} more in the audit log`);
  return lines;
}
function listCalls(out, title, calls, why) {
  if (!calls.length) return;
  out.push(`**${title} (${calls.length})**`, "");
  for (const c of calls.slice(0, MAX_LISTED)) out.push(`- ${code(c.name)} ${code(c.target, 80)} \u2014 ${why(c)}`);
  if (calls.length > MAX_LISTED) out.push(`- \u2026and ${calls.length - MAX_LISTED} more in the audit log`);
  out.push("");
}
function code(text, max = 120) {
  const flat = clip2(text, max).replaceAll("|", "\\|");
  const longestRun = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longestRun + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function plain(text, max) {
  return clip2(text, max).replace(/[\\`*_[\]<>|~]/g, "\\$&").replace(/@(?=\w)/g, "@\u200B").replace(/#(?=\d)/g, "#\u200B");
}

// src/audit/summary-text.ts
var TODO_MARK2 = { completed: "[x]", in_progress: "[~]", pending: "[ ]" };
function formatSummaryText(s) {
  const out = [`nightshift: ${s.title || "(untitled)"}`];
  const field = (name, value) => out.push(`  ${name.padEnd(8)}${value}`);
  field(
    "outcome",
    `${outcomeLabel(s)} (exit ${s.exitCode ?? "-"})${s.detail ? ` \u2014 ${clip2(s.detail, 200)}` : ""}`
  );
  field(
    "run",
    [s.runId, s.model, s.mode && `mode ${s.mode}`, s.policy && `policy ${s.policy}`].filter(Boolean).join(" \xB7 ")
  );
  field("totals", totalsLine(s));
  if (s.completion) field("result", clip2(s.completion, 200));
  for (const l of s.limits) field("limit", `${l.limit}: ${l.value} of ${l.max}`);
  for (const c of s.checks) field("check", `${c.command} \u2192 exit ${c.exitCode ?? "killed"}`);
  if (s.commit) field("commit", `${s.commit.sha.slice(0, 12)} on ${s.commit.branch}`);
  if (s.pr.operation !== "none") {
    const number = s.pr.number === void 0 ? "" : `#${s.pr.number}`;
    field("pr", [s.pr.operation, number, s.pr.url ?? ""].filter(Boolean).join(" "));
  }
  if (s.todos.length) {
    out.push("todos");
    for (const t of s.todos) out.push(`  ${TODO_MARK2[t.status]} ${clip2(t.text, 120)}`);
  }
  if (s.calls.length) {
    out.push("tool calls");
    const rows = s.calls.map((c) => [
      String(c.seq),
      String(c.turn),
      c.name,
      clip2(c.target, 48),
      c.decision ?? "-",
      c.rule ?? "-",
      callResult(c)
    ]);
    out.push(...alignColumns([["seq", "turn", "tool", "target", "decision", "rule", "result"], ...rows]));
  }
  for (const c of s.calls.filter((x) => x.outcome === "denied" || x.outcome === "rejected")) {
    const why = c.outcome === "denied" ? `denied by ${c.rule ?? "?"}` : `rejected at ${c.stage ?? "?"}`;
    out.push(`${why}: ${c.name} ${clip2(c.target, 60)} \u2014 ${clip2(c.reason ?? "", 160)}`);
  }
  return `${out.join("\n")}
`;
}
function alignColumns(rows) {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => widths[i] = Math.max(widths[i] ?? 0, cell.length));
  return rows.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ")}`.trimEnd());
}

// src/audit/summary.ts
function summarizeAudit(events) {
  const calls = /* @__PURE__ */ new Map();
  const completions = /* @__PURE__ */ new Map();
  const s = {
    runId: events[0]?.run_id ?? "",
    title: "",
    status: "unfinished",
    exitReason: "unfinished",
    exitCode: null,
    totals: {
      turns: 0,
      toolCalls: 0,
      rejected: 0,
      denied: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      durationMs: 0
    },
    todos: [],
    calls: [],
    limits: [],
    checks: [],
    repairRounds: 0,
    notDelivered: [],
    pr: { operation: "none" },
    screenshots: [],
    browserBlocked: 0,
    events: events.length
  };
  const callOf = (e) => e.type === "tool.rejected" || e.type === "tool.decision" || e.type === "tool.result" ? calls.get(e.call_id) : void 0;
  for (const e of events) {
    const call = callOf(e);
    switch (e.type) {
      case "run.started":
        s.title = e.title;
        s.model = e.model;
        s.mode = e.mode;
        s.policy = e.policy.source;
        s.version = e.nightshift_version;
        if (e.sandbox)
          s.sandbox = {
            backend: e.sandbox.backend,
            network: e.sandbox.protections.network,
            ...e.sandbox.reason ? { reason: e.sandbox.reason } : {}
          };
        break;
      case "model.request":
        s.totals.turns = Math.max(s.totals.turns, e.turn);
        break;
      case "model.response":
        s.totals.inputTokens += e.usage.input;
        s.totals.outputTokens += e.usage.output;
        s.totals.costUsd += e.cost_usd;
        break;
      case "tool.call": {
        const row = {
          seq: e.seq,
          callId: e.call_id,
          turn: e.turn,
          name: e.name,
          target: target(e.args),
          outcome: "pending"
        };
        calls.set(e.call_id, row);
        const result = e.args?.result;
        if (e.name === "attempt_completion" && typeof result === "string") completions.set(e.call_id, result);
        s.calls.push(row);
        s.totals.toolCalls += 1;
        break;
      }
      case "tool.rejected":
        s.totals.rejected += 1;
        if (!call) break;
        call.outcome = "rejected";
        call.stage = e.stage;
        call.reason = e.message;
        break;
      case "tool.decision":
        if (e.resolved === "deny") s.totals.denied += 1;
        if (!call) break;
        call.decision = e.decision;
        call.rule = e.rule;
        if (e.resolved === "deny") {
          call.outcome = "denied";
          call.reason = e.reason;
        }
        break;
      case "tool.result":
        if (!call) break;
        call.outcome = e.ok ? "ok" : "error";
        call.durationMs = e.duration_ms;
        if (!e.ok) call.reason = firstLine(e.output);
        if (e.ok && completions.has(e.call_id)) s.completion = completions.get(e.call_id);
        break;
      case "todo.updated":
        s.todos = e.todos.map(({ text, status }) => ({ text, status }));
        break;
      case "limit.reached":
        s.limits.push({ limit: e.limit, value: e.value, max: e.max });
        break;
      case "checks.finished":
        s.checks.push({ command: e.command, exitCode: e.exit_code, durationMs: e.duration_ms });
        break;
      case "checks.repair":
        s.repairRounds = e.round;
        s.checks = [];
        break;
      case "delivery.reverted":
      case "delivery.excluded":
        s.notDelivered.push({
          path: e.path,
          change: e.change,
          rule: e.rule,
          action: e.type === "delivery.reverted" ? "reverted" : "excluded"
        });
        break;
      case "browser.screenshot":
        s.screenshots.push({ path: e.path, url: e.url });
        break;
      case "browser.blocked":
        s.browserBlocked += 1;
        break;
      case "git.committed":
        s.commit = { sha: e.sha, branch: e.branch };
        break;
      case "pr.created":
      case "pr.updated":
        s.pr = { operation: e.type === "pr.created" ? "created" : "updated", url: e.url };
        if (e.number !== void 0) s.pr.number = e.number;
        break;
      case "run.finished":
        s.status = e.status;
        s.exitReason = e.exit_reason;
        s.exitCode = e.exit_code;
        s.pr = e.pr;
        if (typeof e.detail === "string") s.detail = e.detail;
        s.totals = {
          turns: e.totals.turns,
          toolCalls: e.totals.tool_calls,
          rejected: e.totals.rejected,
          denied: e.totals.denied,
          inputTokens: e.totals.input_tokens,
          outputTokens: e.totals.output_tokens,
          costUsd: e.totals.cost_usd,
          durationMs: e.totals.duration_ms
        };
        break;
    }
  }
  if (s.status === "unfinished") {
    if (events.length > 1)
      s.totals.durationMs = Date.parse(events.at(-1)?.ts ?? "") - Date.parse(events[0]?.ts ?? "");
  }
  return s;
}
var TARGET_KEYS = ["command", "path", "regex", "query", "mode_slug", "mode", "question", "todos", "result"];
function target(args) {
  if (typeof args === "string") return args;
  if (args && typeof args === "object" && !Array.isArray(args)) {
    const record = args;
    if (typeof record.server_name === "string") {
      const what = [record.tool_name, record.uri].find((v) => typeof v === "string") ?? "";
      return `${record.server_name}/${what}`;
    }
    for (const key of TARGET_KEYS) {
      if (typeof record[key] === "string") return record[key];
    }
  }
  return JSON.stringify(args) ?? "";
}
var firstLine = (text) => text.trim().split("\n")[0] ?? "";

export {
  formatSummaryMarkdown,
  formatSummaryText,
  summarizeAudit,
  target
};
