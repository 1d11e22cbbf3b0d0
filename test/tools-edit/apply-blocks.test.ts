import { describe, expect, it } from 'vitest';
import { applyBlocks, type FailedBlock } from '../../src/tools/diff/apply-blocks.ts';
import { parseDiffBlocks } from '../../src/tools/diff/parse-blocks.ts';
import { diff } from './helpers.ts';

const apply = (file: string, d: string, threshold = 0.9) => {
  const { text, outcomes } = applyBlocks(file, parseDiffBlocks(d), threshold);
  return { text, outcomes };
};

const source = [
  'function add(a, b) {',
  '  return a + b;',
  '}',
  '',
  'class Greeter {',
  '  greet(name) {',
  "    const msg = 'Hello, ' + name;",
  '    console.log(msg);',
  '    return msg;',
  '  }',
  '}',
].join('\n');

describe('applyBlocks', () => {
  it('applies an exact match', () => {
    const { text, outcomes } = apply(source, diff(['  return a + b;', '  return a - b;']));
    expect(text).toContain('return a - b;');
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'exact', start: 1, end: 2 });
  });

  it('reports an ambiguous match with the line numbers and advice, and uses :start_line: to pick one', () => {
    const file = ['a', '  x = 1;', 'b', '  x = 1;', 'c'].join('\n');
    const failed = apply(file, diff(['  x = 1;', '  x = 2;'])).outcomes[0] as FailedBlock;
    expect(failed).toMatchObject({ ok: false, reason: 'ambiguous', starts: [1, 3] });
    expect(failed.message).toMatch(
      /2 matches starting at lines 2, 4; add :start_line: or more surrounding lines/,
    );
    expect(apply(file, diff(['  x = 1;', '  x = 2;', 4])).text).toBe(
      ['a', '  x = 1;', 'b', '  x = 2;', 'c'].join('\n'),
    );
  });

  it('matches ignoring indentation and re-indents the replacement, keeping relative indentation', () => {
    const d = diff([
      "greet(name) {\n  const msg = 'Hello, ' + name;",
      "greet(name, loud) {\n  const msg = 'Hello, ' + name;\n  if (loud) {\n    return msg.toUpperCase();\n  }",
    ]);
    const { text, outcomes } = apply(source, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'loose' });
    expect(text).toContain(
      "  greet(name, loud) {\n    const msg = 'Hello, ' + name;\n    if (loud) {\n      return msg.toUpperCase();\n    }\n    console.log(msg);",
    );
  });

  it('matches typographic quotes, dashes and non-breaking spaces to their ASCII forms', () => {
    const d = diff([
      '    const msg = \u2018Hello,\u00A0\u2019 + name; \u2014',
      "    const msg = 'Hi, ' + name;",
    ]);
    // The em dash stands for nothing in the file, so this is the fuzzy stage.
    expect(apply(source, d).outcomes[0]).toMatchObject({ ok: true, kind: 'fuzzy' });
    const quotes = diff(['    const msg = \u2018Hello, \u2019 + name;', "    const msg = 'Hi, ' + name;"]);
    const { text, outcomes } = apply(source, quotes);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'loose' });
    expect(text).toContain("    const msg = 'Hi, ' + name;\n    console.log(msg);");
  });

  it('applies a fuzzy match above the threshold, re-indented, and refuses it above a stricter threshold', () => {
    const d = diff([
      'greet(name) {\n  const msg = "Hello, " + name;\n  console.log(msg);',
      'greet(name) {\n  const msg = `Hi ${name}`;\n  console.log(msg);',
    ]);
    const { text, outcomes } = apply(source, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'fuzzy', start: 5, end: 8 });
    expect((outcomes[0] as { similarity: number }).similarity).toBeLessThan(1);
    expect(text).toContain(
      '  greet(name) {\n    const msg = `Hi ${name}`;\n    console.log(msg);\n    return msg;',
    );
    const strict = apply(source, d, 1).outcomes[0] as FailedBlock;
    expect(strict).toMatchObject({ ok: false, reason: 'no_match', best: { start: 5, end: 8 } });
    expect(strict.message).toMatch(/most similar lines are 6-8 at 9\d(\.\d)?% similarity/);
  });

  it('reports equally similar fuzzy candidates as ambiguous unless :start_line: picks one', () => {
    const file = ['function a() {', '  return 1;', '}', 'function a() {', '  return 1;', '}'].join('\n');
    const search = 'function a() {\n  return 1;;';
    const failed = apply(file, diff([search, 'x']), 0.8).outcomes[0] as FailedBlock;
    expect(failed).toMatchObject({ ok: false, reason: 'ambiguous', starts: [0, 3] });
    expect(failed.message).toMatch(/equally similar/);
    expect(apply(file, diff([search, 'x', 4]), 0.8).outcomes[0]).toMatchObject({
      ok: true,
      kind: 'fuzzy',
      start: 3,
    });
  });

  it('finds a block whose every line changed through rare identifiers', () => {
    const file = Array.from({ length: 200 }, (_, i) => `  const value${i} = compute${i}(input${i});`);
    const search = [100, 101, 102].map((i) => `  const valeu${i} = compute${i}(inptu${i});`).join('\n');
    const { outcomes } = apply(file.join('\n'), diff([search, '  // replaced']), 0.8);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'fuzzy', start: 100, end: 103 });
  });

  it('reports the closest window of a small file, and no candidate when nothing anchors a block in a large one', () => {
    const small = apply(source, diff(['nothing like this', 'x'])).outcomes[0] as FailedBlock;
    expect(small).toMatchObject({
      ok: false,
      reason: 'no_match',
      best: { end: expect.any(Number) as unknown },
    });
    const large = Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join('\n');
    const failed = apply(large, diff(['nothing like this', 'x'])).outcomes[0] as FailedBlock;
    expect(failed).toMatchObject({ ok: false, reason: 'no_match' });
    expect(failed.best).toBeUndefined();
    expect(failed.message).toBe('no match; no line or identifier of the SEARCH text occurs in the file.');
  });

  it('applies the blocks that match and reports the others (partial success)', () => {
    const { text, outcomes } = apply(
      source,
      diff(
        ['  return a + b;', '  return a * b;'],
        ['  missing();', 'x'],
        ['    return msg;', '    return msg.trim();'],
      ),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(text).toContain('return a * b;');
    expect(text).toContain('return msg.trim();');
  });

  it('refuses overlapping blocks and empty or unchanged ones', () => {
    const { outcomes } = apply(
      source,
      diff(
        ['function add(a, b) {\n  return a + b;', 'function add(a, b) {\n  return b + a;'],
        ['  return a + b;\n}', '  return 0;\n}'],
        ['\n', 'x'],
        ['}\n\nclass Greeter {', '}\n\nclass Greeter {'],
      ),
    );
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.reason))).toEqual([
      'ok',
      'overlap',
      'empty_search',
      'unchanged',
    ]);
  });

  it.each([
    ['the first line', diff(['a', '']), 'b\nc\nd'],
    ['a middle line', diff(['b', '']), 'a\nc\nd'],
    ['the last line', diff(['d', '']), 'a\nb\nc'],
    ['the whole text', diff(['a\nb\nc\nd', '']), ''],
    ['the last lines right after another edit', diff(['b', 'B'], ['c\nd', '']), 'a\nB'],
  ])('deletes %s', (_name, d, expected) => {
    const { text, outcomes } = apply('a\nb\nc\nd', d.replace(/=======\n\n>>>>>>>/g, '=======\n>>>>>>>'));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(text).toBe(expected);
  });

  it('retries a block on the edited text when it builds on an earlier block', () => {
    const { text, outcomes } = apply(
      source,
      diff(['  return a + b;', '  return sum(a, b);'], ['  return sum(a, b);', '  return sum(b, a);']),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(text).toContain('  return sum(b, a);');
  });
});

