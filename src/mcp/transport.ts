import path from 'node:path';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Redactor } from '../audit/redact.ts';
import type { McpServerConfig } from '../config/task.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { expandMap, expandVars, type EnvSource } from './expand.ts';
import { BoundedHttpTransport } from './http-transport.ts';
import { ProcessGroupStdioTransport } from './stdio-transport.ts';
import { describeUrl, urlCredentials } from './url-credentials.ts';

export interface TransportOptions {
  env: EnvSource;
  /** Where stdio servers start; a relative `cwd` in the config resolves against it. */
  cwd: string;
  /** Directory that receives `<server>.stderr.log`. */
  logDir: string;
  graceMs: number;
  maxStderrBytes: number;
  sandbox: Sandbox;
  /** Masks secrets in the stderr logs. */
  redactor?: Redactor | undefined;
}

export interface PreparedTransport {
  kind: 'stdio' | 'http';
  transport: Transport;
  /** What the audit log may say about the server: the config before `${VAR}` expansion. */
  describe: Record<string, unknown>;
  /**
   * Values the server is given that are credentials, whatever the variable they came from is
   * called: every header value (and the token after an `Authorization` scheme), and env values
   * under a name that looks like a secret's. The run masks them everywhere, as it does its own keys.
   */
  secrets: string[];
}

/**
 * Builds (without starting) the transport of one server, expanding `${VAR}` in args, env and
 * headers. Throws ConfigError for a variable that is not set.
 */
export function prepareTransport(
  name: string,
  config: McpServerConfig,
  opts: TransportOptions,
): PreparedTransport {
  const where = `mcp_servers.${name}`;
  if ('url' in config) {
    const headers = expandMap(config.headers, opts.env, `${where}.headers`);
    return {
      kind: 'http',
      transport: new BoundedHttpTransport(new URL(config.url), { requestInit: { headers } }),
      // Header names only: their values usually are credentials; so are a URL's user, password
      // and query values.
      describe: { url: describeUrl(config.url), headers: Object.keys(config.headers ?? {}) },
      secrets: [
        ...Object.values(headers).flatMap((v) => [v, v.replace(/^\S+\s+/, '')]),
        ...urlCredentials(config.url),
      ],
    };
  }
  const args = config.args.map((a, i) => expandVars(a, opts.env, `${where}.args[${i}]`));
  // The sandbox's allowlisted environment, not the runner's (which holds API keys), plus exactly
  // what the task gives this server.
  const env = expandMap(config.env, opts.env, `${where}.env`);
  return {
    kind: 'stdio',
    transport: new ProcessGroupStdioTransport({
      command: config.command,
      args,
      env,
      cwd: path.resolve(opts.cwd, config.cwd ?? '.'),
      stderrFile: path.join(opts.logDir, `${name}.stderr.log`),
      graceMs: opts.graceMs,
      maxStderrBytes: opts.maxStderrBytes,
      sandbox: opts.sandbox,
      redactor: opts.redactor,
    }),
    describe: {
      command: config.command,
      args: config.args,
      env: Object.keys(config.env ?? {}),
      cwd: config.cwd ?? null,
    },
    secrets: Object.entries(env)
      .filter(([key]) => looksLikeSecretName(key))
      .map(([, value]) => value),
  };
}
