import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_FILE, bridgeArgv, locateBridge, proxyEnv } from '../../src/sandbox/network/bridge.ts';
import { compileAllowList, decide, denialMessage } from '../../src/sandbox/network/decide.ts';
import { forwardHeaders } from '../../src/sandbox/network/headers.ts';
import { checkHost, parseConnectTarget, parseHttpTarget } from '../../src/sandbox/network/target.ts';

describe('parseConnectTarget', () => {
  it('takes host:port, lower-casing the host', () => {
    expect(parseConnectTarget('Registry.NPMjs.org:443')).toEqual({ host: 'registry.npmjs.org', port: 443 });
    expect(parseConnectTarget('10.0.0.1:22')).toEqual({ host: '10.0.0.1', port: 22 });
    expect(parseConnectTarget('[::1]:8080')).toEqual({ host: '[::1]', port: 8080 });
    expect(parseConnectTarget('pypi.org.:443')).toEqual({ host: 'pypi.org.', port: 443 });
  });

  it.each([
    ['pypi.org', 'CONNECT needs host:port'],
    ['pypi.org:', 'invalid port'],
    ['pypi.org:0', 'invalid port'],
    ['pypi.org:65536', 'invalid port'],
    ['pypi.org:+443', 'invalid port'],
    ['::1:443', 'CONNECT needs host:port'],
    ['[zz]:443', 'invalid IPv6'],
    ['a..b:443', 'invalid host name'],
    ['-a.org:443', 'invalid host name'],
    ['a_b.org:443', 'invalid host name'],
    ['evil.com%00.pypi.org:443', 'invalid host name'],
    ['user@pypi.org:443', 'invalid host name'],
    [`${'a'.repeat(64)}.org:443`, 'invalid host name'],
    ['2130706433:80', 'not a dotted-quad'],
    ['0x7f000001:80', 'not a dotted-quad'],
    ['127.1:80', 'not a dotted-quad'],
    ['127.0.0.01:80', 'not a dotted-quad'],
    ['example.0x1:80', 'not a dotted-quad'],
  ])('refuses %s', (authority, error) => {
    const parsed = parseConnectTarget(authority);
    expect('error' in parsed && parsed.error).toContain(error);
  });
});

describe('parseHttpTarget', () => {
  it('gives the host, port (80 by default), Host header value and origin-form path', () => {
    expect(parseHttpTarget('http://Example.com/a/b?c=d#frag')).toEqual({
      host: 'example.com',
      port: 80,
      authority: 'example.com',
      path: '/a/b?c=d',
    });
    expect(parseHttpTarget('http://127.0.0.1:8080')).toEqual({
      host: '127.0.0.1',
      port: 8080,
      authority: '127.0.0.1:8080',
      path: '/',
    });
  });

  it('decides on the URL parser’s spelling of an IPv4 number, which is also what is dialled', () => {
    expect(parseHttpTarget('http://0x7f.1:81/')).toMatchObject({ host: '127.0.0.1', port: 81 });
  });

  it.each([
    ['/index.html', 'not a proxy request'],
    ['https://pypi.org/', 'use CONNECT'],
    ['ftp://pypi.org/', 'use CONNECT'],
    ['http://', 'invalid URL'],
    ['http://a_b.org/', 'invalid host name'],
  ])('refuses %s', (target, error) => {
    const parsed = parseHttpTarget(target);
    expect('error' in parsed && parsed.error).toContain(error);
  });

  it('checkHost accepts names, dotted quads and bracketed IPv6 only', () => {
    expect(checkHost('LOCALHOST')).toEqual({ host: 'localhost' });
    expect(checkHost('')).toHaveProperty('error');
    expect(checkHost('1.2.3.4.5')).toHaveProperty('error');
  });
});

