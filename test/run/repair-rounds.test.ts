import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { repairMessage } from '../../src/run/repair.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const TEST = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add } from './math.mjs';
test('add', () => assert.equal(add(2, 3), 5));
`;
const write = (content: string) => call('write_to_file', { path: 'math.mjs', content });

function fixture(script: unknown[], pr: Record<string, unknown> = {}, mode?: string) {
  return makeFixture({
    files: { 'math.mjs': 'export const add = (a, b) => a - b;\n', 'math.test.mjs': TEST },
    policy: { extends: 'builtin:standard', pr: { require_checks: ['node --test math.test.mjs'], ...pr } },
    script,
    ...(mode ? { task: { mode } } : {}),
  });
}

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const pr = () => readFileSync(path.join(result.outDir, 'pr.md'), 'utf8');
  return { result, pr, of: (type: string) => events.filter((e) => e.type === type), events };
}

describe('repair rounds (issue 17.1)', () => {
  it('sends the failing check back to the model; the fix in round 1 passes and the PR opens ready', async () => {
    const fx = fixture([
      write('export const add = (a, b) => a * b;\n'),
      complete('fixed add'),
      write('export const add = (a, b) => a + b;\n'),
      complete('fixed add, really'),
    ]);
    const { result, pr, of, events } = await run(fx);
    expect(result).toMatchObject({
      status: 'completed',
      exitReason: 'completed',
      completion: 'fixed add, really',
    });
    expect(of('checks.finished').map((e) => e.exit_code)).toEqual([1, 0]);
    expect(of('checks.repair')).toEqual([
      expect.objectContaining({
        round: 1,
        max_rounds: 2,
        failed: [{ command: 'node --test math.test.mjs', exit_code: 1 }],
      }),
    ]);
    // The round is a new user turn in the same conversation, with the check's output.
    const requests = of('model.request') as {
      message_offset: number;
      messages: { role: string; content?: string }[];
    }[];
    const turn = requests[2]?.messages.find((m) => m.role === 'user');
    expect(turn?.content).toMatch(/repair round 1 of 2/);
    expect(turn?.content).toMatch(/<check command="node --test math.test.mjs" exit_code="1">/);
    expect(turn?.content).toMatch(/AssertionError|Expected values to be strictly equal/);
    expect(requests[2]?.message_offset).toBeGreaterThan(0);
    expect(events.findIndex((e) => e.type === 'checks.repair')).toBeLessThan(
      events.findIndex((e) => e.type === 'git.committed'),
    );
    expect(pr()).toContain('draft: false');
    expect(fx.git('show', `${result.commit}:math.mjs`)).toBe('export const add = (a, b) => a + b;\n');
    expect(result.summaryMarkdown).toContain('1 repair round(s)');
  });

  it('answers calls left after attempt_completion in the same turn, so the conversation can resume', async () => {
    const fx = fixture([
      {
        tool_calls: [
          {
            name: 'write_to_file',
            args: { path: 'math.mjs', content: 'export const add = (a, b) => a * b;\n' },
          },
          { name: 'attempt_completion', args: { result: 'done' } },
          { name: 'read_file', args: { path: 'math.mjs' } },
        ],
      },
      write('export const add = (a, b) => a + b;\n'),
      complete('fixed'),
    ]);
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', completion: 'fixed' });
    const resumed = of('model.request')[1] as {
      messages: { role: string; name?: string; output?: string }[];
    };
    // Each of the turn's three calls has its result, the last one unrun, then the repair turn.
    expect(resumed.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'tool', 'tool', 'user']);
    expect(resumed.messages[3]).toMatchObject({
      name: 'read_file',
      output: 'Not run: attempt_completion ended the task first.',
    });
    expect(of('tool.call').map((e) => e.name)).toEqual([
      'write_to_file',
      'attempt_completion',
      'write_to_file',
      'attempt_completion',
    ]);
  });

  it('stops after pr.repair_rounds: the PR is a draft with the last failure in its body', async () => {
    const fx = fixture(
      [
        write('export const add = (a, b) => a * b;\n'),
        complete('try 1'),
        write('export const add = (a, b) => a / b;\n'),
        complete('try 2'),
      ],
      { repair_rounds: 1 },
    );
    const { result, pr, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitReason: 'checks_failed', completion: 'try 2' });
    expect(of('checks.repair')).toHaveLength(1);
    expect(of('checks.finished').map((e) => e.exit_code)).toEqual([1, 1]);
    expect(pr()).toContain('draft: true');
    // The body has the last run's failure: 2/3, not 6.
    expect(pr()).toMatch(/0\.6666/);
    expect(pr()).not.toMatch(/\b6 !== 5|actual: 6/);
  });

  it('repair_rounds 0 turns them off: the checks run once, at delivery', async () => {
    const fx = fixture([write('export const add = (a, b) => a * b;\n'), complete('done')], {
      repair_rounds: 0,
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitReason: 'checks_failed' });
    expect(of('checks.repair')).toEqual([]);
    expect(of('checks.finished')).toHaveLength(1);
  });

  it('a repair round is bounded by the run limits: max_turns ends it as a limit with a draft', async () => {
    const fx = makeFixture({
      files: { 'math.mjs': 'export const add = (a, b) => a - b;\n', 'math.test.mjs': TEST },
      policy: {
        extends: 'builtin:standard',
        pr: { require_checks: ['node --test math.test.mjs'] },
        limits: { max_turns: 3 },
      },
      script: [
        write('export const add = (a, b) => a * b;\n'),
        complete('try 1'),
        call('read_file', { path: 'math.mjs' }),
        complete('never reached'),
      ],
    });
    const { result, pr, of } = await run(fx);
    expect(result).toMatchObject({ status: 'limit', exitReason: 'max_turns' });
    expect(of('checks.repair')).toHaveLength(1);
    expect(pr()).toContain('draft: true');
  });
});

describe('a completed run that changed nothing (issue 17.1)', () => {
  it('ends with exit_reason no_changes, said in the summary, when its mode can change files', async () => {
    const fx = makeFixture({ files: { 'a.txt': 'a\n' }, script: [complete('nothing to do')] });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0, exitReason: 'no_changes' });
    expect(of('run.finished')[0]).toMatchObject({ exit_reason: 'no_changes' });
    expect(result.summaryMarkdown).toContain('the run completed without changing any file');
  });

  it('an ask-mode run answers without changes and completes as usual', async () => {
    const fx = makeFixture({ task: { mode: 'ask' }, script: [complete('the answer')] });
    const { result } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitReason: 'completed' });
  });
});

describe('repairMessage', () => {
  it('names each failed check and cuts long output in the middle', () => {
    const long = `${'head\n'.repeat(2000)}${'tail\n'.repeat(2000)}`;
    const text = repairMessage([{ command: 'npm "test"', exitCode: 2, output: long }], 2, 3);
    expect(text).toMatch(/repair round 2 of 3/);
    expect(text).toContain('<check command="npm &quot;test&quot;" exit_code="2">');
    expect(text.length).toBeLessThan(7_000);
    expect(text).toMatch(/^head$/m);
    expect(text).toMatch(/^tail$/m);
  });
});
