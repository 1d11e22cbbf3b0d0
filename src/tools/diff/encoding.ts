import { isUtf8 } from 'node:buffer';

/**
 * Text encodings the edit tools keep. A file is decoded to a string once and encoded back with
 * the same encoding, and each decoding is lossless (every byte sequence maps to one string and
 * back), so an edit never rewrites bytes it did not change — no U+FFFD, ever.
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type Decoded = { text: string; encoding: TextEncoding } | { refused: string };

/**
 * Detects and decodes: a UTF-16 byte-order mark, else valid UTF-8 (with or without a BOM), else
 * Windows-1252 (a superset of Latin-1's printable range) when the bytes look like it. The BOM
 * stays in `text` as U+FEFF. NUL bytes without a UTF-16 BOM mean binary, refused like before.
 */
export function decodeText(buf: Buffer): Decoded {
  if (buf[0] === 0xff && buf[1] === 0xfe) return decodeUtf16(buf, 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return decodeUtf16(buf, 'utf-16be');
  if (buf.includes(0))
    return { refused: 'it looks like a binary file (it contains NUL bytes and no UTF-16 byte-order mark)' };
  if (isUtf8(buf)) return { text: buf.toString('utf8'), encoding: 'utf-8' };
  if (!looksSingleByte(buf))
    return {
      refused:
        'it is not valid UTF-8 and does not look like Latin-1/Windows-1252 either (a multi-byte legacy encoding such as Shift-JIS or GBK?); convert it to UTF-8 first, e.g. with iconv in a command',
    };
  return { text: decodeCp1252(buf), encoding: 'windows-1252' };
}

export function decodeCp1252(buf: Uint8Array): string {
  let text = '';
  for (const byte of buf) text += CP1252_DECODE[byte];
  return text;
}

/** Thrown when new text has characters the file's encoding cannot hold. */
export class UnencodableError extends Error {
  override name = 'UnencodableError';
}

export function encodeText(text: string, encoding: TextEncoding): Buffer {
  switch (encoding) {
    case 'utf-8':
      return Buffer.from(text, 'utf8');
    case 'utf-16le':
      return Buffer.from(text, 'utf16le');
    case 'utf-16be':
      return Buffer.from(text, 'utf16le').swap16();
    case 'windows-1252':
      return encodeCp1252(text);
  }
}

/** How read_file names an encoding to the model; UTF-8 without a BOM goes unmentioned. */
export function describeEncoding(encoding: TextEncoding, bom: boolean): string | undefined {
  if (encoding === 'utf-8') return bom ? 'UTF-8 with a byte-order mark' : undefined;
  if (encoding === 'windows-1252') return 'Windows-1252 (Latin-1), not UTF-8; edits keep this encoding';
  return `${encoding === 'utf-16le' ? 'UTF-16LE' : 'UTF-16BE'} with a byte-order mark; edits keep this encoding`;
}

function decodeUtf16(buf: Buffer, encoding: 'utf-16le' | 'utf-16be'): Decoded {
  if (buf.length % 2 !== 0)
    return {
      refused: `it starts with a ${encoding.toUpperCase()} byte-order mark but has an odd number of bytes`,
    };
  const le = encoding === 'utf-16le' ? buf : Buffer.from(buf).swap16();
  // Node's utf16le keeps lone surrogates as they are, so decoding and encoding back is exact.
  return { text: le.toString('utf16le'), encoding };
}

/**
 * Single-byte text has its high bytes alone or in twos (é, "öß", €); the double-byte encodings
 * of CJK text (GBK, Big5, EUC) come in long runs. Decoding those as Windows-1252 would still
 * round-trip, but the model would read and write gibberish, so they are refused instead.
 */
export function looksSingleByte(buf: Uint8Array): boolean {
  let high = 0;
  let inLongRuns = 0;
  let run = 0;
  for (let i = 0; i <= buf.length; i++) {
    if (i < buf.length && (buf[i] ?? 0) >= 0x80) {
      high++;
      run++;
      continue;
    }
    if (run >= 4) inLongRuns += run;
    run = 0;
  }
  return inLongRuns * 2 < high || high === 0;
}

/** Windows-1252 bytes 0x80-0x9F; the five it leaves undefined map to the C1 controls, as in WHATWG. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];
const CP1252_DECODE = Array.from({ length: 256 }, (_, b) =>
  String.fromCharCode(b >= 0x80 && b < 0xa0 ? (CP1252_HIGH[b - 0x80] ?? b) : b),
);
const CP1252_ENCODE = new Map(CP1252_DECODE.map((ch, b) => [ch, b]));

function encodeCp1252(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length);
  const bad = new Set<string>();
  let n = 0;
  // By code point, so an emoji is named whole rather than as two surrogate halves.
  for (const ch of text) {
    const byte = CP1252_ENCODE.get(ch);
    if (byte === undefined) bad.add(ch);
    else out[n++] = byte;
  }
  if (bad.size > 0) {
    const shown = [...bad]
      .slice(0, 5)
      .map((c) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`);
    throw new UnencodableError(
      `the file is encoded in Windows-1252, which cannot hold ${shown.join(', ')}${bad.size > 5 ? ' and more' : ''}; use characters it has (or an ASCII spelling)`,
    );
  }
  return out.subarray(0, n);
}