describe('decide', () => {
  const list = compileAllowList(['registry.npmjs.org', '*.pypi.org:443', '127.0.0.1:8080', 'localhost']);

  it('names the first pattern that allows, as network.allow[i] "pattern"', () => {
    expect(decide(list, 'registry.npmjs.org', 443)).toEqual({
      host: 'registry.npmjs.org',
      port: 443,
      decision: 'allow',
      rule: 'network.allow[0] "registry.npmjs.org"',
    });
    expect(decide(list, 'files.pypi.org', 443).rule).toBe('network.allow[1] "*.pypi.org:443"');
    expect(decide(list, '127.0.0.1', 8080).rule).toBe('network.allow[2] "127.0.0.1:8080"');
    expect(decide(list, 'localhost', 1).rule).toBe('network.allow[3] "localhost"');
  });

  it.each([
    ['pypi.org', 443], // *. does not cover the bare domain
    ['files.pypi.org', 80], // port pinned
    ['registry.npmjs.org.evil.com', 443],
    ['evilregistry.npmjs.org', 443],
    ['127.0.0.1', 8081],
    ['[::1]', 8080],
  ])('denies %s:%d by default', (host, port) => {
    expect(decide(list, host, port)).toEqual({ host, port, decision: 'deny', rule: 'default' });
  });

  it('denies everything with an empty list', () => {
    expect(decide(compileAllowList([]), 'localhost', 80).decision).toBe('deny');
  });

  it('refuses a pattern the policy loader would have rejected', () => {
    expect(() => compileAllowList(['ok.org', 'http://bad'])).toThrow('network.allow[1] "http://bad"');
  });

  it('tells the model what to list', () => {
    expect(denialMessage('pypi.org', 443)).toContain(
      `network.allow must list "pypi.org" (or "pypi.org:443")`,
    );
    expect(denialMessage('[::1]', 443)).toContain('cannot list IPv6');
  });
});

describe('forwardHeaders', () => {
  it('drops hop-by-hop and proxy headers and those Connection names, and sets Host', () => {
    const raw = [
      'Host', 'wrong', 'Connection', 'keep-alive, X-Trace', 'X-Trace', '1', 'Proxy-Authorization', 'Basic x',
      'Proxy-Connection', 'keep-alive', 'Keep-Alive', '5', 'TE', 'trailers', 'Transfer-Encoding', 'chunked',
      'Upgrade', 'h2c', 'Accept', '*/*', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2',
    ]; // prettier-ignore
    expect(forwardHeaders(raw, 'pypi.org')).toEqual([
      'Host', 'pypi.org', 'Accept', '*/*', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2',
    ]); // prettier-ignore
    expect(forwardHeaders(['Host', 'h', 'Accept', '*/*'])).toEqual(['Host', 'h', 'Accept', '*/*']);
  });
});

describe('bridge helpers', () => {
  it('proxyEnv points both spellings at the bridge and empties NO_PROXY', () => {
    expect(proxyEnv(3128)).toEqual({
      HTTP_PROXY: 'http://127.0.0.1:3128',
      HTTPS_PROXY: 'http://127.0.0.1:3128',
      http_proxy: 'http://127.0.0.1:3128',
      https_proxy: 'http://127.0.0.1:3128',
      NO_PROXY: '',
      no_proxy: '',
    });
  });

  it('bridgeArgv puts the command after --', () => {
    expect(
      bridgeArgv({
        nodePath: '/usr/bin/node',
        bridgePath: '/opt/ns/sandbox-bridge.js',
        socketPath: '/run/nightshift/proxy.sock',
        port: 3128,
        argv: ['/bin/bash', '-c', 'npm ci -- --x'],
      }),
    ).toEqual([
      '/usr/bin/node',
      '/opt/ns/sandbox-bridge.js',
      '/run/nightshift/proxy.sock',
      '3128',
      '--',
      '/bin/bash',
      '-c',
      'npm ci -- --x',
    ]);
    const base = { nodePath: 'n', bridgePath: 'b', socketPath: 's', argv: ['x'] };
    expect(() => bridgeArgv({ ...base, port: 0 })).toThrow('invalid port');
    expect(() => bridgeArgv({ ...base, port: 3128, argv: [] })).toThrow('no program');
  });

  it('locateBridge finds the script beside the sources, and in dist/ from dist/ or dist/chunks/', () => {
    expect(locateBridge()).toBe(path.resolve(import.meta.dirname, '../../src/sandbox/network', BRIDGE_FILE));
    const dist = mkdtempSync(path.join(tmpdir(), 'ns-dist-'));
    mkdirSync(path.join(dist, 'chunks'));
    writeFileSync(path.join(dist, BRIDGE_FILE), '');
    expect(locateBridge(dist)).toBe(path.join(dist, BRIDGE_FILE));
    expect(locateBridge(path.join(dist, 'chunks'))).toBe(path.join(dist, BRIDGE_FILE));
    expect(() => locateBridge(tmpdir())).toThrow(`${BRIDGE_FILE} not found`);
  });

  it('the bridge imports node: builtins only, so it runs as one file', () => {
    const source = readFileSync(locateBridge(), 'utf8');
    const specifiers = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.every((s) => s!.startsWith('node:'))).toBe(true);
    expect(source).not.toMatch(/\bimport\(|\brequire\(/);
  });
});
