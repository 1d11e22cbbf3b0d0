import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exchange, startOrigin, startTestProxy, statusOf, type TestProxy } from './network-helpers.ts';

// The proxy bounds client connections (256), but Node's HTTP server hands over every request a
// client pipelines on one connection at once: a thousand requests in one write got a thousand
// lookups and upstream connections at once, from one connection, and 256 of them multiplied that
// into as many descriptors of nightshift's own as the client liked. Each connection's requests
// are now served one at a time, and one with more than 32 unanswered is closed.

describe('red team: requests pipelined on one connection', () => {
  let t: TestProxy;
  afterEach(async () => {
    await t.close();
  });

  /** `count` requests in one string, the last asking to close the connection. */
  const pipeline = (count: number, target: (i: number) => string) =>
    Array.from(
      { length: count },
      (_, i) =>
        `GET http://${target(i)} HTTP/1.1\r\nHost: x\r\n${i === count - 1 ? 'Connection: close\r\n' : ''}\r\n`,
    ).join('');

  it('are looked up and dialled one at a time, and each answered in order', async () => {
    const origin = await startOrigin('origin');
    const asked: string[] = [];
    const found: LookupAddress[] = [{ address: '127.0.0.1', family: 4 }];
    let release: () => void = () => {};
    let firstAsked: () => void = () => {};
    const first = new Promise<void>((resolve) => (firstAsked = resolve));
    const lookup = (name: string): Promise<LookupAddress[]> => {
      asked.push(name);
      if (asked.length > 1) return Promise.resolve(found);
      firstAsked();
      return new Promise((resolve) => (release = () => resolve(found)));
    };
    t = await startTestProxy([`localhost:${origin.port}`], { lookup });
    const client = net.connect(t.socketPath);
    let out = '';
    client.setEncoding('utf8').on('data', (d: string) => (out += d));
    const closed = new Promise<void>((resolve) => client.on('close', () => resolve()));
    client.write(pipeline(20, (i) => `localhost:${origin.port}/${i}`));
    await first;
    // A request on another connection, answered after the whole pipeline was read and handed over.
    expect(statusOf(await exchange(t.socketPath, 'GET http://other.test/ HTTP/1.1\r\nHost: x\r\n\r\n'))).toBe(
      403,
    );
    expect(asked).toHaveLength(1);
    expect(origin.connections()).toBe(0);
    release();
    await closed;
    await origin.close();
    expect(asked).toHaveLength(20);
    const answers = out.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map(statusOf)).toEqual(new Array<number>(20).fill(200));
    expect(answers.map((a) => /origin GET (\/\d+)/.exec(a)?.[1])).toEqual(
      Array.from({ length: 20 }, (_, i) => `/${i}`),
    );
  });

  it('close a connection with more than 32 unanswered, recording it, before anything is looked up', async () => {
    const asked: string[] = [];
    const lookup = (name: string): Promise<LookupAddress[]> => {
      asked.push(name);
      return new Promise(() => {});
    };
    t = await startTestProxy(['*.example.test'], { lookup });
    const response = await exchange(
      t.socketPath,
      pipeline(40, (i) => `h${i}.example.test/`),
    );
    expect(response).toBe('');
    expect(asked).toEqual([]);
    expect(t.events).toContainEqual({
      host: '',
      port: 0,
      decision: 'deny',
      rule: 'default',
      reason: 'more than 32 pipelined requests on one connection',
    });
  });
});