describe('fuzzy candidates in a small file', () => {
  it('compares every window when no line or identifier anchors the block', () => {
    const file = ['a = 1', 'b = 2', 'c = 3', 'd = 4'].join('\n');
    const { outcomes } = apply(file, diff(['b = 9\nc = 8', 'x']), 0.5);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'fuzzy', start: 1, end: 3 });
  });
});

describe('re-indentation by level, from the formats models send', () => {
  it('Aider edit block: the method retyped without its class indentation, with a new nested branch', () => {
    const file = [
      'class Cart:',
      '    def total(self):',
      '        s = 0',
      '        for item in self.items:',
      '            s += item.price',
      '        return s',
    ].join('\n');
    const d = [
      'cart.py',
      '```python',
      '<<<<<<< SEARCH',
      'def total(self):',
      '  s = 0',
      '  for item in self.items:',
      '    s += item.price',
      '=======',
      'def total(self):',
      '  s = 0',
      '  for item in self.items:',
      '    if item.free:',
      '      continue',
      '    s += item.price',
      '>>>>>>> REPLACE',
      '```',
    ].join('\n');
    const { text, outcomes } = apply(file, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'loose' });
    expect(text).toBe(
      [
        'class Cart:',
        '    def total(self):',
        '        s = 0',
        '        for item in self.items:',
        '            if item.free:',
        '                continue',
        '            s += item.price',
        '        return s',
      ].join('\n'),
    );
  });

  it('Roo Code block with :start_line: in a tab-indented JSX file, retyped with 2 spaces', () => {
    const file = [
      '\t\t<Editor',
      '\t\t\tvalue={text}',
      '\t\t\tonScroll={() => updateHighlights()}',
      '\t\t/>',
    ].join('\n');
    const d = [
      '<<<<<<< SEARCH',
      ':start_line:3',
      '-------',
      '  onScroll={() => updateHighlights()}',
      '/>',
      '=======',
      '  onScroll={() => updateHighlights()}',
      '  onDragOver={(e) => {',
      '    e.preventDefault()',
      '  }}',
      '/>',
      '>>>>>>> REPLACE',
    ].join('\n');
    expect(apply(file, d).text).toBe(
      [
        '\t\t<Editor',
        '\t\t\tvalue={text}',
        '\t\t\tonScroll={() => updateHighlights()}',
        '\t\t\tonDragOver={(e) => {',
        '\t\t\t\te.preventDefault()',
        '\t\t\t}}',
        '\t\t/>',
      ].join('\n'),
    );
  });

  it("takes the file's indent unit from the rest of the file when the matched lines are one level", () => {
    const file = [
      'def run(jobs):',
      '    for job in jobs:',
      '        job.start()',
      '    return len(jobs)',
    ].join('\n');
    const d = diff(['job.start()', 'if job.ready:\n  job.start()']);
    expect(apply(file, d).text).toBe(
      [
        'def run(jobs):',
        '    for job in jobs:',
        '        if job.ready:',
        '            job.start()',
        '    return len(jobs)',
      ].join('\n'),
    );
  });
});

