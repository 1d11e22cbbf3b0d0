import { openAt } from './opened-at.ts';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { binaryOffset } from './binary.ts';

const CHUNK_BYTES = 64 * 1024;
/**
 * Bytes one read_file call, or one file of the JS search engine, reads at most. Reading is
 * synchronous, so nothing else in the run (its timeout, a cancel) acts until it returns: about a
 * second here, where a sparse file of a terabyte (`truncate -s 1T`, no disk) took half an hour.
 */
export const MAX_SCAN_BYTES = 1024 * 1024 * 1024;
const NEWLINE = 0x0a;
/**
 * One read buffer for every scan: scans are synchronous and never nested, and allocating 64 KB
 * per call was a third of the cost of reading a small file.
 */
const chunk = Buffer.allocUnsafe(CHUNK_BYTES);

/**
 * `limited`: reading stopped at `maxScanBytes`, in line `lines + 1` (not visited); `stopped` is then
 * true as well.
 */
export type LineScan = { binaryAt: number } | { lines: number; stopped: boolean; limited?: boolean };

/**
 * Streams a file line by line (without its `\n`) in fixed-size chunks, so a huge file is never
 * held in memory and reading stops as soon as `visit` returns false. Lines are split on the byte
 * 0x0A, which never occurs inside a UTF-8 sequence, so decoding per line is safe. `visit` gets a
 * view of the shared buffer: it must decode or copy the line before returning. A line longer
 * than `maxLineBytes` is kept only up to there (a 600 MB one-line file must not become a 600 MB
 * buffer); `bytes` is the line's whole length, so the caller can say it was cut. Reading stops
 * after `maxScanBytes` (see LineScan's `limited`).
 */
export function scanLines(
  file: string,
  visit: (line: Buffer, n: number, bytes: number) => boolean,
  options: { refuseBinary?: boolean; maxLineBytes?: number; maxScanBytes?: number; decided?: boolean } = {},
): LineScan {
  // Non-blocking: a FIFO swapped in after the caller's check reads as empty instead of waiting.
  // `decided`: the path a policy decision was made on, and the file opened must be that one.
  const fd = (options.decided ? openAt : openSync)(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    return scanOpenLines(fd, visit, options);
  } finally {
    closeSync(fd);
  }
}

/** scanLines on a file the caller opened (and closes), read from its current offset. */
export function scanOpenLines(
  fd: number,
  visit: (line: Buffer, n: number, bytes: number) => boolean,
  options: { refuseBinary?: boolean; maxLineBytes?: number; maxScanBytes?: number } = {},
): LineScan {
  const maxLineBytes = options.maxLineBytes ?? Number.POSITIVE_INFINITY;
  const maxScanBytes = options.maxScanBytes ?? Number.POSITIVE_INFINITY;
  let scanned = 0;
  let carry: Buffer[] = [];
  let kept = 0;
  let bytes = 0;
  let n = 0;
  let first = true;
  /** The part of `piece` that still fits in the line's budget, copied (the chunk is reused). */
  const keep = (piece: Buffer): void => {
    bytes += piece.length;
    if (kept >= maxLineBytes) return;
    const part = piece.subarray(0, maxLineBytes - kept); // kept < maxLineBytes here
    carry.push(Buffer.from(part));
    kept += part.length;
  };
  const emit = (last: Buffer): boolean => {
    const whole = bytes + last.length;
    const room = Math.max(0, maxLineBytes - kept);
    const line = carry.length ? Buffer.concat([...carry, last.subarray(0, room)]) : last;
    carry = [];
    kept = 0;
    bytes = 0;
    return visit(line.length > maxLineBytes ? line.subarray(0, maxLineBytes) : line, ++n, whole);
  };
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
      start = nl + 1;
      if (!emit(piece)) return { lines: n, stopped: true };
    }
    if (start < got) keep(data.subarray(start));
    scanned += got;
    // The scan is synchronous: nothing (a timeout, a cancel) runs until it returns, and a sparse
    // file of a terabyte costs no disk to make but half an hour to read.
    if (scanned >= maxScanBytes) return { lines: n, stopped: true, limited: true };
  }
  if (carry.length && !emit(Buffer.alloc(0))) return { lines: n, stopped: true };
  return { lines: n, stopped: false };
}

/**
 * A line as shown to the model: decoded, `\r` dropped, very long lines cut. `bytes` is the
 * line's length in the file when `line` holds only its start (see scanLines).
 */
export function lineText(
  line: Buffer,
  maxChars: number,
  bytes = line.length,
  decode: (b: Buffer) => string = (b) => b.toString('utf8'),
): string {
  if (bytes > line.length) {
    const text = decode(trimPartialUtf8(line));
    return `${text.slice(0, maxChars)} … [line cut: ${bytes} bytes]`;
  }
  const end = line.length > 0 && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
  return cutLine(decode(line.subarray(0, end)), maxChars);
}

/** The buffer without a UTF-8 sequence cut short at its end (where a long line was cut). */
export function trimPartialUtf8(b: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (byte < 0x80) return b;
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return need > back ? b.subarray(0, b.length - back) : b;
  }
  return b;
}

export function cutLine(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)} … [line cut: ${text.length} chars]`;
}

/** `  12 | text` lines; numbers right-aligned to the widest one shown. */
export function numberLines(lines: readonly { n: number; text: string }[]): string {
  const width = Math.max(4, String(lines.at(-1)?.n ?? 0).length);
  return lines.map((l) => `${String(l.n).padStart(width)} | ${l.text}`).join('\n');
}
