import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { formatHead } from '../audit/head.ts';
import type { RunResult } from '../run/types.ts';

/** Every output docs/action.md lists for a finished run, as the strings the runner stores. Pure. */
export function runOutputs(result: RunResult, auditLog: string): Record<string, string> {
  const t = result.totals;
  return {
    status: result.status,
    'exit-reason': result.exitReason,
    'exit-code': String(result.exitCode),
    'pr-url': result.pr.url ?? '',
    'pr-number': result.pr.number === undefined ? '' : String(result.pr.number),
    'pr-operation': result.pr.operation,
    'pull-request-head-sha': result.pr.operation === 'none' ? '' : (result.commit ?? ''),
    branch: result.branch ?? '',
    'audit-log': auditLog,
    'audit-head': result.auditHead ? formatHead(result.auditHead) : '',
    summary: result.summaryMarkdown,
    'cost-usd': String(t.cost_usd),
    'input-tokens': String(t.input_tokens),
    'output-tokens': String(t.output_tokens),
    turns: String(t.turns),
    'tool-calls': String(t.tool_calls),
    denials: String(t.denied),
  };
}

/** The outputs when nothing ran (event not handled, actor refused): the same keys, empty totals. */
export function skippedOutputs(reason: string): Record<string, string> {
  return {
    status: 'skipped',
    'exit-reason': reason,
    'exit-code': '0',
    'pr-url': '',
    'pr-number': '',
    'pr-operation': 'none',
    'pull-request-head-sha': '',
    branch: '',
    'audit-log': '',
    'audit-head': '',
    summary: '',
    'cost-usd': '0',
    'input-tokens': '0',
    'output-tokens': '0',
    turns: '0',
    'tool-calls': '0',
    denials: '0',
  };
}

/** The outputs when no run could start or the action crashed: status `error`, empty totals. */
export function errorOutputs(exitReason: string, exitCode: number): Record<string, string> {
  return { ...skippedOutputs(exitReason), status: 'error', 'exit-code': String(exitCode) };
}

let outputsSet = false;

export function setOutputs(outputs: Record<string, string>): void {
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  outputsSet = true;
}

/** Whether a full set of outputs was written (the exit backstop must not overwrite it). */
export const outputsWritten = (): boolean => outputsSet;

export interface Annotation {
  title: string;
  message: string;
}

/**
 * One warning annotation per rejected or denied tool call, read from the audit log. A line that
 * does not parse (a run killed mid-write) is skipped: annotations are a convenience, the log
 * itself is the record.
 */
export function auditAnnotations(auditLog: string): Annotation[] {
  const names = new Map<string, string>();
  const out: Annotation[] = [];
  for (const line of readFileSync(auditLog, 'utf8').split('\n')) {
    let e: {
      type?: string;
      call_id?: string;
      name?: string;
      stage?: string;
      message?: string;
      resolved?: string;
      rule?: string;
      reason?: string;
    };
    try {
      e = JSON.parse(line) as typeof e;
    } catch {
      continue;
    }
    const tool = names.get(e.call_id ?? '') ?? 'tool';
    if (e.type === 'tool.call' && e.call_id && e.name) names.set(e.call_id, e.name);
    else if (e.type === 'tool.rejected')
      out.push({ title: `nightshift: ${tool} rejected (${e.stage})`, message: e.message ?? '' });
    else if (e.type === 'tool.decision' && e.resolved === 'deny') {
      out.push({ title: `nightshift: ${tool} denied by ${e.rule}`, message: e.reason ?? '' });
    }
  }
  return out;
}

/** Job summary, outputs and annotations for a finished run. */
export async function report(result: RunResult, auditLog: string): Promise<void> {
  setOutputs(runOutputs(result, auditLog));
  for (const a of auditAnnotations(result.auditLog)) core.warning(a.message, { title: a.title });
  // Outside a runner (a local dry run of the entry) there is no summary file to write to.
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(jobSummary(result)).write();
}

/**
 * The run summary plus the audit chain head: the job summary lives outside the run's reach, so a
 * log edited (or cut short) later no longer matches it.
 */
export function jobSummary(result: RunResult): string {
  if (!result.auditHead) return result.summaryMarkdown;
  return `${result.summaryMarkdown.trimEnd()}\n\nAudit log head: \`${formatHead(result.auditHead)}\` (check with \`nightshift audit verify AUDIT.jsonl --head ${formatHead(result.auditHead)}\`)\n`;
}
