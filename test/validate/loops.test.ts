import { describe, expect, it } from 'vitest';
import { MistakeCounter } from '../../src/validate/mistakes.ts';
import { canonicalJson, RepetitionTracker } from '../../src/validate/repetition.ts';
import { validateCall } from '../../src/validate/validate-call.ts';
import { builtin, call, contextFor } from './fixtures.ts';

describe('repetition', () => {
  it('rejects the (N+1)th identical call in a row without executing it, and every repeat after', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(2) });
    const read = () => validateCall(call('read_file', { path: 'a.ts' }), ctx);
    expect(read().ok).toBe(true);
    expect(read().ok).toBe(true);
    expect(read()).toEqual({
      ok: false,
      stage: 'repetition',
      message:
        'This exact read_file call (same arguments) was already made 2 times in a row (limit: identical_calls 2), so it was not executed again: its result would not change. Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.',
    });
    expect(read()).toMatchObject({ stage: 'repetition' });
  });

  it('compares canonical arguments: key order and defaults do not hide a repeat', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(1) });
    expect(validateCall(call('read_file', { path: 'a', offset: 1 }), ctx).ok).toBe(true);
    expect(validateCall(call('read_file', { offset: 1, path: 'a' }), ctx)).toMatchObject({
      stage: 'repetition',
    });
    expect(validateCall(call('read_file', { path: 'a' }), ctx)).toMatchObject({ stage: 'repetition' });
    expect(canonicalJson({ b: { d: 1, c: [2, { f: 1, e: 0 }] }, a: 0 })).toBe(
      '{"a":0,"b":{"c":[2,{"e":0,"f":1}],"d":1}}',
    );
  });

  it('starts a new streak on a different call or after reset', () => {
    const tracker = new RepetitionTracker(1);
    expect(tracker.check('read_file', { path: 'a' })).toBeUndefined();
    expect(tracker.check('read_file', { path: 'b' })).toBeUndefined();
    expect(tracker.check('read_file', { path: 'a' })).toBeUndefined();
    expect(tracker.check('read_file', { path: 'a' })).toMatch(/already made 1 times in a row/);
    tracker.reset();
    expect(tracker.check('read_file', { path: 'a' })).toBeUndefined();
  });

  it('does not count a call rejected at an earlier stage', () => {
    const ctx = contextFor(builtin('code'), { repetition: new RepetitionTracker(1) });
    expect(validateCall(call('read_file', { path: 'a' }), ctx).ok).toBe(true);
    expect(validateCall(call('read_file', { path: 5 }), ctx)).toMatchObject({ stage: 'params' });
    expect(validateCall(call('read_file', { path: 'b' }), ctx).ok).toBe(true);
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
