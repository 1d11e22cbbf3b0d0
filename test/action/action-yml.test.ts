import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadTask } from '../../src/config/load-task.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

// docs/action.md.
const INPUTS =
  'task task-file policy mode model anthropic-api-key openai-api-key base-url github-token branch base draft labels open-pr max-turns max-cost-usd timeout-minutes audit-log resume-from trigger-phrase label-trigger';
// docs/action.md.
const OUTPUTS =
  'status exit-reason exit-code pr-url pr-number pr-operation pull-request-head-sha branch audit-log audit-head result-json summary cost-usd input-tokens output-tokens turns tool-calls denials';

describe('action.yml', () => {
  it('runs dist/index.js on node24 with the inputs and outputs docs/action.md lists', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    for (const name of INPUTS.split(' ')) expect(action.inputs).toHaveProperty([name]);
    expect(Object.keys(action.outputs).sort()).toEqual(OUTPUTS.split(' ').sort());
  });

  it('every example workflow uses only declared inputs', () => {
    const dir = path.join(ROOT, 'examples/workflows');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
    expect(files.sort()).toEqual([
      'comment-trigger.yml',
      'follow-up.yml',
      'issue-to-pr.yml',
      'matrix-batch.yml',
      'nightly-refactor.yml',
    ]);
    for (const file of files) {
      const wf = parse(readFileSync(path.join(dir, file), 'utf8')) as {
        jobs: Record<string, { steps?: { uses?: string; with?: object }[] }>;
      };
      const steps = Object.values(wf.jobs)
        .flatMap((j) => j.steps ?? [])
        .filter((s) => s.uses?.startsWith('nightshift/nightshift@'));
      expect(steps.length, file).toBeGreaterThan(0);
      for (const step of steps)
        for (const key of Object.keys(step.with ?? {}))
          expect(action.inputs, `${file}: ${key}`).toHaveProperty([key]);
    }
  });

  it('every task file an example workflow names is in examples/github/ and loads', () => {
    const dir = path.join(ROOT, 'examples/workflows');
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yml'))) {
      const wf = parse(readFileSync(path.join(dir, file), 'utf8')) as {
        on: Record<string, unknown>;
        jobs: Record<string, { steps?: { with?: Record<string, string> }[] }>;
      };
      // Issue runs and follow-ups: the event supplies the title and the prompt.
      const issueRun = ['issues', 'issue_comment', 'pull_request_review', 'workflow_run'].some(
        (e) => e in wf.on,
      );
      for (const step of Object.values(wf.jobs).flatMap((j) => j.steps ?? [])) {
        const taskFile = step.with?.['task-file'];
        if (!taskFile?.startsWith('.github/')) continue;
        const example = path.join(ROOT, 'examples/github', taskFile.slice('.github/'.length));
        const supplied = { title: 'From the issue', prompt: 'The issue body.' };
        const loaded = loadTask(example, issueRun ? { supplied } : {});
        expect(loaded.workspace, file).toBe(realpathSync(ROOT));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
