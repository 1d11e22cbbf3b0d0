import { ConfigError } from '../config/errors.ts';
import { isPrivateUrl } from './private-address.ts';

type ApiProvider = 'anthropic' | 'openai' | 'openai-compatible';

/** Each vendor's key variable and the one host it belongs to. */
const VENDOR = {
  anthropic: { keyVar: 'ANTHROPIC_API_KEY', host: 'api.anthropic.com', input: 'anthropic-api-key' },
  openai: { keyVar: 'OPENAI_API_KEY', host: 'api.openai.com', input: 'openai-api-key' },
} as const;

export interface KeyRequest {
  provider: ApiProvider;
  /** Where requests go. */
  url: string;
  /** The URL came from the environment (ANTHROPIC_BASE_URL / OPENAI_BASE_URL, the action's base-url), not the task. */
  urlFromEnv: boolean;
  /** The task's `model.api_key_env`. */
  apiKeyEnv?: string | undefined;
  /** The task field the URL and variable are set in, for messages (default `model`). */
  field?: string;
}

export interface ChosenKey {
  key: string;
  /** The variable it came from, for "check X" hints; undefined when no key is sent. */
  keyVar?: string;
}

/**
 * The key a provider sends. The task's `api_key_env` names the variable; otherwise the vendor's own
 * variable goes only to the vendor's host or to a base URL set beside it in the environment — never
 * to a task file's `base_url` elsewhere, which could otherwise collect the key. An
 * `openai-compatible` server on a loopback or private address gets no key (the SDK still needs a
 * non-empty one, so it sends "none").
 */
export function chooseApiKey(req: KeyRequest, env: Record<string, string | undefined>): ChosenKey {
  const field = req.field ?? 'model';
  if (req.apiKeyEnv) {
    const key = env[req.apiKeyEnv];
    if (!key)
      throw new ConfigError(`no API key: ${field}.api_key_env names ${req.apiKeyEnv}, which is not set`);
    return { key, keyVar: req.apiKeyEnv };
  }
  const vendor = VENDOR[req.provider === 'anthropic' ? 'anthropic' : 'openai'];
  if (req.urlFromEnv || hostOf(req.url) === vendor.host) {
    const key = env[vendor.keyVar];
    if (key) return { key, keyVar: vendor.keyVar };
    if (req.provider === 'openai-compatible') return { key: 'none' };
    throw new ConfigError(
      `no API key for ${req.provider}: set ${vendor.keyVar} (or the action's ${vendor.input} input)`,
    );
  }
  if (req.provider === 'openai-compatible' && isPrivateUrl(req.url)) return { key: 'none' };
  throw new ConfigError(
    `${field}.base_url ${req.url} is not ${vendor.host}, so ${vendor.keyVar} is not sent there; name the ` +
      `variable that holds this server's key in the task's ${field} (its name must look like a secret, ` +
      `e.g. ending in _API_KEY or _TOKEN):\n${yamlUnder(field, 'api_key_env: MY_SERVER_API_KEY')}`,
  );
}

/** `line` nested under a dotted field, as YAML (`search.embeddings` → two levels). */
function yamlUnder(field: string, line: string): string {
  return [...field.split('.').map((key) => `${key}:`), line]
    .map((l, i) => `${'  '.repeat(i)}${l}`)
    .join('\n');
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
