import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import {
  closeSync,
  existsSync,
  linkSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { locateRepo } from './repo.ts';

/** The file in the workspace's git directory that a live run holds (docs/cli.md, "One run at a time"). */
export const RUN_LOCK_NAME = 'nightshift-run.lock';

/** How often a live run touches its lock, and how old a lock of another PID namespace may get. */
const HEARTBEAT_MS = 30_000;
const FOREIGN_STALE_MS = 120_000;

export interface RunLock {
  file: string;
  /** Removes the lock if it is still this run's; harmless twice. */
  release(): void;
}

interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/PID/stat field 22): a reused pid differs. */
  start: string | null;
  boot: string | null;
  /** The PID namespace the pid is in; another (a container) cannot be looked up here. */
  pidns: string | null;
  host: string;
  /** The git directory it was taken in: a copy of the checkout (replay's) holds a copy of the lock. */
  git_dir?: string;
  run_id: string;
  started_at: string;
}

/**
 * Takes the workspace repository's run lock: one nightshift run at a time per git directory.
 * Two runs in one working tree would deliver each other's edits, and the later one's
 * branch update would replace the earlier one's commit. A lock whose holder is gone (killed,
 * the machine rebooted) is taken over; a live holder is a configuration error (exit 2) naming
 * its run, pid and the file. Null for a workspace without a repository (nothing is delivered).
 *
 * The lock is created whole (written to a private file, then hard-linked into place), so a run
 * killed at any moment leaves either no lock or a complete one, never an empty file that could
 * not be told from a run that is just starting.
 */
export function acquireRunLock(workspace: string, runId: string): RunLock | null {
  const location = locateRepo(workspace);
  if (!location) return null;
  const file = path.join(location.gitDir, RUN_LOCK_NAME);
  refuseIndexLock(location.gitDir);
  const me: Holder = {
    ...identity(process.pid),
    host: hostname(),
    git_dir: location.gitDir,
    run_id: runId,
    started_at: new Date().toISOString(),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 4; attempt++) {
    if (createWhole(file, text)) return held(file, text);
    const holder = readHolder(file);
    if (holder === 'missing') continue;
    if (holder !== 'unreadable' && isLive(holder, file, location.gitDir)) throw busy(file, holder);
    // Stale: moved aside under a name of our own, then checked again — another run may have
    // taken it over between the read and the move, and then it is put back.
    const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readHolder(aside);
    if (moved !== 'missing' && moved !== 'unreadable' && isLive(moved, aside, location.gitDir)) {
      try {
        linkSync(aside, file);
      } catch {
        // Someone else holds it now; either way this run does not.
      }
      rmSync(aside, { force: true });
      throw busy(file, moved);
    }
    rmSync(aside, { force: true });
  }
  throw new ConfigError(`could not take the run lock ${file}: other runs keep taking it`);
}

/**
 * git's own lock on the index: a git process is running in this repository, or one was killed
 * inside a write and left it (an earlier run's, killed with its process tree). Every git that
 * writes the index then fails, the commit at the end of the run among them: refused now, before
 * the model runs, rather than after it, with the run branch already moved.
 */
function refuseIndexLock(gitDir: string): void {
  const lock = path.join(gitDir, 'index.lock');
  if (!existsSync(lock)) return;
  throw new ConfigError(
    `${lock} exists: a git process is running in this repository, or one was killed and left it; nightshift commits there at the end of the run, which git would refuse. If no git process is running, remove the file`,
  );
}

function held(file: string, text: string): RunLock {
  // A run in another PID namespace (a container sharing the checkout) can only tell this one is
  // alive by the lock's age.
  const heartbeat = setInterval(() => {
    try {
      if (readFileSync(file, 'utf8') === text) {
        const now = new Date();
        utimesSync(file, now, now);
      }
    } catch {
      // Gone or unreadable: release() finds out.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      try {
        if (readFileSync(file, 'utf8') === text) rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}

/** Creates `file` with `text` in one step; false when it exists. */
function createWhole(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    // A full disk or a read-only git directory: said with the lock's name, nothing left behind.
    rmSync(tmp, { force: true });
    const e = err as NodeJS.ErrnoException;
    if (e.path === undefined) e.path = file;
    throw err;
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
}

function readHolder(file: string): Holder | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
  }
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return typeof h.pid === 'number' && Number.isInteger(h.pid) && h.pid > 0 ? (h as Holder) : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function isLive(holder: Holder, file: string, gitDir: string): boolean {
  if (holder.git_dir !== undefined && holder.git_dir !== gitDir) return false; // copied with the checkout
  const mine = identity(process.pid);
  if (holder.boot && mine.boot && holder.boot !== mine.boot) return false; // rebooted since
  if (holder.pidns && mine.pidns && holder.pidns !== mine.pidns) {
    try {
      return Date.now() - statSync(file).mtimeMs < FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  if (mine.start !== null) {
    // Linux: the pid must still be that process (started at the same tick), not a reuse.
    const now = identity(holder.pid).start;
    return now !== null && (holder.start === null || holder.start === now);
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function identity(pid: number): Pick<Holder, 'pid' | 'start' | 'boot' | 'pidns'> {
  return {
    pid,
    start: readOr(() => startTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'))),
    boot: readOr(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidns: readOr(() => readlinkSync('/proc/self/ns/pid')),
  };
}

/** Field 22 of /proc/PID/stat; the command name (field 2) may hold spaces and parentheses. */
function startTicks(stat: string): string | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function readOr(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function busy(file: string, h: Holder): ConfigError {
  return new ConfigError(
    `another nightshift run (${h.run_id}, pid ${h.pid} on ${h.host}, started ${h.started_at}) is using this repository's working tree; ` +
      `wait for it to end (two runs in one checkout would deliver each other's changes). If no such run is alive, remove ${file}`,
  );
}
