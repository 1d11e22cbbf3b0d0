import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  openSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { inDirectoryOf, makeParentsAt } from './fs/opened-at.ts';

/**
 * Writes a file by writing a temp file beside it and renaming it over the target, so a crash
 * never leaves a half-written file. Gives it `setMode`, or keeps the existing file's; creates
 * parent directories.
 * `file` is the real path a policy decision was made on: the temp file and the rename happen in
 * the directory found there (inDirectoryOf), never in one a symlink put in its place leads to.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array, setMode?: number): void {
  makeParentsAt(file);
  const name = path.basename(file);
  const tmpName = `.${name}.nightshift-${randomBytes(6).toString('hex')}.tmp`;
  inDirectoryOf(file, (entry) => {
    const mode = setMode ?? modeOf(entry(name));
    const tmp = entry(tmpName);
    const fd = openSync(
      tmp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o666,
    );
    let open = true;
    try {
      writeFileSync(fd, content);
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

/** The permission bits of the file being replaced, if it is one (not a link, not missing). */
function modeOf(entry: string): number | undefined {
  try {
    const stat = lstatSync(entry);
    return stat.isFile() ? stat.mode & 0o7777 : undefined;
  } catch {
    return undefined;
  }
}
