import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { patchName } from './git/added-bytes.ts';

/**
 * Where the kernel parks a thread opening a FIFO that has no other end yet (fs/pipe.c). git and
 * ripgrep open `.gitignore`, `.gitattributes` and the like without O_NONBLOCK, and no option makes
 * them skip one that is not a regular file: a command of the run can `mkfifo sub/.gitignore`, and
 * nightshift's own `git add` at delivery, or a search, would wait for a writer forever, using no
 * CPU that a timeout could notice.
 */
const FIFO_WAIT = 'wait_for_partner';

/** `open` and `openat`'s numbers, and which argument is the path, by architecture. */
const OPEN_CALLS: Record<string, Record<number, number>> = {
  x64: { 2: 0, 257: 1 }, // open(path, ...), openat(dirfd, path, ...)
  arm64: { 56: 1 },
};

/** How often a process nightshift runs itself is checked (watchFifoWait). */
const CHECK_MS = 1000;

/**
 * Kills `child` (SIGKILL) once one of its threads is seen blocked opening a FIFO, checked every
 * second while it runs: the processes that end at once, nearly all of them, are never looked at.
 * `blocked()` then says so, with the path where /proc lets it be read. Linux only.
 */
export function watchFifoWait(child: ChildProcess): {
  blocked(): { path?: Buffer } | undefined;
  stop(): void;
} {
  let found: { path?: Buffer } | undefined;
  const timer = setInterval(() => {
    found = child.pid === undefined ? undefined : blockedOnFifo(child.pid);
    if (found) {
      clearInterval(timer);
      child.kill('SIGKILL');
    }
  }, CHECK_MS);
  timer.unref();
  child.once('exit', () => clearInterval(timer));
  return { blocked: () => found, stop: () => clearInterval(timer) };
}

/**
 * Whether a thread of process `pid` is blocked opening a FIFO, and (where /proc lets its parent
 * read it) the path it is opening, as given. Undefined when none is, or no longer.
 */
export function blockedOnFifo(pid: number): { path?: Buffer } | undefined {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  for (const tid of threads) {
    let wchan: string;
    try {
      wchan = readFileSync(`/proc/${pid}/task/${tid}/wchan`, 'utf8');
    } catch {
      continue;
    }
    if (wchan !== FIFO_WAIT) continue;
    const path = openedPath(pid, tid);
    return path ? { path } : {};
  }
  return undefined;
}

/** The path argument of the open call thread `tid` is in, read from its memory; undefined if unreadable. */
function openedPath(pid: number, tid: string): Buffer | undefined {
  try {
    const [nr, ...args] = readFileSync(`/proc/${pid}/task/${tid}/syscall`, 'utf8').trim().split(' ');
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

/** The FIFO as an error names it: its path on one line, quoted when unusual. */
export const fifoName = (found: { path?: Buffer }): string =>
  found.path ? patchName(found.path.toString('utf8')) : 'a file';
