import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { inDirectoryOf } from './fs/opened-at.ts';

/**
 * Writes a file by writing a temp file beside it and renaming it over the target, so a crash
 * never leaves a half-written file. Gives it `setMode`, or keeps the existing file's; creates
 * parent directories.
 * `file` is the real path a policy decision was made on: the temp file and the rename happen in
 * the directory found there (inDirectoryOf), never in one a symlink put in its place leads to.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array, setMode?: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  let mode = setMode;
  try {
    mode ??= statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const name = path.basename(file);
  const tmpName = `.${name}.nightshift-${randomBytes(6).toString('hex')}.tmp`;
  inDirectoryOf(file, (entry) => {
    const tmp = entry(tmpName);
    const fd = openSync(
      tmp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o666,
    );
    let open = true;
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      for (let offset = 0; offset < bytes.length;)
        offset += writeSync(fd, bytes, offset, bytes.length - offset);
      if (mode !== undefined) fchmodSync(fd, mode);
      closeSync(fd);
      open = false;
      renameSync(tmp, entry(name));
    } catch (err) {
      if (open) closeSync(fd);
      try {
        unlinkSync(tmp);
      } catch {
        // never written
      }
      throw err;
    }
  });
}
