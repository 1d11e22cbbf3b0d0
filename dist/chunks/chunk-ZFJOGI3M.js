#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  headMismatch
} from "./chunk-ARG4UNI5.js";
import {
  sha256Hex
} from "./chunk-GYB24RAY.js";
import {
  auditEventSchema,
  describeIssues,
  splitAuditLines
} from "./chunk-S5ZHZVOS.js";

// src/audit/verify.ts
import { readFileSync } from "node:fs";
function verifyAuditText(text, options = {}) {
  const { lines, tail } = splitAuditLines(text);
  const hashes = [];
  let runId;
  let lastType = "";
  const fail = (seq, kind, reason) => ({
    ok: false,
    lines: seq,
    head: seq > 0 ? hashes[seq - 1] ?? "" : "",
    finished: false,
    firstBad: { seq, line: seq + 1, kind, reason }
  });
  for (const [i, line] of lines.entries()) {
    let json;
    try {
      json = JSON.parse(line);
    } catch (err) {
      return fail(i, "json", `line ${i + 1} is not JSON: ${err.message}`);
    }
    const parsed = auditEventSchema().safeParse(json);
    if (!parsed.success) {
      return fail(
        i,
        "schema",
        `line ${i + 1} is not a valid audit event: ${describeIssues(parsed.error.issues)}`
      );
    }
    const event = parsed.data;
    if (event.seq > i) {
      return fail(
        i,
        "seq",
        `seq ${i} is missing (line ${i + 1} has seq ${event.seq}): a line was deleted or moved`
      );
    }
    if (event.seq < i) {
      const at = event.seq === i - 1 ? i - 1 : i;
      return fail(
        at,
        "seq",
        `seq ${event.seq} found where seq ${i} belongs (line ${i + 1}): a line was inserted or moved`
      );
    }
    runId ??= event.run_id;
    if (event.run_id !== runId) {
      return fail(
        i,
        "run_id",
        `seq ${i} belongs to run ${event.run_id}, not ${runId}: lines from another log`
      );
    }
    const expected = hashes[i - 1] ?? "";
    if (event.prev !== expected) {
      if (i === 0) return fail(0, "chain", `seq 0 must have prev "", found "${event.prev}"`);
      return fail(
        i - 1,
        "chain",
        `seq ${i - 1} was modified: its SHA-256 does not match the prev recorded by seq ${i} (line ${i + 1})`
      );
    }
    hashes.push(sha256Hex(line));
    lastType = event.type;
  }
  if (tail !== void 0) {
    const n = lines.length;
    return fail(
      n,
      "truncated",
      `truncated last line ${n + 1} (${Buffer.byteLength(tail)} bytes without a newline): a partial write, the writer was killed mid-line; the ${n} lines before it verify`
    );
  }
  const mismatch = options.head && headMismatch(hashes, options.head);
  if (mismatch) {
    return {
      ok: false,
      lines: lines.length,
      head: hashes.at(-1) ?? "",
      finished: lastType === "run.finished",
      firstBad: { seq: mismatch.seq, line: mismatch.seq + 1, kind: "head", reason: mismatch.reason }
    };
  }
  return { ok: true, lines: lines.length, head: hashes.at(-1) ?? "", finished: lastType === "run.finished" };
}
function verifyAuditLog(file, options = {}) {
  return verifyAuditText(readFileSync(file, "utf8"), options);
}

export {
  verifyAuditText,
  verifyAuditLog
};
