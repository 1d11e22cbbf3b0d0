import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  exchange,
  startOrigin,
  startTestProxy,
  statusOf,
  type Origin,
  type TestProxy,
} from './network-helpers.ts';

// Spellings a command could try to reach a host the policy does not list, through the proxy,
// that already held when tried: kept here so they go on holding. The policy lists only
// localhost:PORT (a real loopback origin); nothing else may be reached.

describe('red team: host spellings and protocol tricks that held', () => {
  let origin: Origin;
  let t: TestProxy;
  let p: number;

  beforeAll(async () => {
    origin = await startOrigin('allowed');
    p = origin.port;
  });
  afterAll(async () => {
    await origin.close();
  });
  beforeEach(async () => {
    origin.reset();
    t = await startTestProxy([`localhost:${p}`]);
  });
  afterEach(async () => {
    await t.close();
  });

  // Cases are written before the origin listens: PORT (and PORT1, the next one) stand for its port.
  const at = (text: string) => text.replaceAll('PORT1', String(p + 1)).replaceAll('PORT', String(p));
  const get = (url: string, extra = '') =>
    exchange(t.socketPath, at(`GET ${url} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`));
  const connect = (authority: string) =>
    exchange(t.socketPath, at(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));

  it('decides a percent-encoded host on what it decodes to, which is also what is dialled', async () => {
    const response = await get(`http://%6cocalhost:PORT/pct`);
    expect(statusOf(response)).toBe(200);
    expect(origin.seen.map((s) => [s.url, s.headers.host])).toEqual([['/pct', `localhost:${p}`]]);
  });

  it.each([
    [`http://localhost:PORT@evil.test:PORT/`, 'evil.test'], // userinfo: the host is after the @
    [`http://localhost.evil.test:PORT/`, 'localhost.evil.test'], // an allowed name as a prefix
    [`http://xn--lcalhost-nbh:PORT/`, 'xn--lcalhost-nbh'], // `lоcalhost`, a Cyrillic о, punycoded
    [`http://localhost:PORT1/`, 'localhost'], // another port of the allowed name
  ])('refuses %s', async (url, host) => {
    const response = await get(url);
    expect(statusOf(response)).toBe(403);
    expect(t.events[0]?.host).toContain(host);
    expect(origin.connections()).toBe(0);
  });

  it('refuses a host in raw UTF-8 as malformed (400): only its punycode could be decided', async () => {
    const response = await get(`http://l\u043ecalhost:PORT/`);
    expect(statusOf(response)).toBe(400);
    expect(origin.connections()).toBe(0);
  });

  it('replaces a forged or duplicated Host header with the URL authority', async () => {
    const response = await get(`http://localhost:PORT/h`, 'Host: evil.test\r\n');
    expect(statusOf(response)).toBe(200);
    expect(origin.seen.map((s) => s.headers.host)).toEqual([`localhost:${p}`]);
  });

  it('decides a pipelined second request, sent in the same write, on its own host', async () => {
    const response = await exchange(
      t.socketPath,
      at(
        `GET http://localhost:PORT/first HTTP/1.1\r\nHost: x\r\n\r\n` +
          `GET http://evil.test:PORT/second HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(response).toContain('allowed GET /first');
    expect(response).toContain('HTTP/1.1 403 Forbidden');
    expect(origin.seen.map((s) => s.url)).toEqual(['/first']);
  });

  it('refuses a request that frames its body two ways (Transfer-Encoding and Content-Length)', async () => {
    const response = await exchange(
      t.socketPath,
      at(
        `POST http://localhost:PORT/te HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 40\r\n\r\n` +
          `0\r\n\r\nGET http://evil.test/ HTTP/1.1\r\nHost: x\r\n\r\n`,
      ),
    );
    expect(statusOf(response)).toBe(400);
    expect(origin.connections()).toBe(0);
  });

  it.each([
    `[::ffff:127.0.0.1]:PORT`,
    `[::1]:PORT`,
    `[fe80::1%25lo]:PORT`,
    `localhost.evil.test:PORT`,
    `0.0.0.0:PORT`,
    `0:PORT`,
  ])('refuses CONNECT %s', async (authority) => {
    const response = await connect(authority);
    expect([400, 403]).toContain(statusOf(response));
    expect(origin.connections()).toBe(0);
  });
});
