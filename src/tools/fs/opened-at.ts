import { closeSync, constants, openSync, readlinkSync, unlinkSync } from 'node:fs';
import { ToolInputError } from './confine.ts';

/**
 * Opens `abs`, the real path a policy decision was made on (resolvePath's `abs`), and makes sure
 * the file opened is the one at that path. A process running beside the tools (an MCP server: in
 * the sandbox, but the workspace is writable to it) can replace a directory above the file with a
 * symlink between the decision and the open; nightshift, not sandboxed, would then read or write
 * a file the decision never saw, outside the workspace or behind a deny rule. Linux names an open
 * file's path in /proc/self/fd; where it does not, nothing can be told and the open stands.
 */
export function openAt(abs: string, flags: number, mode?: number): number {
  const fd = openSync(abs, flags, mode);
  const actual = openedPath(fd);
  if (actual === undefined || actual === abs) return fd;
  closeSync(fd);
  // With O_EXCL the file is new, made by this open: removed from where it landed, by the path the
  // system named (the one asked for may lead elsewhere again by now).
  if ((flags & constants.O_EXCL) !== 0) {
    try {
      unlinkSync(actual);
    } catch {
      // gone already
    }
  }
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
