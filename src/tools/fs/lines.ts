import { closeSync, openSync, readSync } from 'node:fs';
import { binaryOffset } from './binary.ts';

const CHUNK_BYTES = 64 * 1024;
const NEWLINE = 0x0a;
/**
 * One read buffer for every scan: scans are synchronous and never nested, and allocating 64 KB
 * per call was a third of the cost of reading a small file.
 */
const chunk = Buffer.allocUnsafe(CHUNK_BYTES);

export type LineScan = { binaryAt: number } | { lines: number; stopped: boolean };

/**
 * Streams a file line by line (without its `\n`) in fixed-size chunks, so a huge file is never
 * held in memory and reading stops as soon as `visit` returns false. Lines are split on the byte
 * 0x0A, which never occurs inside a UTF-8 sequence, so decoding per line is safe. `visit` gets a
 * view of the shared buffer: it must decode or copy the line before returning.
 */
export function scanLines(
  file: string,
  visit: (line: Buffer, n: number) => boolean,
  options: { refuseBinary?: boolean } = {},
): LineScan {
  const fd = openSync(file, 'r');
  try {
    let carry: Buffer[] = [];
    let n = 0;
    let first = true;
    for (;;) {
      const got = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (got === 0) break;
      const data = chunk.subarray(0, got);
      if (first && options.refuseBinary) {
        const at = binaryOffset(data);
        if (at !== -1) return { binaryAt: at };
      }
      first = false;
      let start = 0;
      for (let nl = data.indexOf(NEWLINE); nl !== -1; nl = data.indexOf(NEWLINE, start)) {
        const piece = data.subarray(start, nl);
        const line = carry.length ? Buffer.concat([...carry, piece]) : piece;
        carry = [];
        start = nl + 1;
        if (!visit(line, ++n)) return { lines: n, stopped: true };
      }
      // the chunk buffer is reused, so the unfinished line must be copied out
      if (start < got) carry.push(Buffer.from(data.subarray(start)));
    }
    if (carry.length && !visit(Buffer.concat(carry), ++n)) return { lines: n, stopped: true };
    return { lines: n, stopped: false };
  } finally {
    closeSync(fd);
  }
}

/** A line as shown to the model: decoded (bad bytes become U+FFFD), `\r` dropped, very long lines cut. */
export function lineText(line: Buffer, maxChars: number): string {
  const end = line.length > 0 && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
  const text = line.toString('utf8', 0, end);
  return cutLine(text, maxChars);
}

export function cutLine(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)} … [line cut: ${text.length} chars]`;
}

/** `  12 | text` lines; numbers right-aligned to the widest one shown. */
export function numberLines(lines: readonly { n: number; text: string }[]): string {
  const width = Math.max(4, String(lines.at(-1)?.n ?? 0).length);
  return lines.map((l) => `${String(l.n).padStart(width)} | ${l.text}`).join('\n');
}
