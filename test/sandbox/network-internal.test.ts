import type { LookupAddress } from 'node:dns';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressClass } from '../../src/sandbox/network/address-class.ts';
import {
  compileAllowList,
  decide,
  internalAddressDenial,
  namesLocalAddress,
} from '../../src/sandbox/network/decide.ts';
import {
  connectVia,
  exchange,
  getOverTunnel,
  requestVia,
  startOrigin,
  startTestProxy,
  statusOf,
  type Origin,
  type TestProxy,
} from './network-helpers.ts';

// An allowed name must not lead through the proxy to the host's loopback, its LAN or the cloud
// metadata endpoint: once allowed, the name is resolved once, every address is checked, and only
// those addresses are dialled. A pattern naming an IPv4 address or localhost is the way to a local
// service, and is not checked.

describe('addressClass', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    // IPv6
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['0:0:0:0:0:0:0:0', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['FEBF::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['1::', 'reserved'],
    ['4000::1', 'reserved'],
    // IPv4-mapped, -compatible, NAT64 and 6to4 spellings of internal IPv4 addresses
    ['::ffff:127.0.0.1', 'loopback'],
    ['::FFFF:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::8.8.8.8', 'reserved'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    // not an address at all
    ['localhost', 'unrecognized'],
    ['', 'unrecognized'],
  ])('%s is %s', (address, cls) => {
    expect(addressClass(address)).toBe(cls);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(addressClass(address)).toBeUndefined();
  });
});

describe('internal addresses: the decision', () => {
  const list = compileAllowList([
    '*.example.test',
    'api.example.org',
    '127.0.0.1:8080',
    'localhost:3000',
    '10.0.0.5',
    '*.0.0.1',
    '*.localhost',
  ]);

  it('lets a pattern naming an IPv4 address or localhost exactly reach local addresses', () => {
    expect(namesLocalAddress(list, '127.0.0.1', 8080)).toBe(true);
    expect(namesLocalAddress(list, 'localhost', 3000)).toBe(true);
    expect(namesLocalAddress(list, 'LOCALHOST.', 3000)).toBe(true);
    expect(namesLocalAddress(list, '10.0.0.5', 22)).toBe(true);
  });

  it('holds wildcards, plain names and wildcards over address labels to public addresses', () => {
    expect(namesLocalAddress(list, 'evil.example.test', 443)).toBe(false);
    expect(namesLocalAddress(list, 'api.example.org', 443)).toBe(false);
    expect(namesLocalAddress(list, 'app.localhost', 80)).toBe(false);
    // `*.0.0.1` is a wildcard that happens to match 127.0.0.1; it names no address.
    expect(decide(list, '127.0.0.1', 9999).decision).toBe('allow');
    expect(namesLocalAddress(list, '127.0.0.1', 9999)).toBe(false);
    expect(namesLocalAddress(list, 'unlisted.org', 443)).toBe(false);
  });

  it('refuses when any resolved address is internal, naming it and its class', () => {
    expect(internalAddressDenial('x.example.test', 443, ['127.0.0.1'])).toEqual({
      host: 'x.example.test',
      port: 443,
      decision: 'deny',
      rule: 'invariant:internal-address',
      reason: 'x.example.test resolves to 127.0.0.1, a loopback address',
    });
    expect(internalAddressDenial('x.example.test', 80, ['93.184.216.34', '169.254.169.254'])?.reason).toBe(
      'x.example.test resolves to 169.254.169.254, a link-local address',
    );
    expect(internalAddressDenial('x.example.test', 80, ['2606:4700::1', '::ffff:10.1.2.3'])?.reason).toBe(
      'x.example.test resolves to ::ffff:10.1.2.3, a private address',
    );
    expect(internalAddressDenial('x.example.test', 80, ['garbage'])?.reason).toBe(
      'x.example.test resolves to garbage, an unrecognized address',
    );
  });

  it('lets names that resolve only to public addresses through', () => {
    expect(internalAddressDenial('x.example.test', 443, ['93.184.216.34', '2606:4700::1'])).toBeUndefined();
  });
});

