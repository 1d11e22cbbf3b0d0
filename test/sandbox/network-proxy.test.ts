import { existsSync } from 'node:fs';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closedPort,
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

// Real parts: node's HTTP client and raw sockets → the proxy on a Unix socket → loopback origins.
let allowed: Origin; // listed in network.allow
let other: Origin; // a listener the policy does not list
let t: TestProxy;

beforeAll(async () => {
  allowed = await startOrigin('allowed');
  other = await startOrigin('other');
});
afterAll(async () => {
  await allowed.close();
  await other.close();
});
beforeEach(() => {
  allowed.reset();
  other.reset();
});
afterEach(async () => {
  await t.close();
});

const rule = (i: number, text: string) => `network.allow[${i}] ${JSON.stringify(text)}`;

describe('network proxy: CONNECT', () => {
  it('tunnels to an allowed host:port and records the pattern that allowed it', async () => {
    t = await startTestProxy(['*.example.test', `127.0.0.1:${allowed.port}`]);
    const authority = `127.0.0.1:${allowed.port}`;
    const { status, socket } = await connectVia(t.socketPath, authority);
    expect(status).toBe(200);
    const response = await getOverTunnel(socket, authority, '/through?tunnel=1');
    expect(statusOf(response)).toBe(200);
    expect(response).toContain('allowed GET /through?tunnel=1');
    expect(t.events).toEqual([
      {
        host: '127.0.0.1',
        port: allowed.port,
        decision: 'allow',
        rule: rule(1, `127.0.0.1:${allowed.port}`),
      },
    ]);
    expect(t.proxy.counts()).toEqual({ allowed: 1, denied: 0 });
  });

  it('passes bytes sent right behind the CONNECT head (one write) into the tunnel', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const authority = `127.0.0.1:${allowed.port}`;
    const response = await exchange(
      t.socketPath,
      `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n` +
        `GET /pipelined HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 OK/);
    expect(response).toContain('allowed GET /pipelined');
  });

  it('answers 403 naming the host and network.allow, without dialling it', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const { status, body, socket } = await connectVia(t.socketPath, `127.0.0.1:${other.port}`);
    socket.destroy();
    expect(status).toBe(403);
    expect(body).toContain(`127.0.0.1:${other.port}`);
    expect(body).toContain('network.allow');
    expect(other.connections()).toBe(0);
    expect(t.events).toEqual([{ host: '127.0.0.1', port: other.port, decision: 'deny', rule: 'default' }]);
    expect(t.proxy.counts()).toEqual({ allowed: 0, denied: 1 });
  });

  it('decides on the name as asked: a name allowed, its address not, and nothing is resolved first', async () => {
    t = await startTestProxy([`localhost:${allowed.port}`]);
    const byName = await connectVia(t.socketPath, `localhost:${allowed.port}`);
    expect(byName.status).toBe(200);
    expect(await getOverTunnel(byName.socket, `localhost:${allowed.port}`)).toContain('allowed GET /');
    // The same listener by IP literal is not what the policy lists.
    const byAddress = await connectVia(t.socketPath, `127.0.0.1:${allowed.port}`);
    byAddress.socket.destroy();
    expect(byAddress.status).toBe(403);
    // A name that cannot resolve is refused as a name (403), not as a failed lookup (502).
    const unknown = await connectVia(t.socketPath, 'no-such-host.invalid:443');
    unknown.socket.destroy();
    expect(unknown.status).toBe(403);
    expect(t.events.map((e) => [e.host, e.decision])).toEqual([
      ['localhost', 'allow'],
      ['127.0.0.1', 'deny'],
      ['no-such-host.invalid', 'deny'],
    ]);
  });

  it('refuses IP literals a pattern does not list, in every spelling a resolver would accept', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`, 'localhost']);
    const p = allowed.port;
    for (const authority of [`2130706433:${p}`, `0x7f.0.0.1:${p}`, `0177.0.0.1:${p}`, `127.1:${p}`]) {
      const response = await exchange(
        t.socketPath,
        `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`,
      );
      expect(statusOf(response), authority).toBe(400);
      expect(response).toContain('not a dotted-quad IPv4 address');
    }
    const v6 = await exchange(t.socketPath, `CONNECT [::1]:${p} HTTP/1.1\r\nHost: [::1]:${p}\r\n\r\n`);
    expect(statusOf(v6)).toBe(403);
    expect(v6).toContain('cannot list IPv6');
    expect(allowed.seen).toHaveLength(0);
    expect(t.events.map((e) => [e.host, e.port, e.decision, e.rule])).toEqual([
      ['', 0, 'deny', 'default'],
      ['', 0, 'deny', 'default'],
      ['', 0, 'deny', 'default'],
      ['', 0, 'deny', 'default'],
      ['[::1]', p, 'deny', 'default'],
    ]);
    expect(t.events[0]!.reason).toContain('2130706433');
  });

  it('answers 502 when an allowed host refuses the connection', async () => {
    const port = await closedPort();
    t = await startTestProxy([`127.0.0.1:${port}`]);
    const { status, body, socket } = await connectVia(t.socketPath, `127.0.0.1:${port}`);
    socket.destroy();
    expect(status).toBe(502);
    expect(body).toContain('ECONNREFUSED');
    expect(t.events).toEqual([
      { host: '127.0.0.1', port, decision: 'allow', rule: rule(0, `127.0.0.1:${port}`) },
    ]);
  });
});

