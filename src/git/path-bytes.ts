import { isUtf8 } from 'node:buffer';

/**
 * A path as git prints it with `-z`: bytes. Names need not be UTF-8 (a command can create
 * `leak\xff`), and decoding such a name replaces its bytes, so the string no longer names the
 * file: lstat, pathspecs and removal would all miss it. `bytes` is kept for exactly those paths.
 */
export interface GitPath {
  /** The name for people and for decisions: the path itself when it is UTF-8, else `\xNN` escapes for the bytes that are not. */
  path: string;
  /** Present only when the name is not valid UTF-8: what to hand the file system and git. */
  bytes?: Buffer;
}

export function gitPath(raw: Buffer): GitPath {
  if (isUtf8(raw)) return { path: raw.toString('utf8') };
  return { path: escapeInvalid(raw), bytes: Buffer.from(raw) };
}

/** NUL-separated records (git's `-z`), empty ones dropped. */
export function splitNul(out: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = out.indexOf(0); i !== -1; i = out.indexOf(0, start)) {
    if (i > start) parts.push(out.subarray(start, i));
    start = i + 1;
  }
  if (start < out.length) parts.push(out.subarray(start));
  return parts;
}

/** Valid UTF-8 sequences decoded, every other byte written `\xNN`. */
function escapeInvalid(raw: Buffer): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const n = sequenceLength(raw[i]!);
    const seq = raw.subarray(i, i + n);
    if (n > 0 && seq.length === n && isUtf8(seq)) {
      out += seq.toString('utf8');
      i += n;
    } else {
      out += `\\x${raw[i]!.toString(16).padStart(2, '0')}`;
      i += 1;
    }
  }
  return out;
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * A key that is equal for two paths exactly when their bytes are: `path` alone is not one, since
 * the escaped form of `run\xff.sh` (a byte 0xff) is also a valid name of its own (a backslash, `x`,
 * `f`, `f`). Latin-1 maps each byte to one character, so distinct bytes never share a key.
 */
export function pathKey(p: GitPath | string): string {
  if (typeof p === 'string') return Buffer.from(p).toString('latin1');
  return (p.bytes ?? Buffer.from(p.path)).toString('latin1');
}
