import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { ConfigError } from '../config/errors.ts';

/**
 * Larger than any log or patch a run writes (tool outputs are capped, messages logged once), and
 * small enough to read and parse: a resumed file may be anyone's (a downloaded artifact).
 */
export const MAX_RESUME_FILE_BYTES = 256 * 1024 * 1024;

/**
 * Reads a file resume was pointed at (the log, changes.patch): a regular file only, within the
 * bound. Opened without blocking and checked on the open descriptor, so a FIFO (or a link to one,
 * or to /dev/zero) is refused instead of hanging the run or filling its memory.
 */
export function readResumeFile(file: string, what: string): string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new ConfigError(`resume: cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new ConfigError(`resume: ${file} is not a regular file; the ${what} must be one`);
    if (stat.size > MAX_RESUME_FILE_BYTES)
      throw new ConfigError(
        `resume: ${file} holds ${stat.size} bytes, more than the ${MAX_RESUME_FILE_BYTES} a ${what} may have`,
      );
    return readFileSync(fd, 'utf8');
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`resume: cannot read ${file}: ${(err as Error).message}`);
  } finally {
    closeSync(fd);
  }
}
