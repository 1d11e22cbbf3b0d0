import { describe, expect, it } from 'vitest';
import { DiffFormatError, parseDiffBlocks } from '../../src/tools/diff/parse-blocks.ts';

describe('parseDiffBlocks', () => {
  it('parses several blocks with and without :start_line: and the ------- separator', () => {
    const blocks = parseDiffBlocks(
      [
        'Some commentary the model added.',
        '<<<<<<< SEARCH',
        ':start_line:12',
        '-------',
        'old a',
        '=======',
        'new a',
        '>>>>>>> REPLACE',
        '',
        '<<<<<<< SEARCH',
        'old b',
        'old b2',
        '=======',
        '>>>>>>> REPLACE',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { index: 1, diffLine: 2, startLine: 12, search: ['old a'], replace: ['new a'] },
      { index: 2, diffLine: 10, search: ['old b', 'old b2'], replace: [] },
    ]);
  });

  it('unescapes marker lines that belong to the file', () => {
    const [block] = parseDiffBlocks(
      [
        '<<<<<<< SEARCH',
        '\\<<<<<<< SEARCH',
        'x',
        '\\=======',
        'y',
        '\\>>>>>>> REPLACE',
        '=======',
        'x',
        '\\-------',
        '>>>>>>> REPLACE',
      ].join('\n'),
    );
    expect(block?.search).toEqual(['<<<<<<< SEARCH', 'x', '=======', 'y', '>>>>>>> REPLACE']);
    expect(block?.replace).toEqual(['x', '-------']);
  });

  it('unescapes merge-conflict lines with a branch or commit after the marker', () => {
    // A model resolving a conflict escapes the file's conflict lines as Roo Code's prompt asks.
    const [block] = parseDiffBlocks(
      [
        '<<<<<<< SEARCH',
        'function calculate(a, b) {',
        '\\<<<<<<< HEAD',
        '    return a + b;',
        '\\=======',
        '    return a * b;',
        '\\>>>>>>> feature/multiply',
        '}',
        '=======',
        'function calculate(a, b) {',
        '\\>>>>>>> 1a2b3c4 (kept as text)',
        '    return a * b;',
        '}',
        '>>>>>>> REPLACE',
      ].join('\n'),
    );
    expect(block?.search).toEqual([
      'function calculate(a, b) {',
      '<<<<<<< HEAD',
      '    return a + b;',
      '=======',
      '    return a * b;',
      '>>>>>>> feature/multiply',
      '}',
    ]);
    expect(block?.replace[1]).toBe('>>>>>>> 1a2b3c4 (kept as text)');
  });

  it('keeps an escaped line hint in REPLACE as text', () => {
    const [block] = parseDiffBlocks('<<<<<<< SEARCH\na\n=======\n\\:start_line:3\n>>>>>>> REPLACE');
    expect(block?.replace).toEqual([':start_line:3']);
  });

  it.each([
    ['after the separator, as Roo Code format models sometimes do', ':start_line:12'],
    ['indented', '    :end_line:14'],
  ])('refuses a line hint inside REPLACE (%s) instead of writing it into the file', (_name, hint) => {
    const text = [
      '<<<<<<< SEARCH',
      ':start_line:12',
      '-------',
      'old',
      '=======',
      hint,
      'new',
      '>>>>>>> REPLACE',
    ];
    let error: unknown;
    try {
      parseDiffBlocks(text.join('\n'));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DiffFormatError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Invalid diff at line 6: block 1 has ":(start|end)_line:1\d" in its REPLACE section/,
    );
    expect(message).toContain('Line hints go right after "<<<<<<< SEARCH"');
    expect(message).toContain(`write it as "\\${hint.trim()}"`);
  });

  it('accepts CRLF diffs', () => {
    expect(parseDiffBlocks('<<<<<<< SEARCH\r\na\r\n=======\r\nb\r\n>>>>>>> REPLACE\r\n')[0]?.search).toEqual([
      'a',
    ]);
  });

  it.each([
    ['no block', 'just text', /no "<<<<<<< SEARCH" block/],
    ['missing divider', '<<<<<<< SEARCH\na\n>>>>>>> REPLACE', /before its "=======" divider/],
    ['missing REPLACE at the end', '<<<<<<< SEARCH\na\n=======\nb', /missing ">>>>>>> REPLACE"/],
    [
      'missing REPLACE before the next block',
      '<<<<<<< SEARCH\na\n=======\nb\n<<<<<<< SEARCH',
      /missing ">>>>>>> REPLACE"/,
    ],
    [
      'an unescaped divider in the replacement',
      '<<<<<<< SEARCH\na\n=======\n=======\n>>>>>>> REPLACE',
      /write it as "\\======="/,
    ],
    ['a divider outside a block', '=======', /without a preceding/],
  ])('rejects %s with the correct format in the message', (_name, text, message) => {
    let error: unknown;
    try {
      parseDiffBlocks(text);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DiffFormatError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain('Expected one or more blocks of exactly this form');
  });
});
