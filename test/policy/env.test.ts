import { describe, expect, it } from 'vitest';
import { scrubEnv } from '../../src/policy/env.ts';

describe('scrubEnv', () => {
  const env = {
    PATH: '/usr/bin',
    HOME: '/home/u',
    CI: 'true',
    GITHUB_TOKEN: 'ghs_x',
    GH_TOKEN: 'ghp_x',
    ANTHROPIC_API_KEY: 'sk-ant',
    OPENAI_API_KEY: 'sk-oa',
    NPM_TOKEN: 'npm_x',
    'INPUT_GITHUB-TOKEN': 'ghs_y',
    ACTIONS_RUNTIME_TOKEN: 'rt',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://x',
    AWS_ACCESS_KEY_ID: 'AKIA',
    DB_PASSWORD: 'pw',
    SSH_AUTH_SOCK: '/tmp/agent',
    UNSET: undefined,
  };

  it('removes secret-looking names and the documented credentials, keeps the rest', () => {
    expect(scrubEnv(env, [])).toEqual({ PATH: '/usr/bin', HOME: '/home/u', CI: 'true' });
  });

  it('passes names listed in env.keep through, exactly', () => {
    expect(scrubEnv(env, ['NPM_TOKEN', 'db_password'])).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/u',
      CI: 'true',
      NPM_TOKEN: 'npm_x',
    });
  });
});
