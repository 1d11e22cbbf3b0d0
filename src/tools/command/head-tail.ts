import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  const got = readSync(fd, buf, 0, length, position);
  return buf.subarray(0, got);
}

/**
 * Head and tail of a file in the format of truncateHeadTail, reading only the bytes kept, so a
 * command that printed gigabytes costs no more than one that printed a page.
 */
export function readHeadTail(
  file: string,
  maxBytes: number,
  hint: string,
): { text: string; size: number; omitted: number } {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size <= maxBytes) return { text: readAt(fd, 0, size).toString('utf8'), size, omitted: 0 };
    const headBytes = Math.floor(maxBytes * 0.4);
    const tailBytes = maxBytes - headBytes;
    const head = readAt(fd, 0, headBytes)
      .toString('utf8')
      .replace(/\uFFFD$/, '');
    const tail = readAt(fd, size - tailBytes, tailBytes)
      .toString('utf8')
      .replace(/^\uFFFD/, '');
    const omitted = size - headBytes - tailBytes;
    return { text: `${head}\n[... ${omitted} bytes omitted; ${hint} ...]\n${tail}`, size, omitted };
  } finally {
    closeSync(fd);
  }
}
