#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  taskBlock
} from "./chunk-KBMOE7N2.js";
import {
  MAX_TOOL_OUTPUT_BYTES,
  truncateHeadTail
} from "./chunk-7SY3ADFZ.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/run/resume-conversation.ts
function checkOpensWithTask(messages, prompt, runId) {
  const first = messages[0];
  if (first?.role !== "user" || !first.content.startsWith(taskBlock(prompt)))
    throw new ConfigError(
      `resume: the conversation in run ${runId}'s log does not open with the task's prompt; resume a run with the task it ran`
    );
}
function conversationForModel(messages, firstMessage, redactor) {
  const redact = (text) => redactor.redact(text);
  return messages.map((m, i) => {
    if (i === 0 && m.role === "user") return { role: "user", content: firstMessage };
    if (m.role === "user") return { role: "user", content: redact(m.content) };
    if (m.role === "tool")
      return { ...m, output: truncateHeadTail(redact(m.output), MAX_TOOL_OUTPUT_BYTES * 2).text };
    return {
      role: "assistant",
      text: redact(m.text),
      toolCalls: m.toolCalls.map((c) => ({
        ...c,
        args: redactor.redactDeep(c.args),
        ...c.rawArgs !== void 0 ? { rawArgs: redact(c.rawArgs) } : {}
      }))
    };
  });
}

export {
  checkOpensWithTask,
  conversationForModel
};