describe('blank first and last SEARCH lines', () => {
  const py = ['import os', 'def main():', '    print(os.getcwd())', '    return 0', 'main()'].join('\n');

  it('are tolerated when the rest matches exactly, and the REPLACE blank lines mirroring them go too', () => {
    // Aider edit-block style, with the spurious blank line models add after the SEARCH marker.
    const d = [
      'app.py',
      '```python',
      '<<<<<<< SEARCH',
      '',
      'def main():',
      '    print(os.getcwd())',
      '=======',
      '',
      'def main():',
      '    print(os.getcwd(), flush=True)',
      '>>>>>>> REPLACE',
      '```',
    ].join('\n');
    const { text, outcomes } = apply(py, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'exact', start: 1, end: 3 });
    // A fuzzy match of all three lines would have replaced `import os` by the blank line.
    expect(text).toBe(
      ['import os', 'def main():', '    print(os.getcwd(), flush=True)', '    return 0', 'main()'].join('\n'),
    );
  });

  it('are tolerated at the end too, keeping lines the model added to REPLACE', () => {
    const d = diff(['    return 0\n\n', '    log.info("done")\n    return 0\n']);
    const { text, outcomes } = apply(py, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'exact', start: 3, end: 4 });
    expect(text).toBe(
      [
        'import os',
        'def main():',
        '    print(os.getcwd())',
        '    log.info("done")',
        '    return 0',
        'main()',
      ].join('\n'),
    );
  });

  it('are not dropped when the file has them', () => {
    const file = 'a\n\nb\nc';
    expect(apply(file, diff(['\nb', '\nB'])).text).toBe('a\n\nB\nc');
  });

  it('are not dropped when the rest only matches loosely: that is left to the fuzzy stage', () => {
    const d = diff(['\ndef main():\n  print(os.getcwd())', 'x']);
    expect(apply(py, d, 1).outcomes[0]).toMatchObject({ ok: false, reason: 'no_match' });
  });

  it('leave a repeated text ambiguous unless :start_line: picks one', () => {
    const file = 'x = 1\ny = 2\nx = 1\ny = 2';
    expect(apply(file, diff(['\nx = 1\ny = 2', 'z = 3'])).outcomes[0]).toMatchObject({
      ok: false,
      reason: 'ambiguous',
      starts: [0, 2],
    });
    // The hint names the blank line the model thought was there, one line above the text.
    expect(apply(file, diff(['\nx = 1\ny = 2', 'z = 3', 2])).text).toBe('x = 1\ny = 2\nz = 3');
  });
});

