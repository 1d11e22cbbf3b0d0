import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import type { SandboxSetting } from '../config/policy.ts';
import { bwrapArgs, SANDBOX_SOCKET_DIR, type BwrapPlan } from './bwrap-args.ts';
import { BRIDGE_PORT, bridgeArgv, locateBridge, PROXY_SOCKET_FILE, proxyEnv } from './network/bridge.ts';
import type { ConnectionEvent } from './network/proxy.ts';
import { sanitizeGitConfig } from './git-config.ts';
import { ownInstallDirs } from './own-install.ts';
import { planSandbox } from './plan.ts';
import { Sandbox, type SandboxConfig } from './sandbox.ts';
import { trustedPath } from './trusted-path.ts';

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
  readDenied?: (rel: string) => boolean;
}

/**
 * Chooses the backend a run's processes start in. `auto` takes bubblewrap when it works here and
 * falls back to `none` with the reason; `bubblewrap` and `required` refuse to run without it
 * (a ConfigError: exit 2 before any model call); `none` never tries.
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
  plan.gitConfigs.forEach((config, i) => {
    config.copy = path.join(scratch, `git-config-${i}`);
    writeFileSync(config.copy, sanitizeGitConfig(readOr(config.path)), { mode: 0o600 });
  });
  const bwrapPath =
    input.sourceEnv.NIGHTSHIFT_BWRAP ?? findBwrap(trustedPath(input.sourceEnv.PATH ?? '', [plan.workspace]));
  const failure =
    bwrapPath && existsSync(bwrapPath)
      ? explain(await probe(bwrapPath, plan))
      : `bubblewrap (bwrap) is not installed${bwrapPath ? ` at ${bwrapPath}` : ''} (apt-get install bubblewrap)`;
  if (failure === undefined) {
    const network = input.networkAllow?.length ? await startProxy(input.networkAllow, plan, scratch) : {};
    return new Sandbox({ ...base, backend: 'bubblewrap', bwrapPath: bwrapPath!, plan, scratch, ...network });
  }
  rmSync(scratch, { recursive: true, force: true });
  if (input.setting !== 'auto')
    throw new ConfigError(
      `sandbox: ${input.setting}, but bubblewrap cannot run here: ${failure}. See docs/sandbox.md for what each platform needs.`,
    );
  return new Sandbox({ ...base, backend: 'none', reason: failure });
}

function findBwrap(pathEnv: string): string | undefined {
  for (const dir of [...pathEnv.split(':'), '/usr/bin', '/usr/local/bin']) {
    if (!dir) continue;
    const candidate = path.join(dir, 'bwrap');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Starts `true` in a sandbox of this run's layout: undefined when it worked, else bwrap's words. */
function probe(bwrapPath: string, plan: BwrapPlan): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(bwrapPath, [...bwrapArgs(plan, plan.workspace), '--', 'true'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: '/usr/bin:/bin' },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
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
function explain(failure: string | undefined): string | undefined {
  if (failure === undefined) return undefined;
  if (readSysctl('kernel/apparmor_restrict_unprivileged_userns') === '1')
    return `${failure} (AppArmor restricts unprivileged user namespaces here: run \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\` first)`;
  if (/mount proc|Operation not permitted/.test(failure) && existsSync('/.dockerenv'))
    return `${failure} (inside a container: see docs/sandbox.md for the docker run options the sandbox needs)`;
  return failure;
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
