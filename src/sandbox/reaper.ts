import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { NamespaceInit } from './namespace-init.ts';

/** The variable that marks a run's processes; its value is `<run>:<process>`. */
export const MARKER_VARIABLE = 'NIGHTSHIFT_SANDBOX_RUN';

/**
 * Without a PID namespace, a command can leave processes behind that escape its process group
 * (`setsid`, a double fork). Every process a run starts carries a marker variable, which children
 * inherit; the reaper finds marked processes and kills them: a command's when it ends, all of
 * them at the end of the run and, from a watchdog shell, when nightshift itself dies (even by
 * SIGKILL). A process that clears its own environment escapes it; bubblewrap's PID namespace has
 * no such gap.
 */
export class Reaper {
  readonly #run = randomBytes(8).toString('hex');
  #watchdog: ChildProcess | undefined;
  #next = 0;

  /**
   * A new marker value for one process (and everything it starts). The watchdog starts with the
   * first: before it no process carries the marker, and a run that starts none (or none before
   * its first model request, as the action's) spawns no shell for it.
   */
  mark(): string {
    this.#watchdog ??= startWatchdog(`${MARKER_VARIABLE}=${this.#run}:`);
    return `${this.#run}:${++this.#next}`;
  }

  /** Kills every live process whose marker is `value`, or starts with it; returns how many. */
  kill(value: string = `${this.#run}:`): number {
    const prefix = Buffer.from(`${MARKER_VARIABLE}=${value}`, 'latin1');
    const exact = !value.endsWith(':');
    let killed = 0;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      let environ: Buffer;
      try {
        environ = readFileSync(`/proc/${name}/environ`);
      } catch {
        continue;
      }
      if (!holdsVariable(environ, prefix, exact)) continue;
      try {
        process.kill(Number(name), 'SIGKILL');
        killed++;
      } catch {
        // gone meanwhile
      }
    }
    return killed;
  }

  /**
   * Tells the watchdog about a sandbox's PID namespace init: should nightshift die, that init is
   * killed too, and its namespace with it, even once a command erased its marker (endNamespace).
   */
  watchInit(init: NamespaceInit): void {
    if (this.#watchdog) watchInit(this.#watchdog, init);
  }

  /** At the end of the run: whatever is left goes, then the watchdog. */
  close(): void {
    this.kill();
    if (this.#watchdog) releaseWatchdog(this.#watchdog);
  }
}

/**
 * Whether a NUL-separated environment block holds a variable that is `entry` (`exact`) or starts
 * with it. Searched in the bytes: a command ends with one scan of every process on the machine.
 */
export function holdsVariable(block: Buffer, entry: Buffer, exact: boolean): boolean {
  for (let at = block.indexOf(entry); at >= 0; at = block.indexOf(entry, at + 1)) {
    const end = at + entry.length;
    if ((at === 0 || block[at - 1] === 0) && (!exact || end === block.length || block[end] === 0))
      return true;
  }
  return false;
}

/**
 * A shell that kills every process whose environment holds `marker` (`NAME=VALUE` prefix) when
 * its stdin closes, that is when nightshift is gone, even by SIGKILL: it waits on a pipe only
 * nightshift holds open. Before that, it kills each namespace init it was told of (`init PID
 * START` lines, watchInit) that still runs with that start time. It reads `done` instead when the
 * run ended normally and exits without the scan, which forks one grep per process on the machine
 * (~1 s of CPU on a busy one).
 */
export function startWatchdog(marker: string): ChildProcess {
  const script = [
    'inits=(); while read -r word pid start; do [ "$word" = done ] && exit 0; [ "$word" = init ] && inits+=("$pid:$start"); done',
    'for i in "${inits[@]}"; do s=$(cat "/proc/${i%%:*}/stat" 2>/dev/null) || continue; f=(${s##*") "}); [ "${f[19]}" = "${i#*:}" ] && kill -9 "${i%%:*}" 2>/dev/null; done',
    'for e in /proc/[0-9]*/environ; do grep -qzF "$1" "$e" 2>/dev/null && kill -9 "${e:6:-8}" 2>/dev/null; done; exit 0',
  ].join('; ');
  const watchdog = spawn('/bin/bash', ['-c', script, 'nightshift-reaper', marker], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
    env: { PATH: '/usr/bin:/bin' },
  });
  watchdog.on('error', () => undefined);
  watchdog.stdin?.on('error', () => undefined);
  watchdog.unref();
  // Neither the watchdog nor its pipe may keep nightshift alive once its work is done.
  (watchdog.stdin as { unref?: () => void } | null)?.unref?.();
  return watchdog;
}

/** Tells a watchdog of a namespace init to kill should nightshift die (see startWatchdog). */
export function watchInit(watchdog: ChildProcess, init: NamespaceInit): void {
  watchdog.stdin?.write(`init ${init.pid} ${init.start}\n`);
}

/** Tells a watchdog that the run's processes are already gone: it exits without scanning. */
export function releaseWatchdog(watchdog: ChildProcess): void {
  watchdog.stdin?.end('done\n');
}
