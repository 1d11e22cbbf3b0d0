import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditAnnotations, runOutputs, skippedOutputs } from '../../src/action/outputs.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import type { RunResult } from '../../src/run/types.ts';

const DOCUMENTED_OUTPUTS = [
  'status',
  'exit-reason',
  'exit-code',
  'pr-url',
  'pr-number',
  'pr-operation',
  // Added in docs/contracts.md.
  'pull-request-head-sha',
  'branch',
  'audit-log',
  'audit-head',
  'summary',
  'cost-usd',
  'input-tokens',
  'output-tokens',
  'turns',
  'tool-calls',
  'denials',
];

describe('outputs', () => {
  it('maps a run result to every output docs/action.md lists', () => {
    const result: RunResult = {
      runId: 'r1',
      status: 'limit',
      exitReason: 'max_turns',
      exitCode: 3,
      auditLog: '/out/audit.jsonl',
      outDir: '/out',
      todos: [],
      totals: {
        turns: 5,
        tool_calls: 9,
        rejected: 1,
        denied: 2,
        input_tokens: 100,
        output_tokens: 20,
        cache_read_tokens: 0,
        cache_write_tokens: 0,
        cost_usd: 0.25,
        duration_ms: 1,
      },
      branch: 'nightshift/x',
      commit: 'c0ffee'.padEnd(40, '0'),
      pr: { operation: 'updated', url: 'https://github.com/o/r/pull/3', number: 3 },
      summaryMarkdown: '## Run\n',
    };
    const out = runOutputs(result, 'audit/run.jsonl');
    expect(Object.keys(out).sort()).toEqual([...DOCUMENTED_OUTPUTS].sort());
    expect(out).toMatchObject({
      status: 'limit',
      'exit-reason': 'max_turns',
      'exit-code': '3',
      'pr-url': 'https://github.com/o/r/pull/3',
      'pr-number': '3',
      'pr-operation': 'updated',
      'pull-request-head-sha': 'c0ffee'.padEnd(40, '0'),
      branch: 'nightshift/x',
      'audit-log': 'audit/run.jsonl',
      summary: '## Run\n',
      'cost-usd': '0.25',
      turns: '5',
      'tool-calls': '9',
      denials: '2',
    });
    expect(Object.keys(skippedOutputs('refused')).sort()).toEqual([...DOCUMENTED_OUTPUTS].sort());
  });

  it('annotates rejected and denied calls from the audit log, naming the tool', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ns-audit-')), 'audit.jsonl');
    const audit = AuditWriter.open(file, { runId: 'r1' });
    audit.emit('tool.call', { call_id: 'c1', turn: 1, name: 'execute_command', args: { command: 'curl x' } });
    audit.emit('tool.decision', {
      call_id: 'c1',
      decision: 'deny',
      resolved: 'deny',
      rule: 'command.deny[1] "curl"',
      reason: 'curl is denied',
    });
    audit.emit('tool.call', { call_id: 'c2', turn: 1, name: 'read_file', args: {} });
    audit.emit('tool.rejected', { call_id: 'c2', stage: 'params', message: 'path is required' });
    audit.emit('tool.call', { call_id: 'c3', turn: 2, name: 'read_file', args: { path: 'a' } });
    audit.emit('tool.decision', {
      call_id: 'c3',
      decision: 'allow',
      resolved: 'allow',
      rule: 'read.allow[0]',
      reason: 'ok',
    });
    audit.close();
    expect(auditAnnotations(file)).toEqual([
      { title: 'nightshift: execute_command denied by command.deny[1] "curl"', message: 'curl is denied' },
      { title: 'nightshift: read_file rejected (params)', message: 'path is required' },
    ]);
  });
});
