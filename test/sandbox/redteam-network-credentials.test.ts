import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exchange, startTestProxy, statusOf, type TestProxy } from './network-helpers.ts';

// The browser's proxy listens on a loopback TCP port, open to anything on the machine: a sandboxed
// command whose network.allow names 127.0.0.1 or localhost (any port) reached it through its own
// proxy and went on to whatever browser.allow lists. The browser's proxy now takes only requests
// carrying the credentials the run gave Chromium.

const credentials = { username: 'nightshift', password: 'k3y-for-this-run-only' };
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;

describe('red team: a proxy with credentials', () => {
  let host: net.Server;
  let port: number;
  let t: TestProxy;

  beforeAll(async () => {
    host = net.createServer((s) => {
      s.on('error', () => s.destroy());
      s.once('data', () => s.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    port = (host.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => host.close(() => resolve()));
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (auth?: string) =>
    exchange(
      t.socketPath,
      `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: x\r\n${auth ? `Proxy-Authorization: ${auth}\r\n` : ''}Connection: close\r\n\r\n`,
    );
  // A request inside the tunnel too: the host answers it and closes, which ends the exchange.
  const connect = (auth?: string) =>
    exchange(
      t.socketPath,
      `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${auth ? `Proxy-Authorization: ${auth}\r\n` : ''}\r\nGET / HTTP/1.1\r\n\r\n`,
    );

  it.each([
    ['none', undefined],
    ['a wrong password', basic('nightshift', 'guess')],
    ['a wrong user', basic('other', credentials.password)],
    ['another scheme', `Bearer ${credentials.password}`],
    ['the right ones with a suffix', `${basic(credentials.username, credentials.password)}x`],
  ])('refuses a request and a CONNECT with %s: 407 with a Basic challenge', async (_, auth) => {
    t = await startTestProxy([`127.0.0.1:${port}`], { credentials });
    for (const response of [await get(auth), await connect(auth)]) {
      expect(statusOf(response)).toBe(407);
      expect(response).toMatch(/\r\nProxy-Authenticate: Basic realm="nightshift"\r\n/i);
    }
  });

  it('serves both with the right ones; a proxy without credentials asks for none', async () => {
    t = await startTestProxy([`127.0.0.1:${port}`], { credentials });
    const auth = basic(credentials.username, credentials.password);
    expect(statusOf(await get(auth))).toBe(200);
    expect(await connect(auth)).toMatch(
      /^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 OK[^]*ok$/,
    );
    await t.close();
    t = await startTestProxy([`127.0.0.1:${port}`]);
    expect(statusOf(await get())).toBe(200);
  });
});
