import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { openAt } from './fs/opened-at.ts';

/**
 * Writes a file by writing a temp file beside it and renaming it over the target, so a crash
 * never leaves a half-written file. Keeps the existing file's mode; creates parent directories.
 * `file` is the real path a policy decision was made on: the temp file must open there (openAt),
 * not where a directory above it, replaced by a symlink meanwhile, would lead. Replaced after
 * that, the rename finds no temp file at the new place and fails.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const tmp = path.join(dir, `.${path.basename(file)}.nightshift-${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined = openAt(
    tmp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o666,
  );
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    for (let offset = 0; offset < bytes.length;)
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    if (mode !== undefined) fchmodSync(fd, mode);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    unlinkQuietly(tmp);
    throw err;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // never created, or already gone
  }
}
