import { formatHead, type ChainHead } from '../../audit/head.ts';
import { runTask } from '../../run/run-task.ts';
import type { RunOptions, RunResult } from '../../run/types.ts';
import { parse } from '../args.ts';
import { COMMANDS } from '../spec.ts';
import { stderrProgress } from '../terminal.ts';
import { cancelOnSignals } from '../../run/signals.ts';
import { printErr, printJson } from '../output.ts';

export async function runCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS.run);
  const result = await runWithTerminal(
    {
      taskFile: positionals[0],
      policy: values.policy,
      workspace: values.workspace,
      outDir: values.out,
      model: values.model,
      pr: !values['no-pr'],
    },
    { json: values.json, quiet: values.quiet },
  );
  return result.exitCode;
}

/** Runs a task with progress on stderr, `--json` events on stdout, and signals that cancel. */
export async function runWithTerminal(
  options: RunOptions,
  out: { json?: boolean; quiet?: boolean },
): Promise<RunResult> {
  const cancel = cancelOnSignals();
  try {
    const result = await runTask({
      ...options,
      signal: cancel.signal,
      abandon: cancel.abandon,
      ...(out.json ? { onEvent: (line: string) => printJson(`${line}\n`) } : {}),
      ...(out.quiet ? {} : { progress: stderrProgress() }),
    });
    if (!out.quiet) printErr(resultLines(result));
    // Not an audit event (no line can hold its own hash): the last line of --json output.
    if (out.json && result.auditHead) printJson(`${headLine(result.auditHead)}\n`);
    return result;
  } finally {
    cancel.dispose();
  }
}

function resultLines(r: RunResult): string {
  const t = r.totals;
  const lines = [
    '',
    `${r.status} (${r.exitReason}), exit ${r.exitCode}`,
    `  turns ${t.turns}, tool calls ${t.tool_calls}, rejected ${t.rejected}, denied ${t.denied}, tokens ${t.input_tokens} in / ${t.output_tokens} out, cost $${t.cost_usd.toFixed(4)}, ${(t.duration_ms / 1000).toFixed(1)}s`,
    `  audit log: ${r.auditLog}`,
    ...(r.auditHead ? [`  audit head: ${formatHead(r.auditHead)}`] : []),
  ];
  if (r.commit) lines.push(`  commit:    ${r.commit.slice(0, 12)} on ${r.branch}`);
  if (r.pr.url) lines.push(`  pull request (${r.pr.operation}): ${r.pr.url}`);
  lines.push(`  out dir:   ${r.outDir}`, '');
  return lines.join('\n');
}

/** `{"type":"audit.head","head":"SEQ:HASH","seq":N,"hash":"…"}`: what `audit verify --head` takes. */
function headLine(head: ChainHead): string {
  return JSON.stringify({ type: 'audit.head', head: formatHead(head), seq: head.seq, hash: head.hash });
}
