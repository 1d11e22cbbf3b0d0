import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import type { SandboxSetting } from '../config/policy.ts';
import { argsPipe, bwrapArgs, hostProbeArgs, SANDBOX_SOCKET_DIR, type BwrapPlan } from './bwrap-args.ts';
import { BRIDGE_PORT, bridgeArgv, locateBridge, PROXY_SOCKET_FILE, proxyEnv } from './network/bridge.ts';
import type { ConnectionEvent } from './network/proxy.ts';
import { sanitizeGitConfig } from './git-config.ts';
import { ownInstallDirs } from './own-install.ts';
import { planSandbox, removePlaceholders } from './plan.ts';
import { PidsCgroups, rlimitBindsHere } from './process-bound.ts';
import { keyringFilter } from './seccomp.ts';
import { Sandbox, type SandboxConfig } from './sandbox.ts';
import { trustedPath } from './trusted-path.ts';
import type { ReadDenied } from '../policy/workspace-links.ts';

export interface CreateSandboxInput {
  setting: SandboxSetting;
  workspace: string;
  protectedFiles: string[];
  outDir: string;
  sourceEnv: Readonly<Record<string, string | undefined>>;
  envPass: readonly string[];
  /** The policy's `network.allow`: hosts reached through the filtering proxy. */
  networkAllow?: readonly string[];
  ownEnvironScrubbed: boolean;
  /** Whether the policy's read rules deny a workspace path: commands see such files empty. */
  readDenied?: ReadDenied;
  /** limits.max_processes and limits.max_tmpfs_bytes: unbounded when absent (tests, `tools`). */
  bounds?: { maxProcesses?: number; tmpfsBytes?: number };
}

/**
 * Chooses the backend a run's processes start in. `auto` takes bubblewrap when it works here and
 * falls back to `none` with the reason; `bubblewrap` and `required` refuse to run without it
 * (a ConfigError: exit 2 before any model call); `none` never tries. Where bubblewrap works but
 * not with this workspace's layout, every setting refuses (see diagnose).
 */
