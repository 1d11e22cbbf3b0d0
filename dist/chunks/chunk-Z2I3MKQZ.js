#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ModelApiError,
  stringifyIteratively
} from "./chunk-HLLKTBFK.js";

// src/model/convert-anthropic.ts
var CACHE = { type: "ephemeral" };
var EMPTY_TURN = "(empty response)";
var EMPTY_OUTPUT = "(no output)";
function toAnthropicParams(model, request) {
  const tools = request.tools.map((t) => ({
    name: t.name,
    description: t.description,
    input_schema: t.inputSchema
  }));
  const lastTool = tools.at(-1);
  if (lastTool) lastTool.cache_control = CACHE;
  const messages = toAnthropicMessages(request.messages);
  const tail = messages.at(-1);
  if (tail && Array.isArray(tail.content)) {
    const last = tail.content.at(-1);
    if (last && last.type !== "thinking" && last.type !== "redacted_thinking") last.cache_control = CACHE;
  }
  return {
    model,
    max_tokens: request.maxOutputTokens,
    ...tools.length ? { tools } : {},
    system: [{ type: "text", text: request.system, cache_control: CACHE }],
    messages
  };
}
function toAnthropicMessages(messages) {
  const out = [];
  const push = (role, block) => {
    const last = out.at(-1);
    if (last?.role === role) last.content.push(block);
    else out.push({ role, content: [block] });
  };
  for (const m of messages) {
    if (m.role === "user") push("user", { type: "text", text: m.content || EMPTY_OUTPUT });
    else if (m.role === "tool") {
      const text = m.output || EMPTY_OUTPUT;
      push("user", {
        type: "tool_result",
        tool_use_id: m.callId,
        // Images (browser screenshots) follow the text inside the result, as image blocks.
        content: m.images?.length ? [
          { type: "text", text },
          ...m.images.map((i) => ({
            type: "image",
            source: { type: "base64", media_type: i.mediaType, data: i.data }
          }))
        ] : text,
        is_error: m.isError
      });
    } else {
      const blocks = [];
      if (m.text || m.toolCalls.length === 0) blocks.push({ type: "text", text: m.text || EMPTY_TURN });
      for (const c of m.toolCalls)
        blocks.push({ type: "tool_use", id: c.id, name: c.name, input: c.args ?? {} });
      out.push({ role: "assistant", content: blocks });
    }
  }
  return out;
}
function fromAnthropicStop(reason, hasToolCalls) {
  if (reason === "tool_use" || hasToolCalls && reason === "end_turn") return "tool_use";
  if (reason === "end_turn" || reason === "stop_sequence") return "end_turn";
  if (reason === "max_tokens") return "max_tokens";
  return "other";
}

// src/model/tool-args.ts
var idOf = (id) => typeof id === "string" ? id : "";
var nameOf = (name) => typeof name === "string" ? name : "";
function toolCallFromRaw(id, name, raw) {
  if (raw === void 0 || raw === null) return { id: idOf(id), name: nameOf(name), args: {} };
  if (typeof raw !== "string") return toolCallFromValue(id, name, raw);
  if (raw.trim() === "") return { id: idOf(id), name: nameOf(name), args: {} };
  try {
    return toolCallFromValue(id, name, JSON.parse(raw), raw);
  } catch (err) {
    return {
      id: idOf(id),
      name: nameOf(name),
      args: void 0,
      rawArgs: raw,
      parseError: err.message
    };
  }
}
function toolCallFromValue(id, name, input, raw) {
  if (typeof input === "object" && input !== null && !Array.isArray(input))
    return { id: idOf(id), name: nameOf(name), args: input };
  return {
    id: idOf(id),
    name: nameOf(name),
    args: void 0,
    rawArgs: raw ?? stringifyIteratively(input),
    parseError: "tool arguments must be a JSON object"
  };
}

