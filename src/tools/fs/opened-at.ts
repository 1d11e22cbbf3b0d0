import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  type Stats,
} from 'node:fs';
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

/** Linux's O_PATH: a descriptor that names a file without opening it (a FIFO does not wait, a device is not touched). */
const NAME_ONLY = process.platform === 'linux' ? 0o10000000 : constants.O_RDONLY | constants.O_NONBLOCK;

/**
 * The stat of the file at `abs` (a decided real path), undefined when there is none, taken on a
 * descriptor checked like openAt's: through a directory replaced above it, a file outside would
 * show its type and size.
 */
export function statAt(abs: string): Stats | undefined {
  let fd: number;
  try {
    fd = openAt(abs, NAME_ONLY);
  } catch (err) {
    if (err instanceof ToolInputError) throw err;
    return undefined;
  }
  try {
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The path of the file descriptor `fd` is open on, when the system says. */
function openedPath(fd: number): string | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return undefined;
  }
}

const directoryReplaced = () =>
  new ToolInputError(
    'a directory changed while it was being written (it, or one above it, was replaced); nothing was written, try again',
  );

/**
 * Runs `body` in the directory of `abs` (a decided real path) as it is now: `body` names entries
 * through `/proc/self/fd/N/NAME`, a path that leads to the directory this call opened and checked,
 * whatever is renamed or linked in place of it or above it meanwhile (an `openat` for Node). For
 * an unlink, a rename or a new symlink, which no file descriptor can do. Without /proc, plain paths.
 */
export function inDirectoryOf<T>(abs: string, body: (entry: (name: string) => string) => T): T {
  const dir = path.dirname(abs);
  let fd: number;
  try {
    fd = openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  } catch (err) {
    // A symlink where the directory was: not followed.
    const code = (err as NodeJS.ErrnoException).code;
    throw code === 'ELOOP' || code === 'ENOTDIR' ? directoryReplaced() : err;
  }
  try {
    const actual = openedPath(fd);
    if (actual !== undefined && actual !== dir) throw directoryReplaced();
    return body(
      actual === undefined ? (name) => path.join(dir, name) : (name) => `/proc/self/fd/${fd}/${name}`,
    );
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates the missing directories above `abs` (a decided real path) one at a time, each in its
 * parent as opened and checked by inDirectoryOf: a directory replaced by a link meanwhile fails
 * the next step, and nothing is created where the link leads.
 */
export function makeParentsAt(abs: string): void {
  const missing: string[] = [];
  for (let dir = path.dirname(abs); !isDirectory(dir); dir = path.dirname(dir)) missing.push(dir);
  for (const dir of missing.reverse()) {
    inDirectoryOf(dir, (entry) => {
      const at = entry(path.basename(dir));
      try {
        mkdirSync(at);
      } catch (err) {
        // Made meanwhile is fine; a file in the way fails as mkdir -p would; a link was put there.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const kind = lstatSync(at);
        if (kind.isSymbolicLink()) throw directoryReplaced();
        if (!kind.isDirectory()) throw err;
      }
    });
  }
}

function isDirectory(p: string): boolean {
  try {
    return lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}
