#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/tools/truncate.ts
function truncateHeadTail(text, maxBytes, hint = "") {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= maxBytes) return { text, omitted: 0 };
  const headBytes = Math.floor(maxBytes * 0.4);
  const tailBytes = maxBytes - headBytes;
  const head = buf.subarray(0, headBytes).toString("utf8").replace(/\uFFFD$/, "");
  const tail = buf.subarray(buf.length - tailBytes).toString("utf8").replace(/^\uFFFD/, "");
  const omitted = buf.length - headBytes - tailBytes;
  const marker = `
[... ${omitted} bytes omitted${hint ? `; ${hint}` : ""} ...]
`;
  return { text: head + marker + tail, omitted };
}
var MAX_TOOL_OUTPUT_BYTES = 5e4;

export {
  truncateHeadTail,
  MAX_TOOL_OUTPUT_BYTES
};
