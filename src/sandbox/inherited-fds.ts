import { openSync, readdirSync, readFileSync } from 'node:fs';
import type { StdioList } from './bwrap-args.ts';

/** O_CLOEXEC as /proc/self/fdinfo's `flags:` (octal) shows it. */
const O_CLOEXEC = 0o2000000;

let devNull: number | undefined;
let found: number[] | undefined;

/**
 * This process's descriptors above stderr that a child would inherit: those without close-on-exec.
 * nightshift opens none (Node opens every file, socket and pipe close-on-exec), so these are what
 * it was started with: a descriptor its parent left open (a shell's `3<file`, a wrapper's pipe, a
 * directory). Neither spawn() nor bubblewrap closes them, and a directory's descriptor would let a
 * command open any file below it, outside every mount the sandbox makes.
 */
export function inheritableFds(): number[] {
  let names: string[];
  try {
    names = readdirSync('/proc/self/fd');
  } catch {
    return [];
  }
  const fds: number[] = [];
  for (const name of names) {
    const fd = Number(name);
    if (!(fd > 2)) continue;
    let info: string;
    try {
      info = readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8');
    } catch {
      continue; // closed meanwhile (readdir's own descriptor)
    }
    const flags = /^flags:\s*([0-7]+)/m.exec(info)?.[1];
    if (flags !== undefined && (parseInt(flags, 8) & O_CLOEXEC) === 0) fds.push(fd);
  }
  return fds;
}

/**
 * inheritableFds, looked for once (~0.7 ms for 30 descriptors, every command otherwise): they are
 * what the process was started with, and nightshift makes none. A number among them that was
 * closed and reused since is covered all the same, which only gives the child /dev/null where
 * nightshift's own close-on-exec descriptor would not have reached it anyway.
 */
function startupFds(): number[] {
  found ??= inheritableFds();
  return found;
}

/**
 * `stdio` with /dev/null in the place of every inheritable descriptor (startupFds) that it
 * does not already fill: the child starts with /dev/null there instead. Entries stay as given.
 */
export function coverInheritedFds(stdio: StdioList, inherited: readonly number[] = startupFds()): StdioList {
  const open = inherited.filter((fd) => {
    const entry = stdio[fd];
    return entry === undefined || entry === null || entry === 'ignore';
  });
  if (open.length === 0) return stdio;
  devNull ??= openSync('/dev/null', 'r');
  const out: StdioList = [...stdio];
  for (const fd of open) {
    while (out.length < fd) out.push('ignore');
    out[fd] = devNull;
  }
  return out;
}
