import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exchange, startTestProxy, statusOf, type TestProxy } from './network-helpers.ts';

// A host a policy allows answers whatever it likes. Node's HTTP client takes status lines its
// server refuses to write (`000`, `099`, a control character in the reason) and a `101` nobody
// asked for: relayed as they were, the first threw out of the proxy's response handler, an
// uncaught exception that ended nightshift (it has no handler of its own); the last left the
// client waiting for the idle timeout.

const answers: Record<string, string> = {
  '/s000': 'HTTP/1.1 000 X\r\nContent-Length: 2\r\n\r\nhi',
  '/s099': 'HTTP/1.1 099 X\r\nContent-Length: 2\r\n\r\nhi',
  '/ctl-reason': 'HTTP/1.1 200 O\x01K\r\nContent-Length: 2\r\n\r\nhi',
  '/del-reason': 'HTTP/1.1 200 O\x7fK\r\nContent-Length: 2\r\n\r\nhi',
  '/unasked-101': 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\nConnection: upgrade\r\n\r\nhi',
};
const OK = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok';

describe('red team: the proxy relays what an allowed host answers without dying of it', () => {
  let host: net.Server;
  let port: number;
  let t: TestProxy;

  beforeAll(async () => {
    host = net.createServer((s) => {
      s.on('error', () => s.destroy());
      s.once('data', (d) => {
        const path = /^\S+ (\S+)/.exec(d.toString('latin1'))?.[1] ?? '';
        s.end(Buffer.from(answers[path] ?? OK, 'latin1'));
      });
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

  const get = (path: string) =>
    exchange(
      t.socketPath,
      `GET http://127.0.0.1:${port}${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );

  it.each(Object.keys(answers))('answers 502 to %s, and goes on serving', async (path) => {
    t = await startTestProxy([`127.0.0.1:${port}`]);
    const response = await get(path);
    expect(statusOf(response)).toBe(502);
    expect(response).toContain(`nightshift proxy: 127.0.0.1:${port}`);
    expect(response).toMatch(/^HTTP\/1\.1 502 Bad Gateway\r\n/);
    const next = await get('/fine');
    expect(statusOf(next)).toBe(200);
    expect(next).toMatch(/\r\n\r\nok$/);
  });
});
