import { describe, expect, it } from 'vitest';
import { MistakeCounter } from '../../src/validate/mistakes.ts';
import { canonicalJson, RepetitionTracker } from '../../src/validate/repetition.ts';
import { validateCall } from '../../src/validate/validate-call.ts';
import { builtin, call, contextFor } from './fixtures.ts';

describe('repetition', () => {
  /** Validates a call and, when it passes, settles it with the result the tool gave. */
  const runner =
    (ctx: ReturnType<typeof contextFor>) =>
    (name: string, args: unknown, result = 'same') => {
      const v = validateCall(call(name, args), ctx);
      if (v.ok) ctx.repetition.settle(v.tool.name, v.args, result);
      return v;
    };

  it('rejects the (N+1)th identical call with the same result without executing it, and every repeat after', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(2) });
    const read = () => runner(ctx)('read_file', { path: 'a.ts' });
    expect(read().ok).toBe(true);
    expect(read().ok).toBe(true);
    expect(read()).toEqual({
      ok: false,
      stage: 'repetition',
      message:
        'This exact read_file call (same arguments) was already made 2 times in a row with the same result (limit: identical_calls 2), so it was not executed again: its result would not change. Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.',
    });
    expect(read()).toMatchObject({ stage: 'repetition' });
  });

  it('compares canonical arguments: key order and defaults do not hide a repeat', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(1) });
    const step = runner(ctx);
    expect(step('read_file', { path: 'a', offset: 1 }).ok).toBe(true);
    expect(step('read_file', { offset: 1, path: 'a' })).toMatchObject({ stage: 'repetition' });
    expect(step('read_file', { path: 'a' })).toMatchObject({ stage: 'repetition' });
    expect(canonicalJson({ b: { d: 1, c: [2, { f: 1, e: 0 }] }, a: 0 })).toBe(
      '{"a":0,"b":{"c":[2,{"e":0,"f":1}],"d":1}}',
    );
  });

  it('does not count polling: a repeated call whose result changed starts a new streak', () => {
    // A model waiting for a dev server: the same curl until the answer changes, then the same again.
    const tracker = new RepetitionTracker(2);
    const poll = { command: 'curl -s http://127.0.0.1:3000/health' };
    const answers = [
      'Exit code: 7\n',
      'Exit code: 0\nstarting',
      'Exit code: 0\nstarting: 50%',
      'Exit code: 0\nok',
      'Exit code: 0\nok',
    ];
    for (const answer of answers) {
      expect(tracker.check('execute_command', poll)).toBeUndefined();
      tracker.settle('execute_command', poll, answer);
    }
    // Two identical answers in a row after the last change: now it is a loop.
    expect(tracker.check('execute_command', poll)).toMatch(
      /already made 2 times in a row with the same result/,
    );
    // read_command_output paging through a log that grows between calls is not a repetition either.
    const page = { id: 3, offset: 1 };
    for (const lines of ['1 | a', '1 | a\n2 | b', '1 | a\n2 | b\n3 | c']) {
      expect(tracker.check('read_command_output', page)).toBeUndefined();
      tracker.settle('read_command_output', page, lines);
    }
  });

  it('after a rejection, resets once the model does something else; reset() starts fresh', () => {
    const tracker = new RepetitionTracker(1);
    const a = { path: 'a' };
    tracker.settle('read_file', a, 'x');
    expect(tracker.check('read_file', a)).toMatch(/already made 1 times/);
    expect(tracker.check('read_file', a)).toMatch(/already made 1 times/); // still the same loop
    expect(tracker.check('list_files', { path: '.' })).toBeUndefined();
    tracker.settle('list_files', { path: '.' }, 'a\n');
    expect(tracker.check('read_file', a)).toBeUndefined(); // back to it: a new streak
    tracker.settle('read_file', a, 'x');
    expect(tracker.check('read_file', a)).toMatch(/already made 1 times/);
    tracker.reset();
    expect(tracker.check('read_file', a)).toBeUndefined();
  });

  it('a call rejected at an earlier stage does not end a streak; another call that passes does', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(1) });
    const step = runner(ctx);
    expect(step('read_file', { path: 'a' }).ok).toBe(true);
    // Rejected at params, as Roo Code's detector never sees calls that fail validation: no reset.
    expect(step('read_file', { path: 5 })).toMatchObject({ stage: 'params' });
    expect(step('read_file', { path: 'a' })).toMatchObject({ stage: 'repetition' });
    expect(step('read_file', { path: 'b' }).ok).toBe(true);
    expect(step('read_file', { path: 'a' }).ok).toBe(true);
  });
});

describe('MistakeCounter', () => {
  it('is exceeded after `limit` consecutive mistakes and reset by a success', () => {
    const mistakes = new MistakeCounter(3);
    expect(mistakes.record('params rejection of read_file')).toBe(false);
    expect(mistakes.record('a turn without a tool call')).toBe(false);
    mistakes.reset();
    expect(mistakes.count).toBe(0);
    mistakes.record('failed apply_diff');
    mistakes.record('failed apply_diff');
    expect(mistakes.exceeded).toBe(false);
    expect(mistakes.record('repetition rejection of read_file')).toBe(true);
    expect(mistakes.exceeded).toBe(true);
    expect(mistakes.describe()).toBe(
      '3 consecutive mistakes (limit 3); the last: repetition rejection of read_file',
    );
  });
});
