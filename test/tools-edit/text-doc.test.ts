import { describe, expect, it } from 'vitest';
import { blockLines, serializeDoc, linesOf, parseDoc, withLines } from '../../src/tools/diff/text-doc.ts';

describe('parseDoc / serializeDoc', () => {
  it.each([
    ['LF with final newline', 'a\nb\n'],
    ['LF without final newline', 'a\nb'],
    ['CRLF with final newline', 'a\r\nb\r\n'],
    ['CRLF without final newline', 'a\r\nb'],
    ['BOM', '\uFEFFa\nb\n'],
    ['empty file', ''],
    ['a mostly-LF file with a CRLF line', 'a\nb\r\nc\n'],
    ['a single newline', '\n'],
  ])('round-trips %s', (_name, raw) => {
    expect(serializeDoc(parseDoc(raw))).toBe(raw);
  });

  it('turns content into LF text and records the conventions', () => {
    expect(parseDoc('\uFEFFa\r\nb')).toEqual({
      text: 'a\nb',
      eol: '\r\n',
      finalNewline: false,
      bom: true,
      encoding: 'utf-8',
    });
    expect(parseDoc('')).toEqual({ text: '', eol: '\n', finalNewline: false, bom: false, encoding: 'utf-8' });
  });

  it('tells an empty file from a file with one empty line', () => {
    expect(linesOf(parseDoc(''))).toEqual([]);
    expect(linesOf(parseDoc('\n'))).toEqual(['']);
    expect(serializeDoc(withLines(parseDoc('a\n'), []))).toBe('');
    expect(serializeDoc(withLines(parseDoc('a\r\n'), ['x', 'y']))).toBe('x\r\ny\r\n');
  });

  it('keeps each line ending of a mixed file; new lines get the majority ending', () => {
    const crlfMostly = parseDoc('a\r\nb\r\nc\nd\r\n');
    expect(crlfMostly.eol).toBe('\r\n');
    expect(serializeDoc(crlfMostly)).toBe('a\r\nb\r\nc\nd\r\n');
    expect(serializeDoc(withLines(crlfMostly, ['a', 'B', 'c', 'x', 'd']))).toBe('a\r\nB\r\nc\nx\r\nd\r\n');
    const lfMostly = parseDoc('a\nb\r\nc\nd');
    expect(lfMostly.text).toBe('a\nb\nc\nd');
    expect(serializeDoc(withLines(lfMostly, ['A', 'b', 'c', 'd', 'e']))).toBe('A\nb\r\nc\nd\ne');
  });

  it('treats one trailing newline of a model-given block as the end of its last line', () => {
    expect(blockLines('x\r\ny\n')).toEqual(['x', 'y']);
    expect(blockLines('x\n\n')).toEqual(['x', '']);
    expect(blockLines('')).toEqual([]);
  });
});
