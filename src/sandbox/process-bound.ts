import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How many tasks (processes and threads) one sandboxed process and everything it starts may run
 * at once. Two mechanisms, because neither holds everywhere:
 *
 * - RLIMIT_NPROC, set inside the sandbox (`limitArgv`). Since Linux 5.14 it counts per user
 *   namespace, and each sandbox has its own, so it counts that sandbox's tasks alone. The kernel
 *   never enforces it for uid 0 of the host, and a sandbox started by root runs as root's uid.
 * - A pids cgroup of its own per process (`PidsCgroups`), where nightshift may create one below
 *   its own cgroup: the only bound that holds for root, and `pids.max` stops a fork as surely.
 */

/** The argv that runs `argv` with RLIMIT_NPROC at `max` (soft and hard: no command raises it). */
export function limitArgv(max: number, argv: readonly string[]): string[] {
  return ['/bin/bash', '-c', `ulimit -u ${Math.floor(max)} && exec "$@"`, 'nightshift-limit', ...argv];
}

/**
 * Whether RLIMIT_NPROC binds a sandbox nightshift starts: not for the host's root, which is uid 0
 * mapped to uid 0 of the initial user namespace (`uidMap`: /proc/self/uid_map). Root of a rootless
 * container (uid 0 mapped to an unprivileged host uid) is bound like any user.
 */
export function rlimitBinds(uid: number | undefined, uidMap: string): boolean {
  if (uid === undefined) return false;
  if (uid !== 0) return true;
  const hostRoot = uidMap
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .some(([inside, outside, count]) => inside === 0 && outside === 0 && (count ?? 0) > 0);
  return !hostRoot && uidMap.trim() !== '';
}

/** rlimitBinds for this process. */
export function rlimitBindsHere(): boolean {
  let uidMap = '';
  try {
    uidMap = readFileSync('/proc/self/uid_map', 'utf8');
  } catch {
    // no /proc: taken as the host's root when uid 0, as before
  }
  return rlimitBinds(process.getuid?.(), uidMap);
}

/**
 * The directories of nightshift's own cgroup that may hold a pids cgroup below it: the pids
 * hierarchy's (cgroup v1) and the unified one's (v2), from /proc/self/cgroup and
 * /proc/self/mountinfo. Pure: the caller reads both files.
 */
export function ownCgroupDirs(selfCgroup: string, mountinfo: string): string[] {
  const mounts = mountinfo
    .split('\n')
    .map((line) => {
      const [pre, post] = line.split(' - ');
      const f = pre?.split(' ') ?? [];
      const g = post?.split(' ') ?? [];
      return { root: unescape(f[3] ?? ''), at: unescape(f[4] ?? ''), type: g[0], options: g[2] ?? '' };
    })
    .filter((m) => m.type === 'cgroup' || m.type === 'cgroup2');
  const dirs: string[] = [];
  for (const line of selfCgroup.split('\n')) {
    const m = /^(\d+):([^:]*):(\/.*)$/.exec(line);
    if (!m) continue;
    const v2 = m[1] === '0' && m[2] === '';
    if (!v2 && !m[2]!.split(',').includes('pids')) continue;
    const mount = mounts.find((x) =>
      v2 ? x.type === 'cgroup2' : x.type === 'cgroup' && x.options.split(',').includes('pids'),
    );
    if (!mount) continue;
    const rel = path.posix.relative(mount.root, m[3]!);
    if (rel.startsWith('..')) continue;
    dirs.push(path.join(mount.at, rel));
  }
  return dirs;
}

/** mountinfo's octal escapes (`\040` for a space). */
function unescape(s: string): string {
  return s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));
}

/**
 * A pids cgroup per sandboxed process, below nightshift's own cgroup, each with `pids.max`. The
 * process is put in it by a shell that writes its own pid there and then execs bubblewrap
 * (`wrap`), so nothing the command starts is ever outside it. Removed once the process ended.
 */
export class PidsCgroups {
  readonly #parent: string;
  readonly #max: number;
  readonly #live = new Set<string>();
  /** Per process, not per instance: two sandboxes of one process (a batch) never share a name. */
  static #count = 0;

  private constructor(parent: string, max: number) {
    this.#parent = parent;
    this.#max = max;
  }

  /**
   * The cgroups where a child of nightshift's own cgroup gets `pids.max` and nightshift may create,
   * limit and remove it (root, or a delegated cgroup); undefined elsewhere. Tried with one child.
   */
  static open(
    max: number,
    sources = { cgroup: '/proc/self/cgroup', mountinfo: '/proc/self/mountinfo' },
  ): PidsCgroups | undefined {
    let dirs: string[];
    try {
      dirs = ownCgroupDirs(readFileSync(sources.cgroup, 'utf8'), readFileSync(sources.mountinfo, 'utf8'));
    } catch {
      return undefined;
    }
    for (const dir of dirs) {
      const groups = new PidsCgroups(dir, max);
      const probe = groups.#make();
      if (probe === undefined) continue;
      groups.release(probe);
      return groups;
    }
    return undefined;
  }

  /** A new cgroup limited to `max` tasks, or undefined when it cannot be made. */
  create(): string | undefined {
    return this.#make();
  }

  /**
   * `argv` (bubblewrap's) run by a shell that first moves itself into `dir`: the pid written is the
   * shell's own, which then becomes bubblewrap, so every process of the sandbox starts inside.
   */
  static wrap(dir: string, argv: readonly string[]): string[] {
    return [
      '/bin/sh',
      '-c',
      'echo $$ > "$1/cgroup.procs" && shift && exec "$@"',
      'nightshift-cgroup',
      dir,
      ...argv,
    ];
  }

  /** Removes `dir` once its processes are gone (the kernel refuses while one is left). */
  release(dir: string): void {
    try {
      rmdirSync(dir);
      this.#live.delete(dir);
    } catch {
      // a process is still there, or already removed: close() tries again
    }
  }

  close(): void {
    for (const dir of [...this.#live]) this.release(dir);
  }

  #make(): string | undefined {
    let dir: string;
    // A name an earlier module instance of this process left (vitest re-imports per file) is skipped.
    for (let tries = 0; ; tries++) {
      dir = path.join(this.#parent, `nightshift-${process.pid}-${(PidsCgroups.#count += 1)}`);
      try {
        mkdirSync(dir);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || tries >= 100) return undefined;
      }
    }
    this.#live.add(dir);
    try {
      // Absent in cgroup v2 unless the parent hands the pids controller down.
      writeFileSync(path.join(dir, 'pids.max'), String(Math.floor(this.#max)));
      return dir;
    } catch {
      this.release(dir);
      return undefined;
    }
  }
}
