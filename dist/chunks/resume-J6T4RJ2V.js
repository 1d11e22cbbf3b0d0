#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  verifyAuditText
} from "./chunk-ZFJOGI3M.js";
import "./chunk-ARG4UNI5.js";
import {
  NOT_RUN_AFTER_COMPLETION,
  denialOutput
} from "./chunk-CMDLI7SJ.js";
import "./chunk-GYB24RAY.js";
import {
  describeIssues,
  parseAuditLog,
  splitAuditLines
} from "./chunk-S5ZHZVOS.js";
import {
  checkOpensWithTask
} from "./chunk-YE7OLXKS.js";
import "./chunk-KBMOE7N2.js";
import {
  checkResumedMode
} from "./chunk-J5AYBWOX.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import {
  readResumeFile
} from "./chunk-UZPJTPIV.js";
import "./chunk-7SY3ADFZ.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import {
  array,
  boolean,
  discriminatedUnion,
  literal,
  object,
  string,
  unknown
} from "./chunk-M7DO6ZCZ.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-DYI5UNC7.js";

// src/run/resume.ts
import { createHash } from "node:crypto";

// src/audit/nesting.ts
var MAX_LOGGED_NESTING = 1e3;
function nestedDeeperThan(value, max) {
  const stack = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (v === null || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

// src/run/rebuild-conversation.ts
var toolCallSchema = object({
  id: string(),
  name: string(),
  args: unknown(),
  rawArgs: string().optional(),
  parseError: string().optional()
});
var messageSchema = discriminatedUnion("role", [
  object({ role: literal("user"), content: string() }),
  object({ role: literal("assistant"), text: string(), toolCalls: array(toolCallSchema) }),
  object({
    role: literal("tool"),
    callId: string(),
    name: string(),
    output: string(),
    isError: boolean()
  })
]);
function rebuildConversation(events) {
  const messages = [];
  let mode;
  let depth = 0;
  let requestDepth = 0;
  let responses = 0;
  let last;
  const outcomes = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const e of events) {
    if (e.type === "subtask.started") depth = num(e.depth, depth + 1);
    else if (e.type === "subtask.finished") depth = num(e.depth, depth) - 1;
    else if (e.type === "model.request") {
      requestDepth = num(e.depth, 0);
      if (requestDepth !== 0) continue;
      tooDeep(e, e.messages);
      const offset = num(e.message_offset, messages.length);
      if (offset !== messages.length)
        throw bad(e, `message_offset ${offset} does not continue the ${messages.length} messages before it`);
      for (const [i, m] of e.messages.entries()) {
        const parsed = messageSchema.safeParse(m);
        if (!parsed.success) throw bad(e, `messages.${i}: ${describeIssues(parsed.error.issues)}`);
        messages.push(parsed.data);
      }
      if (typeof e.mode === "string") mode = e.mode;
      last = void 0;
      outcomes.clear();
    } else if (e.type === "model.response") {
      responses += 1;
      if (requestDepth === 0) tooDeep(e, e.tool_calls);
      if (requestDepth === 0)
        last = {
          text: e.text,
          calls: e.tool_calls.map((c) => ({
            id: c.id,
            name: c.name,
            args: c.args,
            ...c.args_json !== void 0 ? { rawArgs: c.args_json } : {},
            ...c.parse_error !== void 0 ? { parseError: c.parse_error } : {}
          }))
        };
    } else if (depth !== 0) continue;
    else if (e.type === "tool.call") names.set(e.call_id, e.name);
    else if (e.type === "tool.rejected") outcomes.set(e.call_id, { output: e.message, isError: true });
    else if (e.type === "tool.decision" && e.resolved === "deny")
      outcomes.set(e.call_id, { output: denialOutput(e), isError: true });
    else if (e.type === "tool.result") outcomes.set(e.call_id, { output: e.output, isError: !e.ok });
    else if (e.type === "mode.switched") mode = e.to;
  }
  if (messages.length === 0 || mode === void 0)
    throw new ConfigError("the log holds no model request of the task: there is no conversation to resume");
  const pending = [];
  if (last) {
    messages.push({ role: "assistant", text: last.text, toolCalls: last.calls });
    let completed = false;
    for (const call of last.calls) {
      const outcome = outcomes.get(call.id);
      if (completed) {
        messages.push(toolMessage(call, { output: NOT_RUN_AFTER_COMPLETION, isError: true }));
      } else if (outcome && pending.length === 0) {
        messages.push(toolMessage(call, outcome));
        completed = names.get(call.id) === "attempt_completion" && !outcome.isError;
      } else {
        pending.push(call);
      }
    }
  }
  return { mode, messages, pending, responses };
}
function toolMessage(call, outcome) {
  return { role: "tool", callId: call.id, name: call.name, ...outcome };
}
var num = (value, fallback) => typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback;
var bad = (e, detail) => new ConfigError(`the log's ${e.type} at seq ${e.seq} cannot be read back: ${detail}`);
function tooDeep(e, value) {
  if (nestedDeeperThan(value, MAX_LOGGED_NESTING))
    throw bad(e, `it nests values more than ${MAX_LOGGED_NESTING} deep, deeper than a run logs`);
}

// src/run/resume-log.ts
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
function readResumeLog(from) {
  const file = locateLog(from);
  let text = readResumeFile(file, "audit log");
  const verification = verifyAuditText(text);
  let truncated;
  if (!verification.ok) {
    const flaw = verification.firstBad;
    if (flaw?.kind !== "truncated")
      throw new ConfigError(
        `resume: refusing ${file}:${flaw?.line ?? 1}: its hash chain does not verify (${flaw?.reason ?? "unknown flaw"}); a log that was changed cannot be resumed`
      );
    truncated = `its last line was cut short mid-write (the run was killed) and is left out; the ${verification.lines} lines before it verify`;
    text = splitAuditLines(text).lines.map((l) => `${l}
`).join("");
  }
  const events = parseAuditLog(text, file);
  const started = events[0];
  if (started?.type !== "run.started")
    throw new ConfigError(`resume: ${file} does not start with run.started: not a run's audit log`);
  const finished = events.findLast((e) => e.type === "run.finished");
  return {
    file,
    dir: path.dirname(file),
    events,
    started,
    ...finished ? { finished } : {},
    head: { seq: verification.lines - 1, hash: verification.head },
    ...truncated ? { truncated } : {}
  };
}
function locateLog(from) {
  if (!existsSync(from)) throw new ConfigError(`resume: ${from} does not exist`);
  if (!statSync(from).isDirectory()) return from;
  const own = path.join(from, "audit.jsonl");
  if (existsSync(own)) return own;
  const logs = readdirSync(from).filter((f) => f.endsWith(".jsonl"));
  if (logs.length === 1) return path.join(from, logs[0] ?? "");
  throw new ConfigError(
    logs.length === 0 ? `resume: ${from} holds no audit log (audit.jsonl or one *.jsonl file)` : `resume: ${from} holds several logs (${logs.join(", ")}); name the one to resume`
  );
}

// src/run/resume.ts
function planResume(from, task, modes, policy) {
  const log = readResumeLog(from);
  const { started, finished } = log;
  if (finished?.status === "completed")
    throw new ConfigError(
      `resume: run ${started.run_id} completed (${finished.exit_reason}); there is nothing to resume`
    );
  if (started.prompt_sha256 !== sha256(task.prompt))
    throw new ConfigError(
      `resume: the task's prompt is not the one run ${started.run_id} was given (prompt_sha256 differs); resume a run with the task it ran`
    );
  const conversation = rebuildConversation(log.events);
  checkOpensWithTask(conversation.messages, task.prompt, started.run_id);
  if (!modes.has(conversation.mode))
    throw new ConfigError(
      `resume: run ${started.run_id} was in mode "${conversation.mode}", which this task does not define; modes: ${[...modes.keys()].join(", ")}`
    );
  checkResumedMode(conversation.mode, task, policy, started.run_id);
  const earlier = started.resumed_from?.model_responses;
  const counted = Number.isSafeInteger(earlier) && earlier >= 0 ? earlier : 0;
  const responsesBefore = conversation.responses + counted;
  return { log, conversation, responsesBefore };
}
function resumedFrom(plan, restored) {
  const { log, conversation } = plan;
  return {
    run_id: log.started.run_id,
    chain_head: log.head,
    log: log.file,
    status: log.finished?.status ?? null,
    exit_reason: log.finished?.exit_reason ?? null,
    ...log.truncated ? { truncated: true } : {},
    git_base: log.started.git_base,
    workspace: {
      source: restored.source,
      ...restored.commit ? { commit: restored.commit } : {},
      paths: restored.paths.length,
      denied: restored.denied
    },
    messages: conversation.messages.length,
    pending_calls: conversation.pending.map((c) => c.id),
    model_responses: plan.responsesBefore
  };
}
function resumeNote(plan, restored) {
  const { log, conversation } = plan;
  const f = log.finished;
  const how = f ? `it ended ${f.status} (${f.exit_reason}${typeof f.detail === "string" ? `: ${f.detail}` : ""})` : "it was stopped before it could finish (killed, or its runner timed out)";
  const lines = [
    `[nightshift] This run resumes an earlier run of this task (${log.started.run_id}): ${how}.`,
    workspaceSentence(restored)
  ];
  if (restored.denied.length > 0)
    lines.push(
      `These of its changes were put back as they were, because the current policy does not allow them: ${restored.denied.map((d) => `${d.path} (${d.rule})`).join(", ")}.`
    );
  if (conversation.pending.length > 0)
    lines.push(
      "The tool calls of its last turn that had no result were decided again under the current policy; their results are above."
    );
  lines.push(
    "The policy may have changed since: every call is decided by the current one. Continue the task from where it stopped; call attempt_completion when it is done."
  );
  return lines.join("\n");
}
function workspaceSentence(r) {
  switch (r.source) {
    case "commit":
    case "patch":
      return `The workspace holds the changes it made (${r.paths.length} file(s), from its ${r.source === "commit" ? `commit ${r.commit?.slice(0, 12) ?? ""}` : "changes.patch"}).`;
    case "working_tree":
      return r.paths.length > 0 ? `The workspace holds the changes it left in the working tree (${r.paths.length} file(s)).` : "The working tree holds no changes against its starting commit: if it had edited files, those edits are not here. Check a file before relying on an earlier result.";
    case "none":
      return "The workspace is the directory as it is now.";
  }
}
function sha256(text) {
  return createHash("sha256").update(text).digest("hex");
}
export {
  planResume,
  resumeNote,
  resumedFrom
};
