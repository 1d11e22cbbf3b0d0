import type { ChildProcess, StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import type { WorkspaceLink } from '../policy/workspace-links.ts';

/** Where the filtering proxy's socket appears inside the sandbox. */
export const SANDBOX_SOCKET_DIR = '/run/nightshift';

/** A host path the sandbox shows: a directory bound read-only, or a symlink recreated. */
export type SystemEntry = { path: string; kind: 'dir' } | { path: string; kind: 'symlink'; target: string };

/** A host path hidden again inside a shown directory: an empty directory, or an empty file. */
export interface MaskedEntry {
  path: string;
  kind: 'dir' | 'file';
}

/** Everything bubblewrap needs to know, found on the host by planSandbox(). */
export interface BwrapPlan {
  /** Top-level system directories (/usr, /etc, /lib...): read-only. */
  system: SystemEntry[];
  /**
   * The workspace's ancestor inside a system directory whose other contents are hidden (an
   * empty directory holding only the way to the workspace), when the workspace lies there.
   */
  emptied?: string;
  /** What PATH needs outside the system directories (a toolchain, a venv): read-only. */
  toolDirs: string[];
  /** Entries of the system and tool directories hidden again: credentials, configuration. */
  masked: MaskedEntry[];
  /** The workspace, writable, at its real path. */
  workspace: string;
  /**
   * Directories inside the workspace between it and a read-only or hidden path (`.nightshift`,
   * `.nightshift/runs` above the out dir): bound onto themselves, writable, so that as mount points
   * they cannot be renamed or removed. Moved away and replaced by a symlink, they would send
   * nightshift's own writes to the out dir (summary, patch) anywhere a command chose.
   */
  pinned: string[];
  /**
   * Paths inside the workspace that stay read-only: `.git` (and submodules' own), policy and task
   * files, earlier runs' out dirs, nightshift's own code installed there.
   */
  readOnly: string[];
  /** Paths outside the workspace shown read-only: the git directories of a worktree or submodule. */
  readOnlyOutside: string[];
  /**
   * Paths inside the workspace hidden behind an empty read-only directory: the out dir, and the
   * placeholders.
   */
  hidden: string[];
  /**
   * Paths among `hidden` that did not exist when the run started, whose mount points bubblewrap
   * makes on the host: the place of a subdirectory workspace's `.git` (see gitPlaceholder).
   * Removed when the sandbox closes (removePlaceholders).
   */
  placeholders?: string[];
  /**
   * Files in the workspace the read rules deny (`.env`, keys), and git-crypt's keys in the git
   * directories shown: /dev/null on a nodev mount, which no command can open.
   */
  unreadable: string[];
  /**
   * Directories in the workspace holding only such files, many of them (walkWorkspace's
   * deniedDirs): each one mount of an empty directory no one may enter (mode 0), read-only, instead
   * of one per file. A command can neither list it, open what it held, nor create a file in it.
   */
  unreadableDirs: string[];
  /** False when the workspace held too many entries to find them all (unreadable.ts). */
  unreadableComplete: boolean;
  /** The workspace's links to other places in it, as the walk found them (workspace-links.ts). */
  workspaceLinks: WorkspaceLink[];
  /**
   * False when a checkout nested in the workspace may have been missed (walkWorkspace): its
   * `.git` would be writable and its config shown with credentials, so the `filesystem`
   * protection does not hold.
   */
  checkoutsComplete: boolean;
  /** The private, empty home directory. */
  home: string;
  /** Host paths shown read-only in the home directory (rustup's toolchains). */
  homeMounts: { source: string; target: string }[];
  /**
   * Every git config file commands can see (the repository's, its submodules' and worktrees',
   * what they include, /etc/gitconfig), each shown as `copy`: itself without credentials.
   */
  gitConfigs: { path: string; copy?: string }[];
  /** The filtering proxy's socket directory on the host, when `network.allow` lists hosts. */
  proxySocketDir?: string;
  /**
   * The size of each memory-backed directory a command can write (/tmp, the home, /dev/shm):
   * without one, each may take half the machine's memory, which no OOM kill gives back. Undefined
   * where bubblewrap has no `--size` (before 0.5).
   */
  tmpfsBytes?: number;
}

/**
 * What a command may write in one of the system's masked directories (`/etc/ssh`, a toolchain's
 * `etc`): a config file or two, never the machine's memory.
 */
export const MASKED_TMPFS_BYTES = 1024 * 1024;

/**
 * What every sandbox starts with: new user, PID and network namespaces; no capabilities and
 * no_new_privs (bubblewrap always sets it), so neither sudo nor a setuid program raises privileges.
 * Every process dies with the sandbox's first one (PID namespace) and when nightshift dies
 * (--die-with-parent). An IPC namespace of its own: System V shared memory, semaphores and message
 * queues (and POSIX message queues) are otherwise the host's, where a command could read and write
 * the segments of any process of nightshift's user (a desktop's MIT-SHM images, a database's
 * buffers) and leave its own behind after it ended. UTS and cgroup namespaces are left out: with
 * /proc/sys read-only (PROC_SYS) and no capabilities, a command changes neither the host name nor
 * a cgroup, and each namespace adds to the start-up cost of every command (docs/performance.md).
 */
const ISOLATION = [
  '--unshare-user',
  '--unshare-pid',
  '--unshare-net',
  '--unshare-ipc',
  '--die-with-parent',
  '--new-session',
  '--cap-drop',
  'ALL',
];

/**
 * The kernel's settings, read-only. bubblewrap covers /proc/sys only where it finds the directory
 * writable, and it is not (0555); its files are root's, 0644. Started by root (a container's
 * default user), a command's uid is root's on the host too, so without this it could write them
 * all: `kernel.core_pattern` (`|/workspace/x`) makes the kernel run a workspace program as root
 * outside every namespace at the next crash, `kernel.hostname` renames the host,
 * `fs.protected_symlinks` and the `vm.*` settings are the machine's. The host's /proc/sys is the
 * source: its files show the reader's own namespaces (network, IPC), as the sandbox's would.
 */
const PROC_SYS = ['--ro-bind', '/proc/sys', '/proc/sys'];

/**
 * /proc/keys lists the keys a process may view, its session keyring's included, by type and
 * description (a Kerberos cache's principal, a tool's key names), which needs no key call: masked
 * like a denied file, where the kernel has keyrings at all.
 */
const PROC_KEYS = existsSync('/proc/keys') ? ['--ro-bind', '/dev/null', '/proc/keys'] : [];

/**
 * bubblewrap's arguments for one process: ISOLATION, and a fresh root holding only the system
 * read-only, a private /tmp and home, and the workspace. Mount order matters: later mounts cover
 * earlier ones. Three of them per masked file: they go through a pipe (argsPipe), not argv.
 */
export function bwrapArgs(plan: BwrapPlan, cwd: string, extraReadOnly: readonly string[] = []): string[] {
  const args = [...ISOLATION, ...systemArgs(plan.system)];
  // Every tmpfs a command can write is sized: its pages are the machine's memory.
  const tmpfs = (dir: string, bytes = plan.tmpfsBytes) =>
    bytes === undefined || plan.tmpfsBytes === undefined
      ? ['--tmpfs', dir]
      : ['--size', String(bytes), '--tmpfs', dir];
  // Writable until the end, so that the mounts below can make the way to the workspace in it.
  if (plan.emptied) args.push('--tmpfs', plan.emptied);
  args.push('--proc', '/proc', ...PROC_SYS, ...PROC_KEYS, ...devArgs(tmpfs('/dev/shm')), ...tmpfs('/tmp'));
  for (const dir of plan.toolDirs) args.push('--ro-bind', dir, dir);
  // An empty tmpfs is private to this sandbox: what a command writes there reaches nothing.
  for (const m of plan.masked) {
    if (m.kind === 'dir') args.push(...tmpfs(m.path, MASKED_TMPFS_BYTES));
    else args.push('--ro-bind', '/dev/null', m.path);
  }
  for (const dir of extraReadOnly) args.push('--ro-bind', dir, dir);
  for (const p of plan.readOnlyOutside) args.push('--ro-bind', p, p);
  args.push(...tmpfs(plan.home));
  for (const m of plan.homeMounts) args.push('--ro-bind', m.source, m.target);
  args.push('--bind', plan.workspace, plan.workspace);
  for (const p of plan.pinned) args.push('--bind', p, p);
  for (const p of plan.readOnly) args.push('--ro-bind', p, p);
  for (const c of plan.gitConfigs) if (c.copy) args.push('--ro-bind', c.copy, c.path);
  for (const f of plan.unreadable) args.push('--ro-bind', '/dev/null', f);
  for (const d of plan.unreadableDirs) args.push('--perms', '0000', '--tmpfs', d, '--remount-ro', d);
  for (const p of plan.hidden) args.push('--tmpfs', p, '--remount-ro', p);
  // Read-only: connecting to a socket is not a write to its file system, and a command must not
  // rename the proxy's socket and listen in its place, between every later command and the proxy.
  if (plan.proxySocketDir) args.push('--ro-bind', plan.proxySocketDir, SANDBOX_SOCKET_DIR);
  if (plan.emptied) args.push('--remount-ro', plan.emptied);
  args.push('--remount-ro', '/', '--chdir', cwd);
  return args;
}

/**
 * A sandbox of the host alone: ISOLATION, the system directories, /proc, /dev and /tmp, and nothing
 * the workspace decides. What stops this from starting is the host's (no user namespaces, a
 * container's masked /proc); what stops only bwrapArgs' layout is the workspace's (create.ts).
 */
export function hostProbeArgs(plan: BwrapPlan): string[] {
  const args = [...ISOLATION, ...systemArgs(plan.system)];
  args.push(
    '--proc',
    '/proc',
    ...PROC_SYS,
    ...devArgs(['--tmpfs', '/dev/shm']),
    '--tmpfs',
    '/tmp',
    '--remount-ro',
    '/',
  );
  return args;
}

/**
 * bubblewrap's /dev is a tmpfs of its own, writable and unsized (half the machine's memory): it
 * holds only the device nodes and links, so it is read-only here (a device node on a read-only
 * mount is still read and written), with `shm` a sized tmpfs of its own for POSIX shared memory.
 */
function devArgs(shm: string[]): string[] {
  return ['--dev', '/dev', ...shm, '--remount-ro', '/dev'];
}

function systemArgs(system: readonly SystemEntry[]): string[] {
  return system.flatMap((e) =>
    e.kind === 'symlink' ? ['--symlink', e.target, e.path] : ['--ro-bind', e.path, e.path],
  );
}

export type StdioList = Exclude<StdioOptions, string>;

/**
 * bubblewrap's options passed through one more pipe (`--args FD`), not argv: a workspace with
 * thousands of files to mask makes their mounts' arguments pass what Linux lets a program start
 * with (spawn throws E2BIG). Spawn bubblewrap with `stdio` and `argv` first on its command line,
 * then `send` the options: bubblewrap reads the pipe to its end and closes it, so the command does
 * not inherit it. bubblewrap itself still takes at most 9,000 arguments in all (0.8's MAX_ARGS):
 * past that it refuses, and createSandbox says why. With `seccomp` (a compiled filter), one more
 * pipe carries it (`--seccomp FD`), read and closed the same way.
 */
export function argsPipe(
  stdio: StdioList,
  options: readonly string[],
  seccomp?: Buffer,
): { stdio: StdioList; argv: string[]; send: (child: ChildProcess) => void } {
  const filterFd = seccomp ? stdio.length : undefined;
  const fd = stdio.length + (seccomp ? 1 : 0);
  const data = argsData(filterFd === undefined ? options : [...options, '--seccomp', String(filterFd)]);
  const write = (child: ChildProcess, at: number, bytes: Buffer) => {
    const pipe = child.stdio[at] as Writable | null | undefined;
    // EPIPE when bubblewrap exits before reading it all: its own message says why.
    pipe?.on('error', () => undefined);
    pipe?.end(bytes);
  };
  return {
    stdio: [...stdio, ...(seccomp ? ['pipe' as const] : []), 'pipe'],
    argv: ['--args', String(fd)],
    send: (child) => {
      if (seccomp && filterFd !== undefined) write(child, filterFd, seccomp);
      write(child, fd, data);
    },
  };
}

/**
 * `args` as `--args FD` reads them: each ends with a NUL. An argument holding one would be read as
 * two, the second an option of its own, so none may.
 */
function argsData(args: readonly string[]): Buffer {
  const bad = args.find((a) => a.includes('\0'));
  if (bad !== undefined) throw new Error(`a sandbox argument holds a NUL byte: ${JSON.stringify(bad)}`);
  return Buffer.from(args.map((a) => `${a}\0`).join(''), 'utf8');
}