describe('network proxy: absolute-URI HTTP', () => {
  it('forwards in origin form with the URL host, and strips proxy and hop-by-hop headers both ways', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const res = await requestVia(t.socketPath, `http://127.0.0.1:${allowed.port}/pkg/a?b=1`, {
      method: 'POST',
      headers: {
        host: 'wrong.example',
        'proxy-authorization': 'Basic c2VjcmV0',
        'proxy-connection': 'keep-alive',
        connection: 'x-hop',
        'x-hop': 'dropped',
        'x-end-to-end': 'kept',
      },
      body: 'payload',
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe('allowed POST /pkg/a?b=1 payload');
    expect(res.headers['x-origin']).toBe('allowed');
    expect(res.headers['proxy-authenticate']).toBeUndefined();
    const seen = allowed.seen.at(-1)!;
    expect(seen.url).toBe('/pkg/a?b=1');
    expect(seen.headers.host).toBe(`127.0.0.1:${allowed.port}`);
    expect(seen.headers['x-end-to-end']).toBe('kept');
    for (const h of ['proxy-authorization', 'proxy-connection', 'x-hop'])
      expect(seen.headers[h]).toBeUndefined();
    expect(t.events).toEqual([
      {
        host: '127.0.0.1',
        port: allowed.port,
        decision: 'allow',
        rule: rule(0, `127.0.0.1:${allowed.port}`),
      },
    ]);
  });

  it('decides each request of a kept-alive connection on its own', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const a = `127.0.0.1:${allowed.port}`;
    const b = `127.0.0.1:${other.port}`;
    const response = await exchange(
      t.socketPath,
      `GET http://${a}/first HTTP/1.1\r\nHost: ${a}\r\n\r\n` +
        `GET http://${b}/second HTTP/1.1\r\nHost: ${b}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*allowed GET \/first[\s\S]*HTTP\/1\.1 403 Forbidden/);
    expect(other.connections()).toBe(0);
    expect(t.events.map((e) => [e.port, e.decision])).toEqual([
      [allowed.port, 'allow'],
      [other.port, 'deny'],
    ]);
  });

  it('answers 403 for an unlisted host and 502 for an allowed one that is down', async () => {
    const down = await closedPort();
    t = await startTestProxy([`127.0.0.1:${down}`]);
    const denied = await requestVia(t.socketPath, `http://127.0.0.1:${other.port}/`);
    expect(denied.status).toBe(403);
    expect(denied.body).toContain(`network.allow must list "127.0.0.1"`);
    const failed = await requestVia(t.socketPath, `http://127.0.0.1:${down}/`);
    expect(failed.status).toBe(502);
    expect(t.proxy.counts()).toEqual({ allowed: 1, denied: 1 });
  });
});

describe('network proxy: bad and unsupported requests', () => {
  it('answers 400 and records a denial with its reason', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const cases: [string, string][] = [
      ['GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n', 'not a proxy request'],
      [`GET https://127.0.0.1:${allowed.port}/ HTTP/1.1\r\nHost: x\r\n\r\n`, 'use CONNECT'],
      ['CONNECT 127.0.0.1 HTTP/1.1\r\nHost: x\r\n\r\n', 'CONNECT needs host:port'],
      ['CONNECT 127.0.0.1:99999 HTTP/1.1\r\nHost: x\r\n\r\n', 'invalid port'],
      ['CONNECT exa_mple.com:443 HTTP/1.1\r\nHost: x\r\n\r\n', 'invalid host name'],
      ['HELLO THERE\r\n\r\n', 'bad request'],
    ];
    for (const [request, reason] of cases) {
      const response = await exchange(t.socketPath, request);
      expect(statusOf(response), request).toBe(400);
      expect(t.events.at(-1), request).toMatchObject({ decision: 'deny', rule: 'default' });
      expect(t.events.at(-1)!.reason, request).toContain(reason);
    }
    expect(t.proxy.counts()).toEqual({ allowed: 0, denied: cases.length });
    expect(allowed.seen).toHaveLength(0);
  });

  it('answers 431 to a request head over the limit', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`], { maxHeaderBytes: 4096 });
    const response = await exchange(
      t.socketPath,
      `GET http://127.0.0.1:${allowed.port}/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8192)}\r\n\r\n`,
    );
    expect(statusOf(response)).toBe(431);
    expect(t.events).toEqual([
      { host: '', port: 0, decision: 'deny', rule: 'default', reason: 'request head too large' },
    ]);
    expect(allowed.seen).toHaveLength(0);
  });

  it('forwards a request asking for a protocol upgrade as a plain request, without the upgrade', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const a = `127.0.0.1:${allowed.port}`;
    const response = await exchange(
      t.socketPath,
      `GET http://${a}/ws HTTP/1.1\r\nHost: ${a}\r\nConnection: Upgrade, close\r\nUpgrade: websocket\r\n\r\n`,
    );
    expect(statusOf(response)).toBe(200);
    expect(response).toContain('allowed GET /ws');
    expect(allowed.seen[0]!.headers.upgrade).toBeUndefined();
    expect(t.events).toEqual([
      { host: '127.0.0.1', port: allowed.port, decision: 'allow', rule: rule(0, a) },
    ]);
  });
});

