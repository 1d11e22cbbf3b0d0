import { describe, expect, it } from 'vitest';
import {
  compileBrowserAllow,
  decideBrowserHost,
  decideBrowserUrl,
  DEFAULT_BROWSER_ALLOW,
  isBrowserPattern,
} from '../../src/browser/url-policy.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { decide } from '../../src/policy/decide.ts';
import type { Policy } from '../../src/config/policy.ts';
import { toolAccess } from '../../src/policy/tool-access.ts';
import { browserActionTool } from '../../src/tools/browser-action.ts';

const loopback = compileBrowserAllow(DEFAULT_BROWSER_ALLOW);
const verdict = (url: string, list = loopback) => decideBrowserUrl(list, url).decision;

describe('browser.allow: the default is loopback only', () => {
  it.each([
    'http://localhost:3000/',
    'http://LOCALHOST./x',
    'https://127.0.0.1/',
    'http://127.8.9.10:8080/',
    'http://[::1]:5173/',
    'http://[0:0:0:0:0:0:0:1]/',
    'ws://localhost:3000/socket',
    // Spellings the URL parser turns into a loopback address are decided as that address.
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://user:pass@127.0.0.1/',
  ])('allows %s', (url) => expect(verdict(url)).toBe('allow'));

  it.each([
    // Other hosts, however they are spelled.
    'http://example.com/',
    'http://127.0.0.1.evil.test/',
    'http://127.0.0.1@evil.test/',
    'http://localhost@evil.test/',
    'http://evil.test#@127.0.0.1/',
    'http://localhost.evil.test/',
    'http://evil.localhost/',
    'http://3232235777/', // 192.168.1.1
    'http://0.0.0.0:3000/',
    'http://[::]/',
    'http://[::ffff:192.0.2.1]/',
    'http://[2001:db8::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    // Names are never resolved: one that points at 127.0.0.1 in DNS is still just a name.
    'http://localtest.me/',
    // Schemes that do not go to a host, or go to the machine's files and the browser's own pages.
    'file:///etc/passwd',
    'chrome://version',
    'about:blank',
    'data:text/html,x',
    'javascript:alert(1)',
    'blob:http://localhost/abc',
    'ftp://127.0.0.1/',
    'not a url',
  ])('denies %s', (url) => expect(verdict(url)).toBe('deny'));

  it('names the entry that allowed, and says what to change when it denies', () => {
    expect(decideBrowserUrl(loopback, 'http://127.0.0.1:9/')).toMatchObject({
      decision: 'allow',
      rule: 'browser.allow[1] "127.0.0.0/8"',
    });
    const denied = decideBrowserUrl(loopback, 'https://example.com/');
    expect(denied).toMatchObject({ decision: 'deny', rule: 'browser.default' });
    expect(denied.reason).toContain("example.com:443 is not in the policy's browser.allow");
  });
});

describe('browser.allow entries', () => {
  it('accepts names, wildcards, ports, IPv4 ranges and bracketed IPv6; refuses the rest', () => {
    for (const ok of [
      'docs.example.com',
      '*.example.com:443',
      '10.0.0.0/8',
      '192.168.1.5:8080',
      '[::1]',
      '[fd00::1]:3000',
    ])
      expect(isBrowserPattern(ok), ok).toBe(true);
    for (const bad of [
      'http://x.com',
      '10.0.0.0/33',
      '::1',
      '[zz::1]',
      'a b',
      '*',
      'x.com/path',
      '[::1]:70000',
    ])
      expect(isBrowserPattern(bad), bad).toBe(false);
  });

  it('matches by port and subdomain as written', () => {
    const list = compileBrowserAllow(['*.example.com:443', 'localhost:3000', '[::1]:8080']);
    expect(decideBrowserHost(list, 'docs.example.com', 443).decision).toBe('allow');
    expect(decideBrowserHost(list, 'example.com', 443).decision).toBe('deny');
    expect(decideBrowserHost(list, 'docs.example.com', 80).decision).toBe('deny');
    expect(decideBrowserHost(list, 'localhost', 3000).decision).toBe('allow');
    expect(decideBrowserHost(list, 'localhost', 3001).decision).toBe('deny');
    expect(decideBrowserHost(list, '[::1]', 8080).decision).toBe('allow');
    expect(decideBrowserHost(list, '[::1]', 80).decision).toBe('deny');
    // Loopback is not implied once a policy sets its own list.
    expect(decideBrowserHost(list, '127.0.0.1', 3000).decision).toBe('deny');
  });
});

describe('the policy decides browser_action', () => {
  const policyWith = (extra: Partial<Policy>): Policy => ({
    ...loadPolicy('builtin:standard', '.'),
    ...extra,
  });
  const check = (policy: Policy, args: Record<string, unknown>) =>
    decide(
      {
        tool: 'browser_action',
        group: 'browser',
        args,
        access: [
          {
            kind: 'browser',
            ...(typeof args.url === 'string' && args.action === 'launch' ? { url: args.url } : {}),
          },
        ],
      },
      policy,
      {
        workspace: '/w',
        analyzer: undefined as never,
        resolve: () => ({ abs: '/w', rel: '.', inside: true }),
      },
    );

  it('by the launch URL; other actions act on the open page', () => {
    const policy = loadPolicy('builtin:standard', '.');
    expect(policy.browser.allow).toEqual(DEFAULT_BROWSER_ALLOW);
    expect(check(policy, { action: 'launch', url: 'http://localhost:3000' })).toMatchObject({
      resolved: 'allow',
      rule: 'browser.allow[0] "localhost"',
    });
    expect(check(policy, { action: 'launch', url: 'http://evil.test' })).toMatchObject({
      resolved: 'deny',
      rule: 'browser.default',
    });
    expect(check(policy, { action: 'click', coordinate: '1,1' })).toMatchObject({
      resolved: 'allow',
      rule: 'browser',
    });
  });

  it('keeps the URL list when tools.browser_action allows the tool', () => {
    const policy = policyWith({ tools: { browser_action: 'allow' } });
    expect(check(policy, { action: 'launch', url: 'file:///etc/passwd' })).toMatchObject({
      resolved: 'deny',
      rule: 'browser.default',
    });
    expect(check(policyWith({ tools: { browser_action: 'deny' } }), { action: 'click' })).toMatchObject({
      resolved: 'deny',
      rule: 'tools.browser_action',
    });
  });
});

describe('policy check and policy examples see what a run sees', () => {
  it.each([
    { action: 'launch', url: 'http://localhost:3000/' },
    { action: 'click', coordinate: '1,1' },
    { action: 'close', url: 'http://evil.test/' },
  ])('declares the same access as the tool for %j', (args) => {
    expect(toolAccess('browser_action', args)?.access).toEqual(
      browserActionTool.access?.(browserActionTool.params.parse(args)),
    );
  });
});