// src/model/convert-openai.ts
function toOpenAIParams(model, request, legacyMaxTokens, images = !legacyMaxTokens) {
  return {
    model,
    ...legacyMaxTokens ? { max_tokens: request.maxOutputTokens } : { max_completion_tokens: request.maxOutputTokens },
    ...request.tools.length ? {
      tools: request.tools.map((t) => ({
        type: "function",
        function: { name: t.name, description: t.description, parameters: t.inputSchema }
      }))
    } : {},
    messages: [{ role: "system", content: request.system }, ...toOpenAIMessages(request.messages, images)]
  };
}
function toOpenAIMessages(messages, images) {
  const out = [];
  let pending = [];
  const flush = () => {
    if (pending.length) out.push({ role: "user", content: pending });
    pending = [];
  };
  for (const m of messages) {
    if (m.role !== "tool") flush();
    if (m.role !== "tool" || !m.images?.length) {
      out.push(toOpenAIMessage(m));
      continue;
    }
    const paths = m.images.map((i) => i.path).join(", ");
    if (!images) {
      const note = `
[Image not shown: this model endpoint is not sent images. Saved as ${paths} in the run's out dir.]`;
      out.push(toOpenAIMessage({ ...m, output: `${m.output}${note}` }));
      continue;
    }
    out.push(toOpenAIMessage(m));
    pending.push(
      { type: "text", text: `Image from the ${m.name} result (call ${m.callId}): ${paths}` },
      ...m.images.map((i) => ({
        type: "image_url",
        image_url: { url: `data:${i.mediaType};base64,${i.data}` }
      }))
    );
  }
  flush();
  return out;
}
function toOpenAIMessage(m) {
  if (m.role === "user") return { role: "user", content: m.content };
  if (m.role === "tool")
    return { role: "tool", tool_call_id: m.callId, content: m.isError ? `ERROR: ${m.output}` : m.output };
  if (m.toolCalls.length === 0) return { role: "assistant", content: m.text || EMPTY_TURN };
  return {
    role: "assistant",
    content: m.text || null,
    tool_calls: m.toolCalls.map((c) => ({
      id: c.id,
      type: "function",
      // Arguments that did not parse are sent as {} (servers such as vLLM parse them back).
      function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) }
    }))
  };
}
function fromChatCompletion(completion) {
  const choices = completion?.choices;
  const choice = Array.isArray(choices) ? choices[0] : void 0;
  if (!choice) throw new ModelApiError("openai response has no choices", "bad_response");
  const message = choice?.message;
  if (typeof message !== "object" || message === null)
    throw new ModelApiError("openai response has a choice without a message", "bad_response");
  const calls = choice.message.tool_calls ?? [];
  if (!Array.isArray(calls))
    throw new ModelApiError("openai response has tool_calls that are not an array", "bad_response");
  const toolCalls = calls.flatMap((c) => {
    if (typeof c !== "object" || c === null) return [];
    const call = c;
    if (call.type !== void 0 && call.type !== "function") return [];
    return [toolCallFromRaw(call.id, call.function?.name, call.function?.arguments)];
  });
  const u = completion.usage;
  const cached = u?.prompt_tokens_details?.cached_tokens ?? 0;
  const content = choice.message.content;
  return {
    text: typeof content === "string" ? content : "",
    toolCalls,
    stopReason: fromOpenAIStop(choice.finish_reason, toolCalls.length > 0),
    // prompt_tokens includes the cached ones; normalized `input` does not.
    usage: {
      input: (u?.prompt_tokens ?? 0) - cached,
      output: u?.completion_tokens ?? 0,
      cacheRead: cached,
      cacheWrite: 0
    }
  };
}
function fromOpenAIStop(reason, hasToolCalls) {
  if (reason === "tool_calls" || reason === "function_call" || hasToolCalls && reason === "stop")
    return "tool_use";
  if (reason === "stop") return "end_turn";
  if (reason === "length") return "max_tokens";
  return "other";
}

export {
  toAnthropicParams,
  fromAnthropicStop,
  toolCallFromRaw,
  toolCallFromValue,
  toOpenAIParams,
  fromChatCompletion
};
