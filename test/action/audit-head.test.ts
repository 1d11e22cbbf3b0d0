import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { report, runOutputs, skippedOutputs } from '../../src/action/outputs.ts';
import { runTask } from '../../src/run/run-task.ts';
import { sha256Hex } from '../../src/audit/writer.ts';
import { complete, makeFixture } from '../support/run-fixture.ts';

const saved = { out: process.env.GITHUB_OUTPUT, summary: process.env.GITHUB_STEP_SUMMARY };
afterEach(() => {
  for (const [key, value] of [
    ['GITHUB_OUTPUT', saved.out],
    ['GITHUB_STEP_SUMMARY', saved.summary],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('action output audit-head', () => {
  it('is SEQ:HASH of the log, set as an output and written to the job summary', async () => {
    const fx = makeFixture({ script: [complete('nothing to do')] });
    const result = await runTask({ taskFile: fx.taskFile });
    const lines = readFileSync(result.auditLog, 'utf8').trimEnd().split('\n');
    const head = `${lines.length - 1}:${sha256Hex(lines.at(-1) ?? '')}`;
    expect(runOutputs(result, result.auditLog)['audit-head']).toBe(head);
    expect(skippedOutputs('not for us')['audit-head']).toBe('');

    const dir = mkdtempSync(path.join(tmpdir(), 'ns-gh-'));
    process.env.GITHUB_OUTPUT = path.join(dir, 'output');
    process.env.GITHUB_STEP_SUMMARY = path.join(dir, 'summary');
    writeFileSync(process.env.GITHUB_OUTPUT, '');
    writeFileSync(process.env.GITHUB_STEP_SUMMARY, '');
    await report(result, result.auditLog);
    expect(readFileSync(process.env.GITHUB_OUTPUT, 'utf8')).toMatch(
      new RegExp(`^audit-head<<(ghadelimiter_[\\w-]+)\\n${head}\\n\\1$`, 'm'),
    );
    const summary = readFileSync(process.env.GITHUB_STEP_SUMMARY, 'utf8');
    expect(summary.startsWith(result.summaryMarkdown.trimEnd())).toBe(true);
    expect(summary).toContain(`Audit log head: \`${head}\``);
  });
});
