#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  formatSummaryMarkdown,
  formatSummaryText,
  summarizeAudit
} from "./chunk-66VRE3PS.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import {
  UsageError,
  readingFile
} from "./chunk-GLUKOPIS.js";
import {
  printErr,
  printJson,
  printOut
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import {
  verifyAuditLog
} from "./chunk-ZFJOGI3M.js";
import {
  formatHead,
  parseHead
} from "./chunk-ARG4UNI5.js";
import "./chunk-GYB24RAY.js";
import {
  readAuditLog
} from "./chunk-S5ZHZVOS.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-AS67HEB5.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-7VANGLES.js";
import "./chunk-DYI5UNC7.js";

// src/cli/commands/audit.ts
function auditVerifyCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS["audit verify"]);
  const file = positionals[0] ?? "";
  const head = values.head === void 0 ? void 0 : parseHead(values.head);
  if (values.head !== void 0 && !head)
    throw new UsageError(`--head: expected SEQ:HASH or HASH (64 hex digits), got "${values.head}"`);
  const v = readingFile(file, () => verifyAuditLog(file, head ? { head } : {}));
  if (v.ok) {
    const checked = head ? ", matches the recorded head" : "";
    printOut(
      `${file}: ok, ${v.lines} lines, chain head ${v.lines ? formatHead({ seq: v.lines - 1, hash: v.head }) : "(empty log)"}${checked}
`
    );
    if (!v.finished)
      printOut(
        `  the log ended early: no run.finished (the run was killed, failed to write, or is still running)
`
      );
    return Promise.resolve(0);
  }
  const bad = v.firstBad;
  printErr(
    `${file}: BROKEN at line ${bad?.line ?? "?"} (seq ${bad?.seq ?? "?"}): ${bad?.kind ?? ""}: ${bad?.reason ?? ""}
  ${v.lines} lines verified before it
`
  );
  return Promise.resolve(1);
}
function auditSummaryCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS["audit summary"]);
  if (values.markdown && values.json)
    throw new UsageError("audit summary: give --markdown or --json, not both");
  const file = positionals[0] ?? "";
  const summary = summarizeAudit(readingFile(file, () => readAuditLog(file)));
  if (values.json) printJson(`${JSON.stringify(summary, null, 2)}
`);
  else printOut(values.markdown ? formatSummaryMarkdown(summary) : formatSummaryText(summary));
  return Promise.resolve(0);
}
export {
  auditSummaryCommand,
  auditVerifyCommand
};
