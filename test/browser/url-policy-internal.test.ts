import type { LookupAddress } from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  browserProxyRules,
  compileBrowserAllow,
  DEFAULT_BROWSER_ALLOW,
  namesLocalBrowserAddress,
} from '../../src/browser/url-policy.ts';
import {
  connectVia,
  requestVia,
  startOrigin,
  startTestProxy,
  type Origin,
  type TestProxy,
} from '../sandbox/network-helpers.ts';

describe('browser.allow: which entries may lead to an internal address', () => {
  it.each([
    [DEFAULT_BROWSER_ALLOW, 'localhost', 3000, true],
    [DEFAULT_BROWSER_ALLOW, '127.0.0.5', 80, true],
    [DEFAULT_BROWSER_ALLOW, '[::1]', 8080, true],
    [['10.0.0.5:8080'], '10.0.0.5', 8080, true],
    [['10.0.0.0/8'], '10.1.2.3', 443, true],
    [['*.example.test'], 'evil.example.test', 443, false],
    [['app.test'], 'app.test', 80, false],
    [['*.0.0.1'], '127.0.0.1', 80, false],
    [['example.test'], 'other.test', 80, false],
  ] as const)('%j, %s:%i → %s', (allow, host, port, expected) => {
    expect(namesLocalBrowserAddress(compileBrowserAllow(allow), host, port)).toBe(expected);
  });
});

// DNS cannot run here: the proxy's `lookup` option stands in for it, answering as whoever controls
// the allowed domain's zone would.
describe("the browser's proxy: an allowed name that resolves to an internal address", () => {
  let local: Origin; // a real service on the host's loopback that must not be reached
  let t: TestProxy | undefined;
  const answers = new Map<string, LookupAddress[]>([
    ['evil.example.test', [{ address: '127.0.0.1', family: 4 }]],
    ['metadata.example.test', [{ address: '169.254.169.254', family: 4 }]],
    ['localhost', [{ address: '127.0.0.1', family: 4 }]],
  ]);
  const lookup = (name: string): Promise<LookupAddress[]> =>
    Promise.resolve(answers.get(name) ?? [{ address: '93.184.216.34', family: 4 }]);

  beforeAll(async () => {
    local = await startOrigin('local');
  });
  afterAll(async () => {
    await local.close();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    local.reset();
  });

  it.each(['evil.example.test', 'metadata.example.test'])(
    'is refused over CONNECT and plain HTTP (%s), and nothing local is dialled',
    async (name) => {
      t = await startTestProxy([], {
        allow: browserProxyRules(compileBrowserAllow(['*.example.test'])),
        lookup,
      });
      const { status, socket } = await connectVia(t.socketPath, `${name}:${local.port}`);
      socket.destroy();
      expect(status).toBe(403);
      expect((await requestVia(t.socketPath, `http://${name}:${local.port}/`)).status).toBe(403);
      expect(local.connections()).toBe(0);
      expect(t.events.map((e) => [e.decision, e.rule])).toEqual([
        ['deny', 'invariant:internal-address'],
        ['deny', 'invariant:internal-address'],
      ]);
    },
  );

  it('the default list still reaches a loopback server by name and by address', async () => {
    t = await startTestProxy([], {
      allow: browserProxyRules(compileBrowserAllow(DEFAULT_BROWSER_ALLOW)),
      lookup,
    });
    const byName = await requestVia(t.socketPath, `http://localhost:${local.port}/`);
    const byAddress = await requestVia(t.socketPath, `http://127.0.0.1:${local.port}/`);
    expect([byName.status, byAddress.status]).toEqual([200, 200]);
  });
});