describe('network proxy: bounds and shutdown', () => {
  it('closes a client that does not finish its request head in time (408)', async () => {
    t = await startTestProxy([], { headerTimeoutMs: 300 });
    const started = Date.now();
    const response = await exchange(t.socketPath, 'GET http://127.0.0.1/ HTTP/1.1\r\nHost: x\r\n');
    expect(statusOf(response)).toBe(408);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(t.events).toEqual([]);
  });

  it('closes a tunnel idle for idleTimeoutMs', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`], { idleTimeoutMs: 300 });
    const { status, socket } = await connectVia(t.socketPath, `127.0.0.1:${allowed.port}`);
    expect(status).toBe(200);
    const started = Date.now();
    await new Promise((resolve) => socket.on('close', resolve));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('drops connections beyond maxConnections, recording each as denied', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`], { maxConnections: 1 });
    const first = await connectVia(t.socketPath, `127.0.0.1:${allowed.port}`);
    expect(first.status).toBe(200);
    // The second is accepted by the kernel, then closed by the proxy unanswered.
    const second = await new Promise<string>((resolve) => {
      let out = '';
      const s = net.connect(t.socketPath);
      s.on('data', (d: Buffer) => (out += d.toString()));
      s.on('error', () => {}); // EPIPE or ECONNRESET, as the close races the write
      s.on('close', () => resolve(out));
      s.write(`CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\n\r\n`);
    });
    expect(second).toBe('');
    first.socket.destroy();
    expect(t.events.map((e) => [e.decision, e.reason])).toEqual([
      ['allow', undefined],
      ['deny', 'more than 1 connections at once'],
    ]);
  });

  it('close() ends open tunnels and removes its socket', async () => {
    t = await startTestProxy([`127.0.0.1:${allowed.port}`]);
    const { socket } = await connectVia(t.socketPath, `127.0.0.1:${allowed.port}`);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await t.proxy.close();
    await closed;
    expect(existsSync(t.socketPath)).toBe(false);
    await expect(
      new Promise((resolve, reject) => net.connect(t.socketPath).on('connect', resolve).on('error', reject)),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
