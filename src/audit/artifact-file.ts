import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;

/**
 * The out dir, or a directory in it (created when missing), where the run put it: its own real path, so no
 * directory above it has been swapped for a symlink since. The sandbox pins those directories
 * (bwrap-args.ts); this is the second wall, for nightshift's own writes, which are not sandboxed:
 * through a link a command planted they would land on any file of the host.
 */
export function artifactDir(outDir: string, sub?: string): string {
  const dir = sub ? path.join(outDir, sub) : outDir;
  mkdirSync(dir, { recursive: true });
  if (realpathSync(dir) !== dir)
    throw new Error(`the out dir ${outDir} was moved or replaced by a link during the run`);
  return dir;
}

/**
 * Opens `name` in a directory of the out dir for writing (artifactDir's check), never through a
 * symlink in its place. `append` adds to it; otherwise it is emptied first.
 */
export function openArtifact(
  outDir: string,
  name: string,
  options: { sub?: string; append?: boolean } = {},
): number {
  const file = path.join(artifactDir(outDir, options.sub), name);
  return openSync(file, CREATE | (options.append ? constants.O_APPEND : constants.O_TRUNC), 0o644);
}

/**
 * Writes `name` in the out dir (see openArtifact) and returns its path. Whole or not at all: the
 * bytes go to a temporary file beside it, renamed over `name` once written, so a kill or a full
 * disk never leaves a torn `changes.patch` (a resume would read it) or `summary.md`; on a write
 * error the temporary file is removed and the error thrown. A link in place of `name` is refused
 * (ELOOP), as openArtifact refuses it; the rename itself never follows one.
 */
export function writeArtifact(outDir: string, name: string, data: string | Uint8Array, sub?: string): string {
  const dir = artifactDir(outDir, sub);
  const file = path.join(dir, name);
  if (isLink(file)) {
    const err = new Error(
      `ELOOP: too many symbolic links encountered, open '${file}'`,
    ) as NodeJS.ErrnoException;
    err.code = 'ELOOP';
    throw err;
  }
  const tmp = path.join(dir, `.${name}.${process.pid}-${randomBytes(4).toString('hex')}.partial`);
  const fd = openSync(tmp, CREATE | constants.O_EXCL, 0o644);
  try {
    try {
      writeFileSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return path.join(outDir, ...(sub ? [sub] : []), name);
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
