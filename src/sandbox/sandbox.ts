import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import type { SandboxSetting } from '../config/policy.ts';
import type { WorkspaceLink } from '../policy/workspace-links.ts';
import { argsPipe, bwrapArgs, type BwrapPlan, type StdioList } from './bwrap-args.ts';
import { commandEnv } from './env.ts';
import { coverInheritedFds } from './inherited-fds.ts';
import { keyringFilter } from './seccomp.ts';
import { removePlaceholders, SANDBOX_HOME } from './plan.ts';
import type { ConnectionEvent, NetworkProxy } from './network/proxy.ts';
import { limitArgv, PidsCgroups } from './process-bound.ts';
import { MARKER_VARIABLE, Reaper } from './reaper.ts';
import { endNamespace, identifyInit, killInit, type NamespaceInit } from './namespace-init.ts';

export type SandboxBackend = 'bubblewrap' | 'none';

/** What held in a run, for run.started and the summary. */
export interface SandboxProtections {
  /** Commands see only their own processes: not nightshift, not the runner. */
  pid_namespace: boolean;
  /** Only the workspace is writable; .git, the out dir, policy and task files are not. */
  filesystem: boolean;
  /** setuid programs and sudo cannot raise privileges. */
  no_new_privs: boolean;
  /** `off`, `proxy` (only network.allow hosts) or `host` (no containment). */
  network: 'off' | 'proxy' | 'host';
  /** Commands' environments are built from an allowlist. */
  env_allowlist: true;
  /** nightshift's own /proc/<pid>/environ no longer holds credentials. */
  own_environ_scrubbed: boolean;
  /** Every file of the workspace the read rules deny is masked (empty) for commands. */
  read_deny: boolean;
}

/**
 * The host's resources a sandboxed process may take, each null where no bound holds here. Not
 * protections: they keep the machine alive, not the credentials out of reach.
 */
export interface SandboxBounds {
  /** Tasks (processes and threads) one sandboxed process and what it starts may run at once. */
  processes: number | null;
  /** Bytes each memory-backed directory (/tmp, HOME, /dev/shm) holds at most. */
  tmpfs_bytes: number | null;
}

export interface SandboxReport {
  setting: SandboxSetting;
  backend: SandboxBackend;
  protections: SandboxProtections;
  bounds: SandboxBounds;
  /** Why the backend is weaker than asked (auto fell back to none). */
  reason?: string;
}

export interface SpawnOptions {
  cwd: string;
  stdio: StdioOptions;
  /** Variables for this process only, over the allowlisted environment (an MCP server's `env`). */
  env?: Record<string, string>;
  /** Host directories this process may read besides the plan's (an MCP server's own package). */
  readOnly?: readonly string[];
  /** Needs no network (nightshift's own ripgrep): not wrapped by the network bridge. */
  offline?: boolean;
}

export interface SandboxedChild {
  child: ChildProcess;
  /**
   * Resolves once the process ended with whether the sandbox itself failed to start (bubblewrap
   * reports the command's exit status only when its setup succeeded).
   */
  sandboxFailed: Promise<boolean>;
  /**
   * Once the process ended: kills what it left running outside its process group (marked
   * processes, found by the reaper), or, in bubblewrap, waits until its PID namespace is empty.
   */
  reap: () => Promise<void>;
}

export interface SandboxConfig {
  setting: SandboxSetting;
  backend: SandboxBackend;
  reason?: string;
  bwrapPath?: string;
  plan?: BwrapPlan;
  /** The environment commands' variables come from (the launch environment). */
  sourceEnv: Readonly<Record<string, string | undefined>>;
  envPass: readonly string[];
  /** Variables every process gets (the proxy's, when network.allow lists hosts). */
  extraEnv?: Record<string, string>;
  /** Wraps argv before it runs inside the sandbox (the network bridge). */
  wrapArgv?: (argv: string[]) => string[];
  ownEnvironScrubbed: boolean;
  /** A private directory of the sandbox's own files (the sanitized git config), removed on close. */
  scratch?: string;
  /** The filtering proxy for `network.allow`, and its decisions not yet taken by takeNetworkEvents. */
  proxy?: { server: NetworkProxy; events: ConnectionEvent[] };
  /**
   * limits.max_processes, and whether it holds: through RLIMIT_NPROC (`rlimit`, not for root) and
   * through a pids cgroup per process (`cgroups`), where nightshift may make them.
   */
  processes?: { max: number; rlimit: boolean; cgroups?: PidsCgroups };
}

