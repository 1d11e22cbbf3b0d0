#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  escapeInvisible,
  inert,
  markdownLine,
  markdownLines
} from "./chunk-RO45VQTL.js";
import {
  clip
} from "./chunk-7VANGLES.js";

// src/forge/pr-body.ts
var MAX_BODY_CHARS = 64e3;
var CHECK_OUTPUT_LINES = 60;
var CHECK_OUTPUT_CHARS = 4e3;
var MAX_CHECK_OUTPUTS = 5;
var MAX_CHECKS = 20;
var MAX_NOT_DELIVERED = 50;
var MAX_SCREENSHOTS = 20;
var NAME_CHARS = 200;
var TITLE_CHARS = 200;
var PROMPT_CHARS = 4e3;
var SUMMARY_CHARS = 2e4;
var TODOS_CHARS = 15e3;
var MAX_TODOS = 50;
var TODO_CHARS = 300;
function buildPrBody(input) {
  const own = ownSections(input).join("\n\n");
  let room = MAX_BODY_CHARS - own.length;
  const fit = (cap, render) => {
    const text = render(Math.max(0, Math.min(cap, room)));
    room -= text.length + 2;
    return text;
  };
  const { completion, todos } = input;
  const untrusted = [
    fit(TITLE_CHARS, (max) => `## Task: ${markdownLine(input.taskTitle, max)}`),
    fit(PROMPT_CHARS, (max) => clip(quote(markdownLines(input.prompt, max)), max)),
    completion ? fit(SUMMARY_CHARS, (max) => `## Summary

${markdownLines(completion, max)}`) : "",
    todos.length > 0 ? fit(TODOS_CHARS, (max) => ["## Todo list", "", ...todoLines(todos, max)].join("\n")) : ""
  ];
  return `${[...untrusted.filter(Boolean), own].join("\n\n")}
`;
}
function ownSections(input) {
  const sections = [];
  const checks = input.checks ?? [];
  if (checks.length > 0) {
    sections.push(
      [
        "## Checks",
        "",
        ...checks.slice(0, MAX_CHECKS).map(
          (c) => `- ${c.exitCode === 0 ? "\u2705" : "\u274C"} ${markdownPath(c.command, NAME_CHARS)} (exit ${c.exitCode})`
        ),
        ...more(checks.length - MAX_CHECKS, "checks")
      ].join("\n")
    );
    for (const c of checks.filter((x) => x.exitCode !== 0).slice(0, MAX_CHECK_OUTPUTS)) {
      sections.push(
        [
          `<details><summary>Output of <code>${escapeHtml(clip(c.command, NAME_CHARS))}</code></summary>`,
          "",
          fence(inert(tail(lastLines(c.output, CHECK_OUTPUT_LINES), CHECK_OUTPUT_CHARS))),
          "",
          "</details>"
        ].join("\n")
      );
    }
  }
  const notDelivered = input.notDelivered ?? [];
  if (notDelivered.length > 0) {
    sections.push(
      [
        "## Not delivered",
        "",
        "These changes were in the working tree but are not in this pull request:",
        "",
        ...notDelivered.slice(0, MAX_NOT_DELIVERED).map(
          (n) => `- ${markdownPath(n.path, NAME_CHARS)} (${n.change}): ${n.action}, ${markdownPath(n.rule, NAME_CHARS)}`
        ),
        ...more(notDelivered.length - MAX_NOT_DELIVERED, "paths (see the audit log)")
      ].join("\n")
    );
  }
  const screenshots = input.screenshots ?? [];
  if (screenshots.length > 0) {
    sections.push(
      [
        "## Screenshots",
        "",
        `Taken by browser_action, in ${markdownPath(input.auditLogPath, NAME_CHARS)}${input.runUrl ? ` (see the [workflow run](${input.runUrl}))` : ""}:`,
        "",
        // The names are whatever is in the out dir's screenshots/, where a command run without a
        // sandbox can put any: shown as literal text, linked by an encoded path.
        ...screenshots.slice(0, MAX_SCREENSHOTS).map((p) => `- [${markdownLine(escapeInvisible(p, "name"), NAME_CHARS)}](${relativeLink(p)})`),
        ...more(screenshots.length - MAX_SCREENSHOTS, "screenshots")
      ].join("\n")
    );
  }
  const t = input.totals;
  sections.push(
    [
      "## Run",
      "",
      "| turns | tool calls | rejected | denied | input tokens | output tokens | cost |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      `| ${t.turns} | ${t.tool_calls} | ${t.rejected} | ${t.denied} | ${t.input_tokens} | ${t.output_tokens} | $${t.cost_usd.toFixed(4)} |`,
      "",
      `Audit log: ${markdownPath(input.auditLogPath, NAME_CHARS)}${input.runUrl ? ` \xB7 [workflow run](${input.runUrl})` : ""}`
    ].join("\n")
  );
  if (input.closesIssue !== void 0) sections.push(`Closes #${input.closesIssue}`);
  sections.push("<sub>Opened by nightshift. Review it like any other change: the agent may be wrong.</sub>");
  return sections;
}
function todoLines(todos, max) {
  const lines = [];
  let used = 0;
  for (const t of todos.slice(0, MAX_TODOS)) {
    const line = `- [${t.status === "completed" ? "x" : " "}] ${markdownLine(t.text, TODO_CHARS)}${t.status === "in_progress" ? " _(in progress)_" : ""}`;
    if (used + line.length + 1 > max) break;
    lines.push(line);
    used += line.length + 1;
  }
  return [...lines, ...more(todos.length - lines.length, "items")];
}
var more = (n, what) => n > 0 ? [`- \u2026and ${n} more ${what}`] : [];
var quote = (text) => text.split("\n").map((l) => l ? `> ${l}` : ">").join("\n");
function lastLines(text, n) {
  const lines = text.trimEnd().split("\n");
  return lines.length <= n ? lines.join("\n") : [`[\u2026 ${lines.length - n} earlier lines]`, ...lines.slice(-n)].join("\n");
}
var tail = (text, max) => text.length <= max ? text : `[\u2026 ${text.length - max} earlier characters]${text.slice(-max)}`;
function fence(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = "`".repeat(longest + 1);
  return `${f}
${text}
${f}`;
}
function markdownPath(name, max = Infinity) {
  const shown = clip(escapeInvisible(name, "name"), max);
  const longest = Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence2 = "`".repeat(longest + 1);
  const pad = shown.startsWith("`") || shown.endsWith("`") || shown.startsWith(" ") && shown.endsWith(" ") ? " " : "";
  return `${fence2}${pad}${shown}${pad}${fence2}`;
}
function relativeLink(p) {
  const kept = /[A-Za-z0-9._~/-]/;
  return [...Buffer.from(p, "utf8")].map((b) => {
    const c = String.fromCharCode(b);
    return kept.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}
var escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export {
  buildPrBody,
  markdownPath
};
