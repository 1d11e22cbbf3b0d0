import { describe, expect, it } from 'vitest';
import { gitPath, splitNul } from '../../src/git/path-bytes.ts';

const bytes = (...xs: (string | number)[]) =>
  Buffer.concat(xs.map((x) => (typeof x === 'number' ? Buffer.from([x]) : Buffer.from(x))));

describe('gitPath', () => {
  it('keeps a UTF-8 name as it is, with no bytes', () => {
    for (const name of ['src/a.ts', 'café/ñ.md', 'emoji/😀.txt', 'x\\xff']) {
      expect(gitPath(Buffer.from(name))).toEqual({ path: name });
    }
  });

  it('escapes every byte that is not part of valid UTF-8, and keeps the bytes', () => {
    const cases: [Buffer, string][] = [
      [bytes('leak', 0xff), 'leak\\xff'],
      [bytes('d', 0xc0, 0xaf, '/in'), 'd\\xc0\\xaf/in'], // overlong "/"
      [bytes(0xed, 0xa0, 0x80, 'x'), '\\xed\\xa0\\x80x'], // a UTF-16 surrogate
      [bytes('é', 0xe2, 0x82), 'é\\xe2\\x82'], // a truncated sequence
      [bytes(0xf5, 0x80, 0x80, 0x80), '\\xf5\\x80\\x80\\x80'], // beyond U+10FFFF
      [bytes(0xe9, 'té'), '\\xe9té'], // Latin-1 next to UTF-8
    ];
    for (const [raw, shown] of cases) {
      const p = gitPath(raw);
      expect(p.path).toBe(shown);
      expect(p.bytes?.equals(raw)).toBe(true);
    }
  });

  it('does not share memory with the buffer it was cut from', () => {
    const out = bytes('a', 0xff, 0, 'b');
    const p = gitPath(splitNul(out)[0]!);
    out.fill(0);
    expect(p.bytes).toEqual(bytes('a', 0xff));
  });
});

describe('splitNul', () => {
  it('splits on NUL and drops empty records', () => {
    expect(splitNul(bytes('a', 0, 0, 'b', 0)).map(String)).toEqual(['a', 'b']);
    expect(splitNul(bytes('tail'))).toEqual([Buffer.from('tail')]);
    expect(splitNul(Buffer.alloc(0))).toEqual([]);
  });
});
