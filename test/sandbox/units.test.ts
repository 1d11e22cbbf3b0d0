import { describe, expect, it } from 'vitest';
import { commandEnv } from '../../src/sandbox/env.ts';
import { isCredentialVariable } from '../../src/sandbox/credentials.ts';
import { matchHost, parseHostPattern } from '../../src/sandbox/host-pattern.ts';

describe('commandEnv: an allowlist', () => {
  const source = {
    PATH: '/usr/bin',
    LANG: 'C.UTF-8',
    LC_ALL: 'C',
    TERM: 'xterm',
    HOME: '/root',
    ANTHROPIC_API_KEY: 'k',
    INPUT_GITHUB_TOKEN: 't',
    RANDOM_NAME_NO_HINT: 'creds-in-disguise',
    NODE_OPTIONS: '--require /tmp/x.js',
    BASH_ENV: '/tmp/evil',
    NPM_CONFIG_REGISTRY: 'https://r',
    NPM_CONFIG__AUTHTOKEN: 'secret',
    NODE_ENV: 'test',
  };
  it('passes only the base set, names env.pass lists, and the sandbox’s own HOME', () => {
    expect(commandEnv(source, [], { HOME: '/sandbox-home' })).toEqual({
      PATH: '/usr/bin',
      LANG: 'C.UTF-8',
      LC_ALL: 'C',
      TERM: 'xterm',
      HOME: '/sandbox-home',
    });
    expect(commandEnv(source, ['NODE_ENV', 'NPM_CONFIG_*'], {})).toMatchObject({
      NODE_ENV: 'test',
      NPM_CONFIG_REGISTRY: 'https://r',
    });
  });
  it('a prefix never carries a secret-looking name along; an exact name does', () => {
    expect(commandEnv(source, ['NPM_CONFIG_*'], {})).not.toHaveProperty('NPM_CONFIG__AUTHTOKEN');
    expect(commandEnv(source, ['NPM_CONFIG__AUTHTOKEN'], {})).toHaveProperty(
      'NPM_CONFIG__AUTHTOKEN',
      'secret',
    );
  });
});

describe('isCredentialVariable: what nightshift removes from its own environment', () => {
  it.each([
    'INPUT_GITHUB-TOKEN',
    'INPUT_ANTHROPIC-API-KEY',
    'INPUT_MODEL',
    'ANTHROPIC_API_KEY',
    'GITHUB_TOKEN',
    'GIT_CONFIG_VALUE_0',
    'SSH_AUTH_SOCK',
    'OTEL_EXPORTER_OTLP_HEADERS',
    'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
  ])('%s', (name) => expect(isCredentialVariable(name)).toBe(true));
  it.each(['PATH', 'HOME', 'GITHUB_WORKSPACE', 'RUNNER_TEMP', 'LANG', 'OTEL_EXPORTER_OTLP_ENDPOINT'])(
    'not %s',
    (name) => expect(isCredentialVariable(name)).toBe(false),
  );
});

describe('host patterns', () => {
  it('parses names, wildcards, IPs and ports; refuses URLs, paths, bad ports', () => {
    expect(parseHostPattern('Registry.NPMJS.org')).toEqual({
      host: 'registry.npmjs.org',
      subdomains: false,
      port: undefined,
    });
    expect(parseHostPattern('*.pypi.org:443')).toEqual({ host: 'pypi.org', subdomains: true, port: 443 });
    expect(parseHostPattern('127.0.0.1:8080')).toMatchObject({ host: '127.0.0.1', port: 8080 });
    for (const bad of [
      'https://x.org',
      'x.org/path',
      '*',
      '*.',
      'a..b',
      'x.org:0',
      'x.org:70000',
      '-x.org',
      'user@x.org',
      '',
    ])
      expect(parseHostPattern(bad), bad).toBeUndefined();
  });
  it('a wildcard matches subdomains only, a port only that port', () => {
    const p = ['*.pypi.org', 'registry.npmjs.org:443'].map((t) => parseHostPattern(t)!);
    expect(matchHost(p, 'files.pypi.org', 443)).toBe(0);
    expect(matchHost(p, 'pypi.org', 443)).toBe(-1);
    expect(matchHost(p, 'evilpypi.org', 443)).toBe(-1);
    expect(matchHost(p, 'registry.npmjs.org', 443)).toBe(1);
    expect(matchHost(p, 'registry.npmjs.org', 80)).toBe(-1);
    expect(matchHost(p, 'registry.npmjs.org.evil.com', 443)).toBe(-1);
  });
});
