import { describe, expect, it } from 'vitest';
import { chunkLines, MAX_CHUNK_LINES } from '../../src/tools/codebase-search/chunk.ts';
import { fuseRankings, RRF_K } from '../../src/tools/codebase-search/fuse.ts';
import { snippetWindow } from '../../src/tools/codebase-search/format.ts';
import { cappedTerms, tokenize } from '../../src/tools/codebase-search/tokenize.ts';

describe('tokenize', () => {
  it.each([
    ['parseConfigFile', ['parseconfigfile', 'parse', 'config', 'file']],
    ['parse_config_file', ['parse_config_file', 'parse', 'config', 'file']],
    ['parse-config-file', ['parse-config-file', 'parse', 'config', 'file']],
    ['HTTPServer', ['httpserver', 'http', 'server']],
    ['XMLHttpRequest2', ['xmlhttprequest2', 'xml', 'http', 'request', '2']],
    ['utf8', ['utf8', 'utf', '8']],
    ['v2Parser', ['v2parser', '2', 'parser']],
    ['MAX_FILE_BYTES', ['max_file_bytes', 'max', 'file', 'bytes']],
    ['$scope', ['$scope', 'scope']],
    ['retry', ['retry']],
  ])('%s → whole identifier and its parts', (text, terms) => {
    expect(tokenize(text)).toEqual(terms);
  });

  it('splits on punctuation and spaces, lower-cases, and drops one-letter words', () => {
    expect(tokenize('if (a.isReady() && x) return b - c; // Done')).toEqual([
      'if',
      'isready',
      'is',
      'ready',
      'return',
      'done',
    ]);
  });

  it('handles identifiers outside ASCII the same way', () => {
    expect(tokenize('größeBerechnen straße')).toEqual(['größeberechnen', 'größe', 'berechnen', 'straße']);
  });

  it('keeps at most three occurrences of a term, and lists each distinct term once', () => {
    const { distinct, capped } = cappedTerms('retry retry retry retry retry once');
    expect(distinct).toEqual(['retry', 'once']);
    expect(capped).toEqual(['retry', 'retry', 'retry', 'once']);
  });
});

const lines = (n: number, text = (i: number) => `line ${i}`) =>
  Array.from({ length: n }, (_, i) => text(i + 1));
const def = (startLine: number, endLine: number) => ({ startLine, endLine, text: '' });

describe('chunkLines', () => {
  it('cuts a file without definitions into windows of MAX_CHUNK_LINES', () => {
    expect(chunkLines(lines(130))).toEqual([
      { start: 1, end: 60 },
      { start: 61, end: 120 },
      { start: 121, end: 130 },
    ]);
    expect(MAX_CHUNK_LINES).toBe(60);
  });

  it('merges neighbouring definitions and gaps while a chunk stays within 60 lines', () => {
    // imports 1-3, a 50-line function 4-53, small functions 55-60 and 62-70, trailer 71-80
    const chunks = chunkLines(lines(80), [def(4, 53), def(55, 60), def(62, 70)]);
    expect(chunks).toEqual([
      { start: 1, end: 60 },
      { start: 61, end: 80 },
    ]);
  });

  it('cuts a class at its first member so each long method is a chunk of its own', () => {
    // class 1-200 with methods 3-80 and 82-199
    const chunks = chunkLines(lines(200), [def(1, 200), def(3, 80), def(82, 199)]);
    expect(chunks).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 62 },
      { start: 63, end: 81 },
      { start: 82, end: 141 },
      { start: 142, end: 200 },
    ]);
  });

  it('never makes a chunk of lines without a letter or digit', () => {
    expect(chunkLines(['}', '', '  ', '})'])).toEqual([]);
  });
});

describe('fuseRankings', () => {
  it('adds 1/(k + rank) per ranking: found by both beats first in one', () => {
    const fused = fuseRankings([
      [1, 2, 3],
      [3, 4, 2],
    ]);
    expect(fused.map((f) => f.id)).toEqual([3, 2, 1, 4]);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1));
  });
});

describe('snippetWindow', () => {
  it('picks the eight lines holding the most query terms', () => {
    const text = lines(30, (i) => (i === 20 || i === 22 ? 'const retryDelay = backoff(attempt);' : 'noise'));
    expect(snippetWindow(text, 'retry backoff')).toEqual({ from: 14, to: 22 });
  });
});
