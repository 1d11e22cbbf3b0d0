import { closeSync, constants, openSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { ToolInputError } from './confine.ts';

/**
 * Opens `abs`, the real path a policy decision was made on (resolvePath's `abs`), and makes sure
 * the file opened is the one at that path. A process running beside the tools (an MCP server: in
 * the sandbox, but the workspace is writable to it) can replace a directory above the file with a
 * symlink between the decision and the open; nightshift, not sandboxed, would then read or write
 * a file the decision never saw, outside the workspace or behind a deny rule. Linux names an open
 * file's path in /proc/self/fd; where it does not, nothing can be told and the open stands.
 */
export function openAt(abs: string, flags: number): number {
  const fd = openSync(abs, flags);
  const actual = openedPath(fd);
  if (actual === undefined || actual === abs) return fd;
  closeSync(fd);
  throw new ToolInputError(
    'the file changed while it was being opened (a directory above it was replaced); nothing was read or written, try again',
  );
}

/** The path of the file descriptor `fd` is open on, when the system says. */
function openedPath(fd: number): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
}

/**
 * Runs `body` in the directory of `abs` (a decided real path) as it is now: `body` names entries
 * through `/proc/self/fd/N/NAME`, a path that leads to the directory this call opened and checked,
 * whatever is renamed or linked in place of it or above it meanwhile (an `openat` for Node). For
 * an unlink, a rename or a new symlink, which no file descriptor can do. Without /proc, plain paths.
 */
export function inDirectoryOf<T>(abs: string, body: (entry: (name: string) => string) => T): T {
  const dir = path.dirname(abs);
  const replaced = () =>
    new ToolInputError(
      'a directory changed while it was being written (it, or one above it, was replaced); nothing was written, try again',
    );
  let fd: number;
  try {
    fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (err) {
    // A symlink where the directory was: not followed.
    const code = (err as NodeJS.ErrnoException).code;
    throw code === 'ELOOP' || code === 'ENOTDIR' ? replaced() : err;
  }
  try {
    const actual = openedPath(fd);
    if (actual !== undefined && actual !== dir) throw replaced();
    return body(
      actual === undefined ? (name) => path.join(dir, name) : (name) => `/proc/self/fd/${fd}/${name}`,
    );
  } finally {
    closeSync(fd);
  }
}
