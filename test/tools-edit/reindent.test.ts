import { describe, expect, it } from 'vitest';
import { reindent } from '../../src/tools/diff/reindent.ts';

describe('reindent', () => {
  it('moves lines from the search indentation to the matched one, keeping relative indentation', () => {
    expect(reindent(['if (x) {', '    y();', '}', ''], ['if (x) {', '}'], ['    if (x) {', '    }'])).toEqual(
      ['    if (x) {', '        y();', '    }', ''],
    );
  });

  it('keeps lines less indented than the block by shortening the target indentation', () => {
    expect(reindent(['    a', '  b'], ['    a'], ['      a'])).toEqual(['      a', '    b']);
  });

  it('leaves the replacement alone when the indentation already agrees', () => {
    const replace = ['  a', '   b '];
    expect(reindent(replace, ['  a'], ['  a'])).toEqual(replace);
  });

  it('gives a tab-indented file tabs when the model wrote spaces, level for level', () => {
    // Go: the model retyped a method body with 4 spaces per level.
    const matched = ['\tif err != nil {', '\t\treturn err', '\t}'];
    const search = ['    if err != nil {', '        return err', '    }'];
    const replace = ['    if err != nil {', '        log.Print(err)', '        return err', '    }'];
    expect(reindent(replace, search, matched)).toEqual([
      '\tif err != nil {',
      '\t\tlog.Print(err)',
      '\t\treturn err',
      '\t}',
    ]);
  });

  it('converts at a different depth too: the model wrote the block at top level, the file has it two tabs deep', () => {
    const matched = ['\t\tfor _, x := range xs {', '\t\t\tsum += x', '\t\t}'];
    const search = ['for _, x := range xs {', '  sum += x', '}'];
    const replace = ['for _, x := range xs {', '  if x > 0 {', '    sum += x', '  }', '}'];
    expect(reindent(replace, search, matched)).toEqual([
      '\t\tfor _, x := range xs {',
      '\t\t\tif x > 0 {',
      '\t\t\t\tsum += x',
      '\t\t\t}',
      '\t\t}',
    ]);
  });

  it('keeps alignment beyond whole levels as spaces after the tabs', () => {
    const matched = ['\tif ok {', '\t\tcall()', '\t}'];
    const search = ['    if ok {', '        call()', '    }'];
    const replace = ['    if ok {', '        call(a,', '             b)', '    }'];
    // `b)` was aligned under `a` (8 + 5 spaces): tabs to the call's level, then the 5 spaces,
    // which lines it up at any tab width.
    expect(reindent(replace, search, matched)).toEqual(['\tif ok {', '\t\tcall(a,', '\t\t     b)', '\t}']);
  });

  it('keeps alignment after tabs when converting to spaces', () => {
    const matched = ['  if ok:', '    call()'];
    const search = ['\tif ok:', '\t\tcall()'];
    const replace = ['\tif ok:', '\t\tcall(a,', '\t\t     b)'];
    expect(reindent(replace, search, matched)).toEqual(['  if ok:', '    call(a,', '         b)']);
  });

  it('gives a space-indented file spaces, at its own width, when the model wrote tabs', () => {
    // Python with 2-space indentation; the model used tabs.
    const matched = ['  def f(self):', '    return 1'];
    const search = ['\tdef f(self):', '\t\treturn 1'];
    const replace = ['\tdef f(self):', '\t\tif self.x:', '\t\t\treturn 2', '\t\treturn 1'];
    expect(reindent(replace, search, matched)).toEqual([
      '  def f(self):',
      '    if self.x:',
      '      return 2',
      '    return 1',
    ]);
  });

  it('takes the width of a level from the base indentation when the block is flat', () => {
    // One line, 8 spaces for two tabs: a level is 4 spaces.
    expect(reindent(['        a()', '        b()'], ['        a()'], ['\t\ta()'])).toEqual([
      '\t\ta()',
      '\t\tb()',
    ]);
  });
});
