import { describe, expect, it } from 'vitest';
import {
  boundArgsDepth,
  MAX_ARGS_DEPTH,
  nestsDeeperThan,
  stringifyIteratively,
  TOO_DEEP,
} from '../../src/validate/depth.ts';
import { validateCall } from '../../src/validate/validate-call.ts';
import { builtin, call, contextFor } from './fixtures.ts';

/** Arrays or objects nested `n` levels deep, built without recursion. */
const nested = (n: number, kind: 'array' | 'object'): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
};

describe('nesting depth of tool arguments', () => {
  it('counts levels of arrays and objects, at the limit and one past it', () => {
    expect(nestsDeeperThan({ path: 'a' }, 1)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_ARGS_DEPTH, 'array'), MAX_ARGS_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_ARGS_DEPTH + 1, 'object'), MAX_ARGS_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000, 'array'), MAX_ARGS_DEPTH)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('serializes like JSON.stringify, and at depths where JSON.stringify overflows the stack', () => {
    const value = { a: [1, 'x"y', null, true, { b: [] }], c: {}, d: undefined, e: -0.5 };
    expect(stringifyIteratively(value)).toBe(JSON.stringify(value));
    const deep = nested(100_000, 'array');
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(stringifyIteratively(deep)).toBe(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`);
  });

  it('turns a call with too deep arguments into one carrying them as text, other calls unchanged', () => {
    const ok = call('read_file', { path: 'a' });
    expect(boundArgsDepth(ok)).toBe(ok);
    const bounded = boundArgsDepth(call('read_file', { path: nested(10_000, 'object') }));
    expect(bounded).toMatchObject({ args: undefined, parseError: TOO_DEEP });
    expect(bounded.rawArgs?.startsWith('{"path":{"a":{"a":')).toBe(true);
  });

  it('is rejected at the params stage with a clear message, parsed or not', () => {
    for (const c of [
      call('read_file', { path: nested(100_000, 'array') }),
      boundArgsDepth(call('read_file', { path: nested(100_000, 'array') })),
    ]) {
      const result = validateCall(c, contextFor(builtin('code')));
      expect(result).toMatchObject({ ok: false, stage: 'params' });
      expect(!result.ok && result.message).toMatch(
        /^The arguments for read_file nest arrays\/objects deeper than 64 levels; .* Parameters of read_file: path/,
      );
    }
  });
});
