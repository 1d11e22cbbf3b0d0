import { looksLikeSecretName } from './secret-names.ts';

/**
 * Variables removed from every command's environment besides names that look like secrets
 * (see looksLikeSecretName) and git configuration passed in the environment: credentials and
 * credential helpers whose names do not say so.
 */
export const SCRUBBED_VARIABLES: readonly string[] = [
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  'SSH_AUTH_SOCK',
  'GPG_AGENT_INFO',
  'AWS_ACCESS_KEY_ID',
  'AWS_PROFILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AZURE_CLIENT_ID',
  'AZURE_TENANT_ID',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'DOCKER_AUTH_CONFIG',
  'KUBECONFIG',
  'VAULT_ADDR',
  'NETRC',
];

const SCRUBBED = new Set(SCRUBBED_VARIABLES);

/**
 * git reads configuration from the environment (`GIT_CONFIG_KEY_0=http.extraheader`,
 * `GIT_CONFIG_VALUE_0=AUTHORIZATION: ...`): how a token reaches git without touching a file, and
 * what `git config --list` would print back.
 */
const GIT_ENV_CONFIG = /^GIT_CONFIG_(COUNT|PARAMETERS|(KEY|VALUE)_\d+)$/;

/**
 * The environment for a command: secrets removed. `keep` (policy `env.keep`) names variables to
 * pass through anyway, e.g. a registry token a test suite needs; it is matched exactly.
 */
export function scrubEnv(
  env: Readonly<Record<string, string | undefined>>,
  keep: readonly string[],
): Record<string, string> {
  const kept = new Set(keep);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (!kept.has(name) && (SCRUBBED.has(name) || GIT_ENV_CONFIG.test(name) || looksLikeSecretName(name)))
      continue;
    out[name] = value;
  }
  return out;
}
