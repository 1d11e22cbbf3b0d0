import { describe, expect, it } from 'vitest';
import { indentUnitOf, reindent } from '../../src/tools/diff/reindent.ts';

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
    // Four spaces after the tabs are as wide as a tab, but still alignment, not a level.
    expect(reindent(['\t\tcall(a,', '\t\t    b)'], search, matched)).toEqual(['    call(a,', '        b)']);
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

describe('reindent maps indentation levels', () => {
  // The file: a method whose `if` sits at 8 spaces and its body at 12.
  const matched = ['        if name:', '            print(name)'];

  it('keeps the lines the model kept at their file indentation when it wrote the block at 0/2 spaces', () => {
    const search = ['if name:', '  print(name)'];
    const replace = ['if name:', '  print(name)', '  log(name)'];
    // A constant offset (8) would put both body lines at 10 spaces, outside the `if` in Python.
    expect(reindent(replace, search, matched)).toEqual([
      '        if name:',
      '            print(name)',
      '            log(name)',
    ]);
  });

  it("extends a line deeper than any SEARCH line by the file's unit, not the model's", () => {
    const search = ['if name:', '  print(name)'];
    const replace = ['if name:', '  if verbose:', '    print(name)'];
    // The model's 2-space level is one of the file's 4-space levels.
    expect(reindent(replace, search, matched)).toEqual([
      '        if name:',
      '            if verbose:',
      '                print(name)',
    ]);
  });

  it('writes tab levels into a tab-indented file when the model used 2 spaces', () => {
    const file = ['\tfor _, x := range xs {', '\t\tsum += x', '\t}'];
    const search = ['for _, x := range xs {', '  sum += x', '}'];
    const replace = ['for _, x := range xs {', '  if x > 0 {', '    sum += x', '  }', '}'];
    expect(reindent(replace, search, file)).toEqual([
      '\tfor _, x := range xs {',
      '\t\tif x > 0 {',
      '\t\t\tsum += x',
      '\t\t}',
      '\t}',
    ]);
  });

  it("asks for the file's indent unit only when the matched lines do not show it", () => {
    let asked = 0;
    const fileUnit = () => {
      asked++;
      return '    ';
    };
    // One matched line: nothing in it says how wide a level of the file is.
    expect(reindent(['if ok:', '  run()'], ['run()'], ['        run()'], fileUnit)).toEqual([
      '        if ok:',
      '            run()',
    ]);
    expect(asked).toBe(1);
    reindent(['if name:', '  if x:', '    y()'], ['if name:', '  print(name)'], matched, fileUnit);
    expect(asked).toBe(1);
  });

  it('moves a line shallower than the SEARCH block up by whole file levels', () => {
    // The model closes the method and starts another, at the class level.
    const file = ['        total = 0', '        return total'];
    const search = ['  total = 0', '  return total'];
    const replace = ['  total = 0', '  return total', '', 'def reset(self):', '  self.total = 0'];
    // The matched lines are one level: the unit comes from the rest of the (4-space) file.
    expect(reindent(replace, search, file, () => '    ')).toEqual([
      '        total = 0',
      '        return total',
      '',
      '    def reset(self):',
      '        self.total = 0',
    ]);
  });

  it('keeps alignment spaces relative to a new deeper line', () => {
    const file = ['    def f(self):', '        return 1'];
    const search = ['def f(self):', '  return 1'];
    // A new nested call whose continuation is aligned under its first argument.
    const replace = ['def f(self):', '  if self.x:', '    call(a,', '         b)', '  return 1'];
    expect(reindent(replace, search, file)).toEqual([
      '    def f(self):',
      '        if self.x:',
      '            call(a,',
      '                 b)',
      '        return 1',
    ]);
  });

  it('gives every line the file indentation of its level when the model indented the block deeper (Roo Code style)', () => {
    const file = ['class Example {', '    constructor() {', '        this.value = 0;', '    }', '}'];
    const search = file.map((l) => `    ${l}`);
    const replace = [
      '    class Example {',
      '        constructor() {',
      '            this.value = 0;',
      '            this.ready = false;',
      '        }',
      '    }',
    ];
    expect(reindent(replace, search, file)).toEqual([
      'class Example {',
      '    constructor() {',
      '        this.value = 0;',
      '        this.ready = false;',
      '    }',
      '}',
    ]);
  });
});

describe('indentUnitOf', () => {
  it.each([
    ['tabs', ['func f() {', '\tif x {', '\t\treturn', '\t}', '}'], '\t'],
    ['2 spaces', ['a:', '  b:', '    c: 1', '  d: 2'], '  '],
    [
      '4 spaces, despite an aligned continuation line',
      ['def f(a,', '      b):', '    if a:', '        return b', '    return a'],
      '    ',
    ],
    ['nothing indented', ['a', 'b'], undefined],
  ])('finds %s', (_name, lines, unit) => {
    expect(indentUnitOf(lines)).toBe(unit);
  });
});
