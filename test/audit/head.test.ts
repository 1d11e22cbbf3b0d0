import { describe, expect, it } from 'vitest';
import { formatHead, headMismatch, parseHead } from '../../src/audit/head.ts';

const H = (c: string) => c.repeat(64);
const hashes = [H('a'), H('b'), H('c')];

describe('chain head', () => {
  it('parses SEQ:HASH and HASH, any case, and refuses anything else', () => {
    expect(parseHead(`2:${H('C')}`)).toEqual({ seq: 2, hash: H('c') });
    expect(parseHead(` ${H('c')}\n`)).toEqual({ hash: H('c') });
    for (const bad of ['', '2:', `x:${H('c')}`, H('c').slice(1), `${H('c')}0`, `-1:${H('c')}`, H('g')])
      expect(parseHead(bad), bad).toBeUndefined();
    expect(formatHead({ seq: 2, hash: H('c') })).toBe(`2:${H('c')}`);
  });

  it('matches the log that ends at the head, with or without its seq', () => {
    expect(headMismatch(hashes, { seq: 2, hash: H('c') })).toBeUndefined();
    expect(headMismatch(hashes, { hash: H('c') })).toBeUndefined();
  });

  it('says lines were appended when the head is an earlier line', () => {
    for (const head of [{ seq: 1, hash: H('b') }, { hash: H('b') }]) {
      const mismatch = headMismatch(hashes, head);
      expect(mismatch?.seq).toBe(2);
      expect(mismatch?.reason).toMatch(
        /^1 line\(s\) were appended after the recorded head .* \(seq 2 to 2\)$/,
      );
    }
  });

  it('says lines were cut off when the head is past the end', () => {
    expect(headMismatch(hashes.slice(0, 2), { seq: 2, hash: H('c') })?.reason).toMatch(
      /the log ends at seq 1 but the recorded head 2:c{64} is seq 2: 1 line\(s\) were cut off its end/,
    );
    expect(headMismatch(hashes.slice(0, 2), { hash: H('c') })?.reason).toMatch(
      /^no line of the log hashes to the recorded head c{64}: lines were cut off or changed/,
    );
  });

  it('says the log changed when the line at the head seq hashes differently', () => {
    const mismatch = headMismatch(hashes, { seq: 2, hash: H('d') });
    expect(mismatch?.seq).toBe(2);
    expect(mismatch?.reason).toMatch(
      /^seq 2 hashes to c{64}, not the recorded head 2:d{64}: the log was changed/,
    );
  });
});