describe('line numbers copied from read_file', () => {
  it('are removed when every SEARCH line has one, and from REPLACE when all its lines do', () => {
    const d = diff(
      ['  2 |   return a + b;\n  3 | }', '  2 |   return a - b;\n  3 | }'],
      ['10 |   }\n11 | }', '  }\n}\n// end'],
    );
    const { text, outcomes } = apply(source, d);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(text).toContain('  return a - b;\n}\n');
    expect(text.endsWith('}\n// end')).toBe(true);
  });

  it('are kept when only some lines look numbered', () => {
    const file = 'a\n1 | b\nc';
    expect(apply(file, diff(['1 | b\nc', 'x'])).text).toBe('a\nx');
  });
  it('are removed when most SEARCH lines have one, such as a blank line sent without its number', () => {
    const d = diff(["  5 | class Greeter {\n\n  7 |     const msg = 'Hello, ' + name;", 'x']);
    // The model dropped the number of blank line 6: lines 5 and 7 still number the block.
    const file = ['a', 'b', 'c', 'd', 'class Greeter {', '', "    const msg = 'Hello, ' + name;"].join('\n');
    expect(apply(file, d).text).toBe(['a', 'b', 'c', 'd', 'x'].join('\n'));
  });

  it('use the numbers to pick between identical matches, and strip numbered REPLACE lines only', () => {
    const file = ['if (a) {', '  retry();', '}', 'if (b) {', '  retry();', '}'].join('\n');
    const d = diff(['5 |   retry();\n6 | }', '5 |   retry();\n  backoff();\n6 | }']);
    const { text, outcomes } = apply(file, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'exact', start: 4, end: 6 });
    expect(text).toBe(
      ['if (a) {', '  retry();', '}', 'if (b) {', '  retry();', '  backoff();', '}'].join('\n'),
    );
  });

  it('only break ties: numbers past the end of the file (read from an older version) do not stop a unique match', () => {
    const d = diff([
      '1473 |         }\n1474 |     }\n1475 |     return list;',
      '1473 |         }\n1474 |     }\n1475 |     return List.copyOf(list);',
    ]);
    const file = ['    for (;;) {', '        }', '    }', '    return list;', '}'].join('\n');
    const { text, outcomes } = apply(file, d);
    expect(outcomes[0]).toMatchObject({ ok: true, kind: 'exact', start: 1, end: 4 });
    expect(text).toBe(
      ['    for (;;) {', '        }', '    }', '    return List.copyOf(list);', '}'].join('\n'),
    );
  });

  it('are kept when the numbers do not run on line by line', () => {
    const file = ['1 | one', '3 | three', 'one', 'three'].join('\n');
    expect(apply(file, diff(['1 | one\n3 | three', 'x'])).text).toBe('x\none\nthree');
  });

  it('are kept when the SEARCH text, numbers included, is in the file', () => {
    // A table whose rows read like read_file's numbering.
    const file = ['Rank', '1 | Alice', '2 | Bob', 'Alice', 'Bob'].join('\n');
    expect(apply(file, diff(['1 | Alice\n2 | Bob', '1 | Carol\n2 | Dan'])).text).toBe(
      ['Rank', '1 | Carol', '2 | Dan', 'Alice', 'Bob'].join('\n'),
    );
  });
});

describe('bounds', () => {
  it('does not fuzzy-match a SEARCH text too long for it, and says what to do', () => {
    const long = Array.from({ length: 400 }, (_, i) => `  const value${i} = compute(${i}); // some text`);
    const file = long.join('\n');
    const search = long.map((l) => l.replace('some', 'same')).join('\n');
    const failed = apply(file, diff([search, 'x'])).outcomes[0] as FailedBlock;
    expect(failed).toMatchObject({ ok: false, reason: 'no_match' });
    expect(failed.message).toMatch(
      /too long for fuzzy matching \(limit 10000\); copy it exactly from the file or split it/,
    );
  });
});
