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
