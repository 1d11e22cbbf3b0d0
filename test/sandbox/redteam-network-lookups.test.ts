import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, it } from 'vitest';
import { exchange, startTestProxy, statusOf, type TestProxy } from './network-helpers.ts';

// dns.lookup runs on libuv's thread pool (4 threads), shared with nightshift's own file reads and
// writes. A command under an allowed wildcard can ask for names it makes slow to answer (a zone it
// controls), on up to 256 connections at once: every thread held, nightshift's files stalled for
// as long as the resolver waits. The proxy now has at most 2 lookups in flight.

describe('red team: lookups in flight at once', () => {
  let t: TestProxy;
  afterEach(async () => {
    await t.close();
  });

  it('are at most 2, whatever the connections; the rest are looked up in turn', async () => {
    const asked: string[] = [];
    const pending: (() => void)[] = [];
    const lookup = (name: string): Promise<LookupAddress[]> => {
      asked.push(name);
      return new Promise((_, reject) =>
        pending.push(() => reject(Object.assign(new Error('slow'), { code: 'ETIMEOUT' }))),
      );
    };
    t = await startTestProxy(['*.example.test'], { lookup });
    const clients = Array.from({ length: 10 }, (_, i) =>
      exchange(t.socketPath, `CONNECT h${i}.example.test:443 HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    while (asked.length < 2) await new Promise((resolve) => setImmediate(resolve));
    // A request on another connection, answered after the ten were read and handed over.
    expect(statusOf(await exchange(t.socketPath, 'GET http://other.test/ HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(
      403,
    );
    expect(asked).toHaveLength(2);
    // Each lookup that ends lets the next one in, until every name has been asked.
    while (pending.length > 0) {
      pending.shift()!();
      while (pending.length === 0 && asked.length < 10) await new Promise((resolve) => setImmediate(resolve));
    }
    const responses = await Promise.all(clients);
    expect(responses.map(statusOf)).toEqual(new Array<number>(10).fill(502));
    expect(new Set(asked).size).toBe(10);
  });
});
