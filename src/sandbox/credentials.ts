import { SCRUBBED_VARIABLES } from '../policy/env.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';

const SCRUBBED = new Set(SCRUBBED_VARIABLES);

/**
 * Variables nightshift removes from its own environment at start: whatever looks like a
 * credential, git configuration passed in the environment (an `http.extraheader` token), and every
 * action input (`INPUT_GITHUB-TOKEN` and the API keys arrive that way).
 */
export function isCredentialVariable(name: string): boolean {
  return (
    name.startsWith('INPUT_') ||
    SCRUBBED.has(name) ||
    /^GIT_CONFIG_(COUNT|PARAMETERS|(KEY|VALUE)_\d+)$/.test(name) ||
    looksLikeSecretName(name)
  );
}
