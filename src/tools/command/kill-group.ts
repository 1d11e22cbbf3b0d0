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
