import { describe, expect, it } from 'vitest';
import { reindent } from '../../src/tools/diff/reindent.ts';

describe('reindent', () => {
  it('moves lines from the search indentation to the matched one, keeping relative indentation', () => {
    expect(reindent(['if (x) {', '  y();', '}', ''], ['if (x) {', '}'], ['\t\tif (x) {', '\t\t}'])).toEqual([
      '\t\tif (x) {',
      '\t\t  y();',
      '\t\t}',
      '',
    ]);
  });

  it('keeps lines less indented than the block by shortening the target indentation', () => {
    expect(reindent(['    a', '  b'], ['    a'], ['      a'])).toEqual(['      a', '    b']);
  });

  it('leaves the replacement alone when the indentation already agrees', () => {
    const replace = ['  a', '   b '];
    expect(reindent(replace, ['  a'], ['  a'])).toEqual(replace);
  });
});
