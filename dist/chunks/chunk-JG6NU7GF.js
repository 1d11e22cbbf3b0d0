#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  stderrProgress
} from "./chunk-EUJVZAC7.js";
import {
  runTask
} from "./chunk-DUGGS6YP.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import {
  printErr,
  printJson
} from "./chunk-HYRYMNKD.js";
import {
  formatHead
} from "./chunk-ARG4UNI5.js";
import {
  cancelOnSignals
} from "./chunk-YSUKBXQJ.js";

// src/cli/commands/run.ts
async function runCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS.run);
  const result = await runWithTerminal(
    {
      taskFile: positionals[0],
      policy: values.policy,
      workspace: values.workspace,
      outDir: values.out,
      model: values.model,
      pr: !values["no-pr"]
    },
    { json: values.json, quiet: values.quiet }
  );
  return result.exitCode;
}
async function runWithTerminal(options, out) {
  const cancel = cancelOnSignals();
  try {
    const result = await runTask({
      ...options,
      signal: cancel.signal,
      abandon: cancel.abandon,
      ...out.json ? { onEvent: (line) => printJson(`${line}
`) } : {},
      ...out.quiet ? {} : { progress: stderrProgress() }
    });
    if (!out.quiet) printErr(resultLines(result));
    if (out.json && result.auditHead) printJson(`${headLine(result.auditHead)}
`);
    return result;
  } finally {
    cancel.dispose();
  }
}
function resultLines(r) {
  const t = r.totals;
  const lines = [
    "",
    `${r.status} (${r.exitReason}), exit ${r.exitCode}`,
    `  turns ${t.turns}, tool calls ${t.tool_calls}, rejected ${t.rejected}, denied ${t.denied}, tokens ${t.input_tokens} in / ${t.output_tokens} out, cost $${t.cost_usd.toFixed(4)}, ${(t.duration_ms / 1e3).toFixed(1)}s`,
    `  audit log: ${r.auditLog}`,
    ...r.auditHead ? [`  audit head: ${formatHead(r.auditHead)}`] : []
  ];
  if (r.commit) lines.push(`  commit:    ${r.commit.slice(0, 12)} on ${r.branch}`);
  if (r.pr.url) lines.push(`  pull request (${r.pr.operation}): ${r.pr.url}`);
  lines.push(`  out dir:   ${r.outDir}`, "");
  return lines.join("\n");
}
function headLine(head) {
  return JSON.stringify({ type: "audit.head", head: formatHead(head), seq: head.seq, hash: head.hash });
}

export {
  runCommand,
  runWithTerminal
};