// DNS cannot run here (no network, and its answers are not ours to set): the proxy's `lookup`
// option stands in for it, answering each name as an attacker controlling its zone would.
describe('internal addresses: the proxy', () => {
  let local: Origin; // a real service on the host's loopback that must not be reached
  let t: TestProxy;
  const asked: string[] = [];
  const answers = new Map<string, LookupAddress[]>();
  const lookup = (name: string): Promise<LookupAddress[]> => {
    asked.push(name);
    const a = answers.get(name);
    return a
      ? Promise.resolve(a)
      : Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
  };
  const v4 = (address: string): LookupAddress => ({ address, family: 4 });
  const v6 = (address: string): LookupAddress => ({ address, family: 6 });

  beforeAll(async () => {
    local = await startOrigin('local');
  });
  afterAll(async () => {
    await local.close();
  });
  beforeEach(() => {
    local.reset();
    asked.length = 0;
    answers.clear();
    answers.set('evil.example.test', [v4('127.0.0.1')]);
    answers.set('metadata.example.test', [v4('169.254.169.254')]);
    answers.set('mapped.example.test', [v6('::ffff:127.0.0.1')]);
    answers.set('mixed.example.test', [v4('93.184.216.34'), v4('127.0.0.1')]);
    answers.set('v6.example.test', [v6('::1')]);
    answers.set('lan.example.test', [v4('192.168.1.10')]);
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses CONNECT to an allowed name that resolves to loopback, without dialling it', async () => {
    t = await startTestProxy(['*.example.test'], { lookup });
    const { status, body, socket } = await connectVia(t.socketPath, `evil.example.test:${local.port}`);
    socket.destroy();
    expect(status).toBe(403);
    expect(body).toContain('127.0.0.1');
    expect(body).toContain('loopback');
    expect(body).toContain('network.allow');
    expect(local.connections()).toBe(0);
    expect(t.events).toEqual([
      {
        host: 'evil.example.test',
        port: local.port,
        decision: 'deny',
        rule: 'invariant:internal-address',
        reason: 'evil.example.test resolves to 127.0.0.1, a loopback address',
      },
    ]);
    expect(t.proxy.counts()).toEqual({ allowed: 0, denied: 1 });
    expect(asked).toEqual(['evil.example.test']);
  });

  it('refuses plain-HTTP forwarding the same way', async () => {
    t = await startTestProxy(['*.example.test'], { lookup });
    const res = await requestVia(t.socketPath, `http://evil.example.test:${local.port}/secret`);
    expect(res.status).toBe(403);
    expect(res.body).toContain('loopback');
    expect(local.connections()).toBe(0);
    expect(local.seen).toHaveLength(0);
    expect(t.events.map((e) => [e.host, e.decision, e.rule])).toEqual([
      ['evil.example.test', 'deny', 'invariant:internal-address'],
    ]);
  });

  it.each([
    ['metadata.example.test', '169.254.169.254', 'link-local'],
    ['mapped.example.test', '::ffff:127.0.0.1', 'loopback'],
    ['mixed.example.test', '127.0.0.1', 'loopback'],
    ['v6.example.test', '::1', 'loopback'],
    ['lan.example.test', '192.168.1.10', 'private'],
  ])('refuses %s (resolving to %s, %s) over CONNECT and HTTP', async (name, address, cls) => {
    t = await startTestProxy(['*.example.test'], { lookup });
    const tunnel = await exchange(
      t.socketPath,
      `CONNECT ${name}:${local.port} HTTP/1.1\r\nHost: ${name}:${local.port}\r\n\r\n`,
    );
    expect(statusOf(tunnel)).toBe(403);
    const res = await requestVia(t.socketPath, `http://${name}:${local.port}/`);
    expect(res.status).toBe(403);
    expect(local.connections()).toBe(0);
    const reason = `${name} resolves to ${address}, a ${cls} address`;
    expect(t.events.map((e) => [e.decision, e.rule, e.reason])).toEqual([
      ['deny', 'invariant:internal-address', reason],
      ['deny', 'invariant:internal-address', reason],
    ]);
  });

  it('refuses an IP literal allowed only by a wildcard over its labels (`*.0.0.1`)', async () => {
    t = await startTestProxy(['*.0.0.1'], { lookup });
    const { status, socket } = await connectVia(t.socketPath, `127.0.0.1:${local.port}`);
    socket.destroy();
    expect(status).toBe(403);
    expect(local.connections()).toBe(0);
    expect(t.events[0]?.rule).toBe('invariant:internal-address');
    expect(asked).toEqual([]); // a literal is its own address: nothing to resolve
  });

  it('still reaches a local service through a pattern naming 127.0.0.1 or localhost', async () => {
    answers.set('localhost', [v4('127.0.0.1')]);
    t = await startTestProxy([`127.0.0.1:${local.port}`, `localhost:${local.port}`], { lookup });
    const byAddress = await connectVia(t.socketPath, `127.0.0.1:${local.port}`);
    expect(byAddress.status).toBe(200);
    expect(await getOverTunnel(byAddress.socket, `127.0.0.1:${local.port}`)).toContain('local GET /');
    const byName = await requestVia(t.socketPath, `http://localhost:${local.port}/x`);
    expect(byName.status).toBe(200);
    expect(byName.body).toBe('local GET /x');
    expect(t.events.map((e) => [e.host, e.decision])).toEqual([
      ['127.0.0.1', 'allow'],
      ['localhost', 'allow'],
    ]);
  });

  it('resolves an allowed name once and dials exactly the address it checked', async () => {
    // A decider that lets internal addresses through (as the browser's list may), so the dial
    // can be watched on the loopback: the name has no real DNS, so a second resolution would fail.
    answers.set('app.example.test', [v4('127.0.0.1')]);
    t = await startTestProxy([], {
      lookup,
      allow: {
        decide: (host, port) => ({ host, port, decision: 'allow', rule: 'test' }),
        denial: () => 'no\n',
        mayReachInternal: () => true,
      },
    });
    const tunnel = await connectVia(t.socketPath, `app.example.test:${local.port}`);
    expect(tunnel.status).toBe(200);
    expect(await getOverTunnel(tunnel.socket, `app.example.test:${local.port}`)).toContain('local GET /');
    const res = await requestVia(t.socketPath, `http://app.example.test:${local.port}/y`);
    expect(res.status).toBe(200);
    expect(local.seen.at(-1)?.headers.host).toBe(`app.example.test:${local.port}`);
    expect(asked).toEqual(['app.example.test', 'app.example.test']); // once per attempt
  });

  it('answers 502 (an allowed attempt) when the name does not resolve', async () => {
    t = await startTestProxy(['*.example.test'], { lookup });
    const res = await requestVia(t.socketPath, 'http://gone.example.test/');
    expect(res.status).toBe(502);
    expect(res.body).toContain('ENOTFOUND');
    expect(t.events.map((e) => [e.host, e.decision])).toEqual([['gone.example.test', 'allow']]);
  });
});
