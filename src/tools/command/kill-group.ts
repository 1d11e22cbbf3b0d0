/**
 * Signals a whole process group (the command was started detached, so its pid is the group id):
 * the shell, what it started, and what those started.
 */
export function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

/**
 * Groups started and not yet reaped, process-wide. Detached groups do not die with nightshift, so
 * a process that must exit before its cleanup ends (a second signal) kills these first.
 */
const liveGroups = new Set<number>();

export function trackGroup(pgid: number): void {
  liveGroups.add(pgid);
}

export function untrackGroup(pgid: number): void {
  liveGroups.delete(pgid);
}

/** SIGKILLs every group still running; returns how many there were. */
export function killLiveGroups(): number {
  for (const pgid of liveGroups) killGroup(pgid, 'SIGKILL');
  const n = liveGroups.size;
  liveGroups.clear();
  return n;
}
