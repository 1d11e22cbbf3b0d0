import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { openAt } from './opened-at.ts';

/** A file's bytes, or why it was not read. */
export type RegularFile =
  | { bytes: Buffer }
  | { refused: 'missing' | 'directory' | 'special' }
  | { refused: 'too large'; size: number };

/**
 * The bytes of the regular file at `abs` (a symlink is followed). A FIFO, socket or device is
 * refused, never read: reading a FIFO waits for a writer with the whole process blocked (no
 * timeout or cancel can run), and a command the model ran can leave one where a file was
 * (`mkfifo src/app.ts`). Opened non-blocking, so not even the open waits, and checked on the
 * open descriptor, so swapping the path between a check and the read changes nothing. `decided`:
 * `abs` is the real path a policy decision was made on, and the file opened must be that one
 * (openAt), not one a replaced directory above it leads to.
 */
export function readRegularFile(
  abs: string,
  maxBytes = Number.POSITIVE_INFINITY,
  options: { decided?: boolean } = {},
): RegularFile {
  let fd: number;
  try {
    fd = (options.decided ? openAt : openSync)(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { refused: 'missing' };
    if (code === 'ENXIO') return { refused: 'special' }; // a socket, or a FIFO's peer
    throw err;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { refused: 'directory' };
    if (!stat.isFile()) return { refused: 'special' };
    if (stat.size > maxBytes) return { refused: 'too large', size: stat.size };
    return { bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}
