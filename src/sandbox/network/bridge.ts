import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bridge's file name, in src/sandbox/network/ and in dist/ (scripts/build.mjs builds it). */
export const BRIDGE_FILE = 'sandbox-bridge.js';
/** The proxy's socket file name, in the directory bind-mounted at /run/nightshift. */
export const PROXY_SOCKET_FILE = 'proxy.sock';
/** The loopback port the bridge listens on inside the sandbox (its own network namespace). */
export const BRIDGE_PORT = 3128;

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The bridge script's absolute path. From source it sits beside this module; in the bundle this
 * code is in dist/cli.js, dist/index.js or dist/chunks/, and the bridge is dist/sandbox-bridge.js.
 */
export function locateBridge(from: string = here): string {
  for (const up of ['.', '..']) {
    const candidate = path.resolve(from, up, BRIDGE_FILE);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`nightshift: ${BRIDGE_FILE} not found near ${from} (run \`npm run bundle\`)`);
}

/**
 * The environment that sends a sandboxed command's HTTP(S) through the bridge on `port`. Both
 * spellings: curl reads only the lower-case http_proxy, many others the upper-case names. An
 * empty NO_PROXY, so that nothing inherited can route around the proxy (there is no route).
 */
export function proxyEnv(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    NO_PROXY: '',
    no_proxy: '',
  };
}

export interface BridgeArgvOptions {
  /** Node inside the sandbox (usually process.execPath, bind-mounted read-only). */
  nodePath: string;
  /** The bridge script, from locateBridge(). */
  bridgePath: string;
  /** The proxy's Unix socket as the sandbox sees it, e.g. /run/nightshift/proxy.sock. */
  socketPath: string;
  /** The loopback port the bridge listens on inside the sandbox. */
  port: number;
  /** The command to run: program and arguments. */
  argv: readonly string[];
}

/** The argv that runs `argv` under the bridge: what follows `bwrap ... --`. */
export function bridgeArgv(o: BridgeArgvOptions): string[] {
  if (!Number.isInteger(o.port) || o.port < 1 || o.port > 65535) throw new Error(`invalid port ${o.port}`);
  if (o.argv.length === 0) throw new Error('bridgeArgv: no program to run');
  return [o.nodePath, o.bridgePath, o.socketPath, String(o.port), '--', ...o.argv];
}
