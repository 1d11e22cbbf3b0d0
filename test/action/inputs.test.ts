import { afterEach, describe, expect, it } from 'vitest';
import { InputError, readInputs } from '../../src/action/inputs.ts';

const set: string[] = [];
function inputs(values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) {
    const name = `INPUT_${k.toUpperCase()}`;
    process.env[name] = v;
    set.push(name);
  }
}
afterEach(() => {
  for (const name of set.splice(0)) delete process.env[name];
});

describe('readInputs', () => {
  it('reads the runner INPUT_* variables with defaults, lists and numbers', () => {
    inputs({
      task: 'Do it',
      labels: 'a, b\nc',
      draft: 'auto',
      'open-pr': 'false',
      'max-turns': '12',
      'max-cost-usd': '1.5',
      'allowed-bots': 'renovate[bot]',
    });
    expect(readInputs()).toMatchObject({
      task: 'Do it',
      labels: ['a', 'b', 'c'],
      draft: 'auto',
      openPr: false,
      maxTurns: 12,
      maxCostUsd: 1.5,
      triggerPhrase: '@nightshift',
      labelTrigger: 'nightshift',
      allowedBots: ['renovate[bot]'],
    });
    expect(readInputs().taskFile).toBeUndefined();
  });

  it('rejects malformed values with the input name', () => {
    inputs({ 'max-turns': '2.5' });
    expect(() => readInputs()).toThrow(
      new InputError('input max-turns: expected a positive integer, got "2.5"'),
    );
    inputs({ 'max-turns': '3', draft: 'maybe' });
    expect(() => readInputs()).toThrow(/input draft: expected true or false, got "maybe"/);
  });
});
