import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { globRegExp } from '../../src/tools/search/glob-regexp.ts';
import { NonLinearRegExpError } from '../../src/tools/search/model-regexp.ts';

/** A deterministic generator (a test that fails must fail again). */
function random(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
}

const PARTS = ['a', 'b', 'ab', '/', '*', '**', '?', '[ab]', '[!a]', '{a,b}', '{a,b/a}', '*.ts', '**/', '/**'];
const EXTRA = ['+(a|b)', '@(a|b)', '.', '.x', '{1..3}', '1'];
const SEGMENTS = ['a', 'b', 'ab', 'ba', 'x.ts', 'a.ts', 'bb', '.x', '.a', '1', '2', 'a1'];
// The one place picomatch's look-ahead `(?=.)` decides: a segment that may be empty right after a
// `$` alternative (`a**/**/*` against `a`). Without it the glob matches a little more, never less.
const EMPTY_SEGMENT_GUARD = '|$)(?!\\.{1,2}(?:\\/|$))(?=.)';

describe('globRegExp: file_pattern as picomatch matches it, in bounded time', () => {
  it('agrees with picomatch on 5,000 generated globs × 40 workspace paths (a superset in one shape)', () => {
    const rnd = random(7);
    const parts = [...PARTS, ...EXTRA];
    let compared = 0;
    for (let g = 0; g < 5000; g++) {
      const glob = Array.from({ length: 1 + rnd(5) }, () => parts[rnd(parts.length)]).join('');
      let re: RegExp;
      try {
        re = globRegExp(glob);
      } catch (err) {
        expect(err, glob).toBeInstanceOf(NonLinearRegExpError);
        continue;
      }
      const pm = picomatch(glob, { dot: true });
      const loose = picomatch.makeRe(glob, { dot: true }).source.includes(EMPTY_SEGMENT_GUARD);
      for (let p = 0; p < 40; p++) {
        const rel = Array.from({ length: 1 + rnd(4) }, () => SEGMENTS[rnd(SEGMENTS.length)]).join('/');
        const want = pm(rel);
        if (want || !loose) expect(re.test(rel), `${glob} on ${rel}`).toBe(want);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150_000);
  });

  it('a glob that backtracks for hours in picomatch answers at once', () => {
    const glob = `${'*a'.repeat(16)}b`;
    const name = 'a'.repeat(60);
    expect(globRegExp(glob).test(name)).toBe(false);
    expect(globRegExp(`src/${glob}`).test(`src/${name}`)).toBe(false);
  });

  it('refuses what still needs a look-ahead (an extglob negation), naming the limit', () => {
    expect(() => globRegExp('!(a).ts')).toThrow(/cannot be matched in linear time/);
  });
});
