import { readFileSync } from 'node:fs';

/**
 * The init of a sandbox's PID namespace (bubblewrap's `child-pid`), by host pid and start time:
 * the pid alone may name an unrelated process once init was reaped and the number reused.
 */
export interface NamespaceInit {
  pid: number;
  start: string;
}

/**
 * `pid` and its start time, read now, while `parent` (bubblewrap, which forks nothing else) is
 * its parent: undefined otherwise (gone, and the number perhaps another process's already).
 */
export function identifyInit(pid: number, parent: number | undefined): NamespaceInit | undefined {
  const fields = stat(pid);
  return fields?.[1] === String(parent) && fields[19] !== undefined ? { pid, start: fields[19] } : undefined;
}

/**
 * Kills `init`, and so its whole namespace, while the pid is still that process. Called once its
 * bubblewrap has exited, whoever started it: init is not left to die with bubblewrap
 * (--die-with-parent), since a command can ptrace it (same uid), clear its death signal
 * (`prctl(PR_SET_PDEATHSIG, 0)`) and its marker variable, and hold it stopped, keeping the
 * namespace and a daemon in it writing the workspace after its result, and after the run.
 */
export function killInit(init: NamespaceInit): void {
  if (stat(init.pid)?.[19] !== init.start) return;
  try {
    process.kill(init.pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
}

/**
 * killInit, then waits up to `ms` for init to be gone or a zombie, which the kernel lets it become
 * only once every other process of the namespace is gone. Whether it ended.
 */
export async function endNamespace(init: NamespaceInit, ms: number): Promise<boolean> {
  killInit(init);
  const end = Date.now() + ms;
  while (alive(init)) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 1));
  }
  return true;
}

/** Whether `init` still runs: its pid names it (same start time) and it is not a zombie. */
function alive(init: NamespaceInit): boolean {
  const fields = stat(init.pid);
  return fields !== undefined && fields[19] === init.start && fields[0] !== 'Z' && fields[0] !== 'X';
}

/** The fields of /proc/PID/stat after the command name (state, parent, ... start time at [19]). */
function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
