import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/**
 * Where the kernel parks a process opening a FIFO that has no other end yet (fs/pipe.c). git opens
 * `.gitignore`, `.gitattributes` and the like without O_NONBLOCK and no option makes it skip one
 * that is not a regular file: a command of the run can `mkfifo sub/.gitignore`, and nightshift's
 * own `git add` at delivery would then wait for a writer forever, with no CPU used to notice.
 */
const FIFO_WAIT = 'wait_for_partner';

/** `open` and `openat`'s numbers, and which argument is the path, by architecture. */
const OPEN_CALLS: Record<string, Record<number, number>> = {
  x64: { 2: 0, 257: 1 }, // open(path, ...), openat(dirfd, path, ...)
  arm64: { 56: 1 },
};

/**
 * Whether process `pid` is blocked opening a FIFO, and (where /proc lets its parent read it) the
 * path it is opening, as git passed it. Undefined when it is not, or no longer, so blocked.
 * Linux only: elsewhere there is no /proc and nothing is detected.
 */
export function blockedOnFifo(pid: number): { path?: Buffer } | undefined {
  let wchan: string;
  try {
    wchan = readFileSync(`/proc/${pid}/wchan`, 'utf8');
  } catch {
    return undefined;
  }
  if (wchan !== FIFO_WAIT) return undefined;
  const path = openedPath(pid);
  return path ? { path } : {};
}

/** The path argument of the open call `pid` is in, read from its memory; undefined if unreadable. */
function openedPath(pid: number): Buffer | undefined {
  try {
    const [nr, ...args] = readFileSync(`/proc/${pid}/syscall`, 'utf8').trim().split(' ');
    const index = OPEN_CALLS[process.arch]?.[Number(nr)];
    const address = index === undefined ? NaN : Number(args[index]);
    if (!Number.isSafeInteger(address) || address <= 0) return undefined;
    const fd = openSync(`/proc/${pid}/mem`, 'r');
    try {
      const buffer = Buffer.alloc(4096);
      const n = readSync(fd, buffer, 0, buffer.length, address);
      const end = buffer.subarray(0, n).indexOf(0);
      return end > 0 ? Buffer.from(buffer.subarray(0, end)) : undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined; // no ptrace access to it (another user, a hardened kernel), or it moved on
  }
}
