import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkHost, parseConnectTarget } from '../../src/sandbox/network/target.ts';
import {
  connectVia,
  getOverTunnel,
  startOrigin,
  startTestProxy,
  type Origin,
  type TestProxy,
} from './network-helpers.ts';

// A pattern naming an IPv4 address or localhost may reach a local address unchecked. Patterns
// match with a trailing dot (`example.com.` is `example.com`), but to a resolver `127.0.0.1.` is
// no address, and neither `127.0.0.1.` nor `localhost.` is in /etc/hosts: both were looked up
// in DNS and whatever it answered was dialled, unchecked, under the local pattern's exemption.
// The stub resolver below answers such a lookup with a decoy on 127.0.0.2.

describe('red team: spellings of a local address', () => {
  it('spells `127.0.0.1.` and `localhost.` without the dot, names otherwise as asked', () => {
    expect(checkHost('127.0.0.1.')).toEqual({ host: '127.0.0.1' });
    expect(checkHost('LocalHost.')).toEqual({ host: 'localhost' });
    expect(checkHost('x.localhost.')).toEqual({ host: 'x.localhost.' });
    expect(parseConnectTarget('10.0.0.5.:22')).toEqual({ host: '10.0.0.5', port: 22 });
    expect(checkHost('example.com.')).toEqual({ host: 'example.com.' });
  });
});

describe('red team: a local-address pattern reaches exactly the address it names', () => {
  let local: Origin; // the service the pattern names, on 127.0.0.1
  let decoy: net.Server; // another loopback address DNS could name instead
  let decoyConnections = 0;
  let t: TestProxy;
  const asked: string[] = [];
  const lookup = (name: string): Promise<LookupAddress[]> => {
    asked.push(name);
    return Promise.resolve([{ address: name === 'localhost' ? '127.0.0.1' : '127.0.0.2', family: 4 }]);
  };

  beforeAll(async () => {
    local = await startOrigin('local');
    decoy = net.createServer((s) => {
      decoyConnections++;
      s.destroy();
    });
    await new Promise<void>((resolve) => decoy.listen(local.port, '127.0.0.2', resolve));
  });
  afterAll(async () => {
    await local.close();
    await new Promise<void>((resolve) => decoy.close(() => resolve()));
  });
  beforeEach(() => {
    local.reset();
    decoyConnections = 0;
    asked.length = 0;
  });
  afterEach(async () => {
    await t.close();
  });

  it('CONNECT `127.0.0.1.` under a pattern naming 127.0.0.1 dials 127.0.0.1, resolving nothing', async () => {
    t = await startTestProxy([`127.0.0.1:${local.port}`], { lookup });
    const authority = `127.0.0.1.:${local.port}`;
    const { status, socket } = await connectVia(t.socketPath, authority);
    expect(status).toBe(200);
    expect(await getOverTunnel(socket, authority)).toContain('local GET /');
    expect(asked).toEqual([]);
    expect(decoyConnections).toBe(0);
    expect(t.events.map((e) => [e.host, e.decision])).toEqual([['127.0.0.1', 'allow']]);
  });

  it('CONNECT `localhost.` under a pattern naming localhost looks up `localhost`, not DNS', async () => {
    t = await startTestProxy([`localhost:${local.port}`], { lookup });
    const authority = `localhost.:${local.port}`;
    const { status, socket } = await connectVia(t.socketPath, authority);
    expect(status).toBe(200);
    expect(await getOverTunnel(socket, authority)).toContain('local GET /');
    expect(asked).toEqual(['localhost']);
    expect(decoyConnections).toBe(0);
  });
});