export async function createSandbox(input: CreateSandboxInput): Promise<Sandbox> {
  const base = {
    setting: input.setting,
    sourceEnv: input.sourceEnv,
    envPass: input.envPass,
    ownEnvironScrubbed: input.ownEnvironScrubbed,
  };
  if (input.setting === 'none' || process.platform !== 'linux') {
    const reason =
      input.setting === 'none'
        ? 'the policy says sandbox: none'
        : `no sandbox backend on ${process.platform}`;
    if (input.setting === 'required' || input.setting === 'bubblewrap')
      throw new ConfigError(`sandbox: ${input.setting}, but ${reason}`);
    return new Sandbox({ ...base, backend: 'none', reason });
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'nightshift-sandbox-'));

  const plan = planSandbox({
    workspace: input.workspace,
    protectedFiles: input.protectedFiles,
    hiddenDirs: [input.outDir],
    pathEnv: input.sourceEnv.PATH ?? '/usr/bin:/bin',
    nodePath: process.execPath,
    hostHome: input.sourceEnv.HOME ?? homedir(),
    rustupHome: input.sourceEnv.RUSTUP_HOME,
    ownCode: ownInstallDirs(input.workspace),
    ...(input.readDenied ? { readDenied: input.readDenied } : {}),
  });
  if (input.bounds?.tmpfsBytes !== undefined) plan.tmpfsBytes = input.bounds.tmpfsBytes;
  // `required` promises every protection: a walk cut short leaves read_deny or filesystem unheld.
  const short = !plan.unreadableComplete ? 'read_deny' : !plan.checkoutsComplete ? 'filesystem' : undefined;
  if (input.setting === 'required' && short) {
    rmSync(scratch, { recursive: true, force: true });
    throw new ConfigError(
      `sandbox: required, but the ${short} protection does not hold in this workspace: the walk that finds ${short === 'read_deny' ? 'the files read.deny rules cover' : 'nested checkouts'} could not finish (too many entries, or names that are not UTF-8). See docs/sandbox.md.`,
    );
  }
  plan.gitConfigs.forEach((config, i) => {
    config.copy = path.join(scratch, `git-config-${i}`);
    writeFileSync(config.copy, sanitizeGitConfig(readOr(config.path)), { mode: 0o600 });
  });
  const bwrapPath =
    input.sourceEnv.NIGHTSHIFT_BWRAP ?? findBwrap(trustedPath(input.sourceEnv.PATH ?? '', [plan.workspace]));
  const failure =
    bwrapPath && existsSync(bwrapPath)
      ? await diagnoseSized(bwrapPath, plan)
      : {
          host: `bubblewrap (bwrap) is not installed${bwrapPath ? ` at ${bwrapPath}` : ''} (apt-get install bubblewrap)`,
        };
  if (failure === undefined) {
    const network = input.networkAllow?.length ? await startProxy(input.networkAllow, plan, scratch) : {};
    const max = input.bounds?.maxProcesses;
    // A cgroup costs each process ~8 ms (moving a process between cgroups waits for RCU): only
    // where RLIMIT_NPROC does not bind.
    const rlimit = rlimitBindsHere();
    const cgroups = max === undefined || rlimit ? undefined : PidsCgroups.open(max);
    const processes =
      max === undefined ? {} : { processes: { max, rlimit, ...(cgroups ? { cgroups } : {}) } };
    return new Sandbox({
      ...base,
      backend: 'bubblewrap',
      bwrapPath: bwrapPath!,
      plan,
      scratch,
      ...network,
      ...processes,
    });
  }
  rmSync(scratch, { recursive: true, force: true });
  removePlaceholders(plan);
  if ('layout' in failure)
    throw new ConfigError(
      `sandbox: ${input.setting}, but bubblewrap, which works here, cannot set up this workspace's sandbox: ${failure.layout}. ` +
        'The run stops rather than start without one, as what the workspace holds must not turn the sandbox off; ' +
        'set `sandbox: none` in the policy to run without one knowingly. See docs/sandbox.md.',
    );
  if (input.setting !== 'auto')
    throw new ConfigError(
      `sandbox: ${input.setting}, but bubblewrap cannot run here: ${failure.host}. See docs/sandbox.md for what each platform needs.`,
    );
  return new Sandbox({ ...base, backend: 'none', reason: failure.host });
}

/**
 * Why bubblewrap cannot start this run's sandbox, if it cannot. `host`: it cannot start even a
 * sandbox of the host alone (hostProbeArgs), so nothing in the workspace is the cause, and `auto`
 * may fall back to `none`. `layout`: only this run's layout fails, and the layout follows the
 * workspace, which earlier runs' commands wrote: a planted link or thousands of files to mask must
 * not turn a later run's sandbox off. The second probe runs only after the first failed.
 */
async function diagnose(
  bwrapPath: string,
  plan: BwrapPlan,
): Promise<{ host: string } | { layout: string } | undefined> {
  const full = await probe(bwrapPath, bwrapArgs(plan, plan.workspace));
  if (full === undefined) return undefined;
  const host = await probe(bwrapPath, hostProbeArgs(plan));
  return host === undefined ? { layout: explainLayout(full, plan) } : { host: explain(host) };
}

/**
 * diagnose, and where this bubblewrap has no `--size` (before 0.5: Ubuntu 20.04, Debian 11), again
 * without sizes: the sandbox then starts with its memory-backed directories unbounded, and
 * run.started says so (`bounds.tmpfs_bytes: null`), rather than not at all.
 */
async function diagnoseSized(bwrapPath: string, plan: BwrapPlan): ReturnType<typeof diagnose> {
  const failure = await diagnose(bwrapPath, plan);
  if (plan.tmpfsBytes === undefined || !failure || !/--size/.test(Object.values(failure)[0] ?? ''))
    return failure;
  delete plan.tmpfsBytes;
  return diagnose(bwrapPath, plan);
}