/**
 * The one way nightshift starts a process that runs model-influenced code: commands, required
 * checks and stdio MCP servers. With bubblewrap the process runs in namespaces of its own (see
 * bwrapArgs); with `none` it runs as nightshift's user, with only the allowlisted environment and
 * a private HOME and TMPDIR between it and the host.
 */
export class Sandbox {
  readonly backend: SandboxBackend;
  readonly #config: SandboxConfig;
  #privateDir: string | undefined;
  #reaper: Reaper | undefined;
  #noticed = false;
  #running = 0;

  constructor(config: SandboxConfig) {
    this.#config = config;
    this.backend = config.backend;
    // Without a sandbox, HOME and TMPDIR still point at an empty directory of the run's own, so
    // tools do not pick up the runner's ~/.npmrc, ~/.gitconfig or credential caches by default;
    // the reaper stands in for the PID namespace.
    if (config.backend === 'none') {
      this.#privateDir = mkdtempSync(path.join(tmpdir(), 'nightshift-home-'));
    }
    // Also with bubblewrap: a cancel that kills bwrap's outer process can leave the sandbox's own
    // init behind (seen under load), so the run's processes are marked and reaped either way.
    this.#reaper = new Reaper();
  }

  report(): SandboxReport {
    const c = this.#config;
    const bwrap = c.backend === 'bubblewrap';
    return {
      setting: c.setting,
      backend: c.backend,
      protections: {
        pid_namespace: bwrap,
        filesystem: bwrap && c.plan?.checkoutsComplete !== false,
        no_new_privs: bwrap,
        network: bwrap ? (c.plan?.proxySocketDir ? 'proxy' : 'off') : 'host',
        env_allowlist: true,
        own_environ_scrubbed: c.ownEnvironScrubbed,
        read_deny: bwrap && c.plan?.unreadableComplete === true,
      },
      bounds: {
        processes:
          bwrap && c.processes && (c.processes.rlimit || c.processes.cgroups) ? c.processes.max : null,
        tmpfs_bytes: (bwrap && c.plan?.tmpfsBytes) || null,
      },
      ...(c.reason ? { reason: c.reason } : {}),
    };
  }

  /**
   * The workspace files the read rules deny, as the plan's walk found them at the start: those the
   * sandbox masks one by one, and directories it masks whole. Undefined without bubblewrap.
   */
  get deniedFiles():
    { files: readonly string[]; dirs: readonly string[]; links: readonly WorkspaceLink[] } | undefined {
    const plan = this.#config.plan;
    return plan && { files: plan.unreadable, dirs: plan.unreadableDirs, links: plan.workspaceLinks };
  }

  /**
   * Processes started here that have not ended. While one runs (an MCP server), the workspace can
   * change under anything nightshift does outside the sandbox.
   */
  get running(): number {
    return this.#running;
  }

