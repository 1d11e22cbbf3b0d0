import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/**
 * Overwrites the values of the named variables in this process's initial environment block, the
 * memory `/proc/<pid>/environ` reads. Deleting them from `process.env` is not enough: that file
 * shows the block the kernel set up at exec, so any same-user process could read the API key and
 * the token there. Callers keep the values they need in memory before calling this.
 *
 * Linux only; elsewhere (or where /proc/self/mem cannot be written) it returns false and the
 * sandbox's PID namespace is what keeps the block out of reach.
 */
export function scrubOwnEnviron(names: ReadonlySet<string>): boolean {
  for (const name of names) delete process.env[name];
  if (process.platform !== 'linux' || names.size === 0) return process.platform === 'linux';
  let fd: number | undefined;
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may hold spaces and parentheses; env_start is field 50.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[47]);
    const end = Number(fields[48]);
    if (!(end > start) || end - start > 16 * 1024 * 1024) return false;
    fd = openSync('/proc/self/mem', 'r+');
    const block = Buffer.alloc(end - start);
    readSync(fd, block, 0, block.length, start);
    let changed = false;
    for (let at = 0; at < block.length;) {
      let stop = block.indexOf(0, at);
      if (stop === -1) stop = block.length;
      const eq = block.indexOf(0x3d, at);
      if (eq !== -1 && eq < stop && names.has(block.toString('latin1', at, eq))) {
        block.fill(0x2a, eq + 1, stop); // '*', keeping the block's layout
        changed = true;
      }
      at = stop + 1;
    }
    if (changed) writeSync(fd, block, 0, block.length, start);
    return true;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

let launchEnv: NodeJS.ProcessEnv | undefined;
let scrubbed = false;

/**
 * Keeps a copy of the environment nightshift was started with, then removes its credentials from
 * this process's own environment (`/proc/<pid>/environ` included): every name `isSecret` accepts.
 * The run reads keys from the copy (launchEnvironment); nothing this process starts inherits them.
 */
export function protectOwnEnvironment(isSecret: (name: string) => boolean): {
  scrubbed: number;
  ok: boolean;
} {
  launchEnv ??= { ...process.env };
  const names = new Set(Object.keys(process.env).filter(isSecret));
  scrubbed = scrubOwnEnviron(names);
  return { scrubbed: names.size, ok: scrubbed };
}

/** Whether protectOwnEnvironment ran and rewrote this process's environment block. */
export function ownEnvironScrubbed(): boolean {
  return scrubbed;
}

/** The environment as it was at start, before protectOwnEnvironment removed anything. */
export function launchEnvironment(): NodeJS.ProcessEnv {
  return launchEnv ?? process.env;
}