function findBwrap(pathEnv: string): string | undefined {
  for (const dir of [...pathEnv.split(':'), '/usr/bin', '/usr/local/bin']) {
    if (!dir) continue;
    const candidate = path.join(dir, 'bwrap');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Starts `true` in a sandbox of `args`: undefined when it worked, else bwrap's words. */
function probe(bwrapPath: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      const pipe = argsPipe(['ignore', 'ignore', 'pipe'], args, keyringFilter());
      child = spawn(bwrapPath, [...pipe.argv, '--', 'true'], {
        stdio: pipe.stdio,
        env: { PATH: '/usr/bin:/bin' },
      });
      pipe.send(child);
    } catch (err) {
      resolve(`bwrap could not be started: ${(err as Error).message}`);
      return;
    }
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.once('error', (err) => resolve(err.message));
    child.once('close', (code) =>
      resolve(code === 0 ? undefined : stderr.trim().split('\n')[0] || `bwrap exited with ${code}`),
    );
  });
}

/**
 * bubblewrap's words, plus what to do where the cause is known: Ubuntu 24.04 (GitHub's hosted
 * runners) lets AppArmor refuse unprivileged user namespaces; a container's runtime masks /proc.
 */
function explain(failure: string): string {
  if (readSysctl('kernel/apparmor_restrict_unprivileged_userns') === '1')
    return `${failure} (AppArmor restricts unprivileged user namespaces here: run \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\` first)`;
  if (/mount proc|Operation not permitted/.test(failure) && existsSync('/.dockerenv'))
    return `${failure} (inside a container: see docs/sandbox.md for the docker run options the sandbox needs)`;
  return failure;
}

/**
 * bubblewrap's words about a layout, plus the cause where it is known: it takes at most 9,000
 * arguments (bubblewrap 0.8), and each file the read rules deny is masked by a mount of its own.
 */
function explainLayout(failure: string, plan: BwrapPlan): string {
  if (!/maximum number of arguments/.test(failure)) return failure;
  return `${failure} (the workspace holds ${plan.unreadable.length} files the read rules deny, each masked by three of them: remove such files or narrow read.deny)`;
}

/** A config nightshift cannot read is shown empty: what it holds is not known to be safe. */
function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function readSysctl(name: string): string | undefined {
  try {
    return readFileSync(`/proc/sys/${name}`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The network path for `network.allow`: the filtering proxy listens on a Unix socket in the
 * sandbox's scratch directory, shown inside at /run/nightshift; the bridge, run by node inside,
 * listens on the sandbox's own loopback and forwards there. Nothing else leaves the sandbox's
 * network namespace.
 */
async function startProxy(
  allow: readonly string[],
  plan: BwrapPlan,
  scratch: string,
): Promise<Pick<SandboxConfig, 'proxy' | 'wrapArgv' | 'extraEnv'>> {
  const socketDir = path.join(scratch, 'net');
  mkdirSync(socketDir, { mode: 0o700 });
  const events: ConnectionEvent[] = [];
  // Loaded only for runs that allow network: importing node:http costs ~15 ms at start-up on
  // Node 24 (its namespace pulls in undici), before the first model request.
  const { startNetworkProxy } = await import('./network/proxy.ts');
  const proxy = await startNetworkProxy({
    allow,
    socketPath: path.join(socketDir, PROXY_SOCKET_FILE),
    onConnection: (ev) => events.push(ev),
  });
  const bridgePath = locateBridge();
  plan.proxySocketDir = socketDir;
  plan.readOnlyOutside.push(bridgePath);
  return {
    proxy: { server: proxy, events },
    extraEnv: proxyEnv(BRIDGE_PORT),
    wrapArgv: (argv) =>
      bridgeArgv({
        nodePath: process.execPath,
        bridgePath,
        socketPath: `${SANDBOX_SOCKET_DIR}/${PROXY_SOCKET_FILE}`,
        port: BRIDGE_PORT,
        argv,
      }),
  };
}