  /**
   * The environment a process gets: allowlisted variables, a private HOME and TMPDIR, and git
   * told to find only `.git` directories (GIT_SAFETY).
   */
  environment(extra: Record<string, string> = {}): Record<string, string> {
    const home = this.#privateDir ?? SANDBOX_HOME;
    const tmp = this.#privateDir ?? '/tmp';
    return {
      ...commandEnv(this.#config.sourceEnv, this.#config.envPass, { HOME: home, TMPDIR: tmp, ...GIT_SAFETY }),
      ...this.#config.extraEnv,
      ...extra,
    };
  }

  /**
   * Starts argv in the sandbox, in a process group of its own (detached) so that a timeout can
   * signal everything it started.
   */
  spawn(argv: string[], options: SpawnOptions): SandboxedChild {
    let started: SandboxedChild;
    try {
      started = this.#start(argv, options);
    } catch (err) {
      started = notStarted(err, options.stdio);
    }
    this.#running += 1;
    let counted = true;
    const end = () => {
      if (counted) this.#running -= 1;
      counted = false;
    };
    started.child.once('error', end).once('close', end);
    return started;
  }

  #start(argv: string[], options: SpawnOptions): SandboxedChild {
    const env = this.environment(options.env);
    const c = this.#config;
    if (!c.plan || !c.bwrapPath) {
      const reaper = this.#reaper;
      const mark = reaper?.mark();
      const child = spawn(argv[0]!, argv.slice(1), {
        cwd: options.cwd,
        env: mark ? { ...env, [MARKER_VARIABLE]: mark } : env,
        stdio: coverInheritedFds(stdioList(options.stdio)),
        detached: true,
      });
      const reap = () => Promise.resolve(void (mark && reaper?.kill(mark)));
      return { child, sandboxFailed: Promise.resolve(false), reap };
    }
    const stdio = [...coverInheritedFds(stdioList(options.stdio))];
    const statusFd = stdio.length;
    stdio.push('pipe');
    const wrapped = c.wrapArgv && !options.offline ? c.wrapArgv(argv) : argv;
    // The host's root is exempt from RLIMIT_NPROC: its bound is the pids cgroup, and a shell
    // setting a limit the kernel ignores would cost every command a process for nothing.
    const inner = c.processes?.rlimit ? limitArgv(c.processes.max, wrapped) : wrapped;
    const cgroups = c.processes?.cgroups;
    const cgroup = cgroups?.create();
    // The bound run.started reported holds for every process, or the process does not start.
    if (cgroups && !cgroup) throw new Error('its pids cgroup (limits.max_processes) could not be created');
    const mark = this.#reaper?.mark();
    const args = argsPipe(stdio, bwrapArgs(c.plan, options.cwd, options.readOnly), keyringFilter());
    const bwrap = [c.bwrapPath, ...args.argv, '--json-status-fd', String(statusFd), '--', ...inner];
    const [program, ...rest] = cgroup ? PidsCgroups.wrap(cgroup, bwrap) : bwrap;
    const child = spawn(program!, rest, {
      cwd: '/',
      env: mark ? { ...env, [MARKER_VARIABLE]: mark } : env,
      stdio: args.stdio,
      detached: true,
    });
    args.send(child);
    const status = child.stdio[statusFd];
    let text = '';
    let init: NamespaceInit | undefined;
    let named = false;
    status?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      // Known by its start time from the moment bubblewrap names it: see killInit.
      const pid = named ? undefined : /"child-pid"\s*:\s*(\d+)/.exec(text)?.[1];
      if (!pid) return;
      named = true;
      init = identifyInit(Number(pid), child.pid);
      if (init) this.#reaper?.watchInit(init);
    });
    // At once, not only when a caller reaps (an MCP server's is stopped by its process group).
    child.once('exit', () => {
      if (init) killInit(init);
    });
    const sandboxFailed = new Promise<boolean>((resolve) => {
      child.once('error', () => resolve(true));
      child.once('close', () => resolve(!/"exit-code"/.test(text)));
    });
    const reaper = this.#reaper;
    // A command whose exit status bubblewrap reported ends with its PID namespace: bubblewrap
    // reports the status and exits, its init (pid 1 inside, `child-pid` outside) exits with the
    // command, and the kernel kills what is left in the namespace before that init becomes a
    // zombie, a few ms after the status. nightshift kills that init itself rather than trust it to
    // exit (endNamespace), and waits for it: rather than scanning every process for the mark
    // (~2.5 ms per command), this means nothing a command started runs once its result is back,
    // whether it exited, timed out or was cancelled. A killed or failed sandbox is searched too.
    const reap = async () => {
      const ended = init !== undefined && (await endNamespace(init, NAMESPACE_END_MS));
      if (!ended || !/"exit-code"/.test(text)) if (mark) reaper?.kill(mark);
      if (cgroup) cgroups?.release(cgroup);
    };
    return { child, sandboxFailed, reap };
  }

  /**
   * Said once per run, on the first command result, when there is no sandbox: the model (and
   * whoever reads the log) should know nothing but the policy bounded that command.
   */
  noticeOnce(): string | undefined {
    if (this.backend !== 'none' || this.#noticed) return undefined;
    this.#noticed = true;
    return `Note: no sandbox is active (${this.#config.reason ?? 'sandbox: none'}): commands run with the runner's own rights, files and network.`;
  }

  /** The proxy's connection decisions since the last call, for the audit log. */
  takeNetworkEvents(): ConnectionEvent[] {
    return this.#config.proxy?.events.splice(0) ?? [];
  }

  /** Connections the proxy let through and refused over the whole run. */
  networkCounts(): { allowed: number; denied: number } | undefined {
    return this.#config.proxy?.server.counts();
  }

  async close(): Promise<void> {
    await this.#config.proxy?.server.close();
    this.#reaper?.close();
    this.#config.processes?.cgroups?.close();
    if (this.#privateDir) rmSync(this.#privateDir, { recursive: true, force: true });
    if (this.#config.scratch) rmSync(this.#config.scratch, { recursive: true, force: true });
    if (this.#config.plan) removePlaceholders(this.#config.plan);
  }
}

/**
 * A process that could not be started at all, shaped as bubblewrap that failed in its setup, which
 * every caller already handles (a command's result: start_failed, the reason in its output): no
 * pid, 'spawn', the reason on its stderr, then 'exit' and 'close' with status 1. spawn() throws
 * instead of failing that way for an argument over Linux's limits (E2BIG) or one holding a NUL
 * byte, which an exception would carry out of the tool call.
 */
function notStarted(err: unknown, stdio: StdioOptions): SandboxedChild {
  const entries = Array.isArray(stdio) ? stdio : [stdio, stdio, stdio];
  const pipes = entries.map((s, fd) => (s !== 'pipe' ? null : fd === 0 ? discard() : new PassThrough()));
  const child = Object.assign(new EventEmitter(), {
    pid: undefined,
    stdin: pipes[0] ?? null,
    stdout: pipes[1] ?? null,
    stderr: pipes[2] ?? null,
    stdio: pipes,
    exitCode: null,
    signalCode: null,
    killed: false,
    kill: () => false,
  }) as unknown as ChildProcess;
  process.nextTick(() => {
    child.emit('spawn');
    const stderr = entries[2];
    const reason = `nightshift: the command could not be started: ${startError(err)}\n`;
    if (typeof stderr === 'number') writeOr(stderr, reason);
    else pipes[2]?.write(reason);
    for (const pipe of pipes.slice(1)) pipe?.end();
    // After the pipes' data and end, as Node's own 'close' comes.
    setImmediate(() => {
      child.emit('exit', 1, null);
      child.emit('close', 1, null);
    });
  });
  return { child, sandboxFailed: Promise.resolve(true), reap: () => Promise.resolve() };
}

/** What spawn() threw, in one line of words the model can act on. */
function startError(err: unknown): string {
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0]!.slice(0, 300);
  return (err as NodeJS.ErrnoException).code === 'E2BIG'
    ? `${message}: longer than Linux lets a program start with (128 KiB for one argument, about 2 MiB in all); write long text to a file first`
    : message;
}

/** `stdio` as a list of one entry per descriptor (`'pipe'` is three pipes). */
function stdioList(stdio: StdioOptions): StdioList {
  return Array.isArray(stdio) ? stdio : [stdio, stdio, stdio];
}

const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Writes to a caller's descriptor; closed meanwhile, the status alone says the start failed. */
function writeOr(fd: number, text: string): void {
  try {
    writeSync(fd, text);
  } catch {
    // nothing to tell it to
  }
}

/**
 * git finds its repository by walking up from the current directory, and takes any directory that
 * looks like a bare one (HEAD, objects/, refs/, config): a directory the model wrote in the
 * workspace would then be a repository whose config runs programs (core.fsmonitor, a pager, a
 * filter) when an allowed `git status` runs there. Tools never write `.git`, so only those are found.
 */
const GIT_SAFETY = {
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'safe.bareRepository',
  GIT_CONFIG_VALUE_0: 'explicit',
};

// bubblewrap's namespace ends ~1-4 ms after its status; under heavy load, longer.
const NAMESPACE_END_MS = 2000;
