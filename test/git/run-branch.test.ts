import { describe, expect, it } from 'vitest';
import { isRunBranch } from '../../src/git/branch.ts';

describe('isRunBranch', () => {
  it('recognises the branches a template produces, and only the rendered name for a bare placeholder', () => {
    expect(isRunBranch('nightshift/fix-it', 'nightshift/{slug}', 'Fix it')).toBe(true);
    expect(isRunBranch('nightshift/other-task', 'nightshift/{slug}', 'Fix it')).toBe(true);
    expect(isRunBranch('main', 'nightshift/{slug}', 'Fix it')).toBe(false);
    expect(isRunBranch('bot/fix-it-20261122-1', 'bot/{slug}-{run_id}', 'Fix it')).toBe(true);
    expect(isRunBranch('a.b', 'a.{slug}', 'b')).toBe(true);
    expect(isRunBranch('aXb', 'a.{slug}', 'b')).toBe(false);
    expect(isRunBranch('fix-it', '{slug}', 'Fix it')).toBe(true);
    expect(isRunBranch('main', '{slug}', 'Fix it')).toBe(false);
    expect(isRunBranch('main', '{run_id}', 'Fix it')).toBe(false);
  });
});
